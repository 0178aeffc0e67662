import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

// The rules of docs/architecture.md that keep the BFF's arrows one way. Type-only imports count too:
// a cycle of types is still two rooms that cannot be understood (or moved) one without the other.
const SRC = resolve(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === '__tests__' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts') ? [path] : [];
  });
}

function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  for (const candidate of [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), base]) {
    try {
      if (statSync(candidate).isFile() && /\.tsx?$/.test(candidate)) return candidate;
    } catch {
      // not this candidate
    }
  }
  return null;
}

/** file -> the bff files it imports (values, types, re-exports, dynamic imports, require). */
function importGraph(files: string[]): Map<string, Set<string>> {
  return new Map(
    files.map((file) => {
      const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      const targets = info.importedFiles
        .map((i) => resolveImport(file, i.fileName))
        .filter((t): t is string => t !== null);
      return [file, new Set(targets)];
    }),
  );
}

/** Strongly connected components with more than one member (or a self-import): each is a cycle. */
function cycles(graph: Map<string, Set<string>>): string[][] {
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

/** A room: a top-level folder, or one sub-folder of modules/ or gateways/; top-level files stand alone. */
function roomOf(file: string): string {
  const parts = relative(SRC, file).split(sep);
  if (parts.length === 1) return parts[0];
  if (['modules', 'gateways'].includes(parts[0]) && parts.length > 2) return `${parts[0]}/${parts[1]}`;
  return parts[0];
}

const files = sourceFiles(SRC);
const graph = importGraph(files);

describe('bff architecture', () => {
  it('reads the import graph (guards the checks below against silently seeing nothing)', () => {
    expect(files.length).toBeGreaterThan(100);
    const app = graph.get(join(SRC, 'app.ts'))!;
    expect([...app].map((f) => relative(SRC, f))).toContain(join('modules', 'auth', 'auth.routes.ts'));
  });

  it('has no import cycle between files', () => {
    const found = cycles(graph).map((c) => c.map((f) => relative(SRC, f)));
    expect(found).toEqual([]);
  });

  it('has no import cycle between rooms (content, gateways/openai, modules/<domain>, http, ...)', () => {
    const rooms = new Map<string, Set<string>>();
    for (const [file, targets] of graph) {
      const from = roomOf(file);
      const set = rooms.get(from) ?? rooms.set(from, new Set()).get(from)!;
      for (const t of targets) if (roomOf(t) !== from) set.add(roomOf(t));
    }
    expect(cycles(rooms)).toEqual([]);
  });

  it('finds a cycle when there is one (the checks above can fail)', () => {
    const a = new Map([
      ['content', new Set(['gateways/openai'])],
      ['gateways/openai', new Set(['content'])],
      ['http', new Set<string>()],
    ]);
    expect(cycles(a)).toEqual([['content', 'gateways/openai']]);
  });

  it('names every module file <domain>.<layer>.ts', () => {
    const wrong = files
      .filter((f) => roomOf(f).startsWith('modules/'))
      .filter((f) => {
        const domain = roomOf(f).slice('modules/'.length);
        const name = relative(join(SRC, 'modules', domain), f);
        return !new RegExp(`^${domain}\\.[a-z0-9]+(-[a-z0-9]+)*\\.ts$`).test(name);
      })
      .map((f) => relative(SRC, f));
    expect(wrong).toEqual([]);
  });

  it('keeps the AiProvider interface and the offline generator in content, adapters in gateways/openai', () => {
    const gatewayFiles = files
      .filter((f) => roomOf(f) === 'gateways/openai')
      .map((f) => relative(join(SRC, 'gateways', 'openai'), f));
    expect(gatewayFiles.every((f) => f === 'index.ts' || f.startsWith('openai.'))).toBe(true);
    const contentImports = files.filter((f) => roomOf(f) === 'content').flatMap((f) => [...graph.get(f)!].map(roomOf));
    expect(contentImports).not.toContain('gateways/openai');
  });
});
