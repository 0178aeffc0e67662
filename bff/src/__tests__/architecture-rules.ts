// The rules of docs/architecture.md as plain functions over a tree (paths relative to bff/src) and its
// import graph, so architecture.test.ts runs them on the real tree and on small made-up trees that break
// each rule (a check that cannot fail protects nothing).

export type Graph = Map<string, Set<string>>;

/** Rooms whose files sit side by side, named <room>.<role>.ts, with index.ts as the door. */
export const FLAT_ROOMS = ['http', 'db', 'storage', 'static', 'workers', 'rendering', 'lms', 'extraction', 'testing'];
/** Rooms made of one sub-room per domain (modules/auth) or outside service (gateways/openai). */
export const GROUPS = ['modules', 'gateways'];
/** The content engine keeps its own layout (docs/content-engine.md); scripts are named for their command. */
export const OWN_LAYOUT = ['content', 'scripts'];

/**
 * What each room may import (besides itself and packages). `(top)` is the start-up and wiring files beside
 * the rooms (config, logger, app-deps); `*` anything.
 */
export const MAY_IMPORT: Record<string, readonly string[]> = {
  '(top)': ['*'],
  'modules/*': [
    '(top)',
    'http',
    'content',
    'rendering',
    'lms',
    'extraction',
    'storage',
    'workers',
    'gateways/*',
    'modules/*',
  ],
  'gateways/*': ['(top)', 'http', 'content'],
  content: ['http', 'workers'],
  http: ['(top)'],
  db: ['(top)'],
  static: ['(top)', 'http'],
  storage: [],
  workers: [],
  rendering: ['storage', 'workers'],
  lms: [],
  extraction: ['workers', 'content'],
  scripts: ['(top)', 'content', 'rendering'],
  testing: ['*'],
};

const KEBAB = '[a-z0-9]+(?:-[a-z0-9]+)*';
const kebabFile = new RegExp(`^${KEBAB}\\.tsx?$`);

/** The room a file belongs to: `(top)`, a flat room, `modules/<domain>`, `gateways/<name>`; null if none. */
export function roomOf(path: string): string | null {
  const parts = path.split('/');
  if (parts.length === 1) return '(top)';
  if (GROUPS.includes(parts[0])) return parts.length > 2 ? `${parts[0]}/${parts[1]}` : null;
  if (FLAT_ROOMS.includes(parts[0]) || OWN_LAYOUT.includes(parts[0])) return parts[0];
  return null;
}

/** The file name each room expects, or null when the room keeps its own layout. */
function expectedName(path: string, room: string): RegExp | null {
  const parts = path.split('/');
  if (room === 'content') return null;
  if (room === '(top)' || room === 'scripts') return parts.length === (room === 'scripts' ? 2 : 1) ? kebabFile : /$^/;
  const [group, name] = room.includes('/') ? room.split('/') : [null, room];
  if (parts.length !== (group ? 3 : 2)) return /$^/; // rooms are flat: no folders inside
  return new RegExp(`^(?:index|${name}\\.${KEBAB})(?:\\.d)?\\.ts$`);
}

/** Files in no room, named against their room's scheme, or sharing a name with another file. */
export function namingProblems(paths: string[]): string[] {
  const problems: string[] = [];
  const byName = new Map<string, string[]>();
  for (const path of paths) {
    const room = roomOf(path);
    const base = path.split('/').pop()!;
    if (room === null) {
      problems.push(
        `${path}: not in a room (${[...FLAT_ROOMS, ...OWN_LAYOUT].join(', ')}, modules/<domain>, gateways/<name>)`,
      );
      continue;
    }
    const wanted = expectedName(path, room);
    if (wanted && !wanted.test(base)) {
      const scheme =
        room === '(top)' || room === 'scripts'
          ? 'kebab-case'
          : `${room.split('/').pop()}.<role>.ts (role in kebab-case) or index.ts, directly in ${room}/`;
      problems.push(`${path}: files in ${room === '(top)' ? 'bff/src' : `${room}/`} are named ${scheme}`);
    }
    if (room !== 'content' && base !== 'index.ts') byName.set(base, [...(byName.get(base) ?? []), path]);
  }
  for (const [base, where] of byName)
    if (where.length > 1) problems.push(`${base}: one name for ${where.length} files (${where.join(', ')})`);
  return problems;
}

const allows = (patterns: readonly string[], room: string) =>
  patterns.some((p) => p === '*' || p === room || (p.endsWith('/*') && room.startsWith(p.slice(0, -1))));

function rulesOf(room: string): readonly string[] {
  const key = room.includes('/') ? `${room.split('/')[0]}/*` : room;
  return MAY_IMPORT[key] ?? [];
}

/** Imports that cross into a room the importing room may not use. */
export function importProblems(graph: Graph): string[] {
  const problems: string[] = [];
  for (const [from, targets] of graph) {
    const room = roomOf(from);
    if (room === null) continue; // reported by namingProblems
    for (const to of targets) {
      const target = roomOf(to);
      if (target === null || target === room || allows(rulesOf(room), target)) continue;
      problems.push(`${from} imports ${to}: ${room} may import only ${rulesOf(room).join(', ') || 'packages'}`);
    }
  }
  return problems;
}

/** Strongly connected components with more than one member (or a self-import): each is a cycle. */
export function cycles(graph: Graph): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || graph.get(v)?.has(v)) found.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

/**
 * The graph between rooms: an edge where any file of one imports a file of the other. The start-up files
 * beside the rooms stand alone here (app.ts imports every module, every module reads config.ts).
 */
export function roomGraph(graph: Graph): Graph {
  const node = (file: string) => {
    const room = roomOf(file);
    return room === null || room === '(top)' ? file : room;
  };
  const rooms: Graph = new Map();
  for (const [file, targets] of graph) {
    const from = node(file);
    const set = rooms.get(from) ?? rooms.set(from, new Set()).get(from)!;
    for (const t of targets) {
      const to = node(t);
      if (to !== from) set.add(to);
    }
  }
  return rooms;
}

const isMeasure = (path: string) => path.split('/').includes('__measures__');

/** Imports from outside content/ into any content file but its door, content/index.ts. */
export function contentDoorProblems(graph: Graph): string[] {
  const problems: string[] = [];
  for (const [from, targets] of graph) {
    if (roomOf(from) === 'content') continue;
    for (const to of targets)
      if (roomOf(to) === 'content' && to !== 'content/index.ts')
        problems.push(`${from} imports ${to}: outside content/, import content/index.ts only`);
  }
  return problems;
}

/** Product files that import a measure (content/__measures__ is for tests and benches only). */
export function measureProblems(graph: Graph): string[] {
  const problems: string[] = [];
  for (const [from, targets] of graph) {
    if (isMeasure(from)) continue;
    for (const to of targets.values())
      if (isMeasure(to)) problems.push(`${from} imports ${to}: measures are for tests and benches only`);
  }
  return problems;
}

/** Front ends and packages: every source file kebab-case (`.test`, `.spec`, `.d` suffixes allowed). */
export function frontEndNamingProblems(paths: string[]): string[] {
  const ok = new RegExp(`^${KEBAB}(?:\\.(?:test|spec|d))?\\.tsx?$`);
  return paths.filter((p) => !ok.test(p.split('/').pop()!)).map((p) => `${p}: front-end files are kebab-case`);
}
