import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import {
  contentDoorProblems,
  cycles,
  frontEndNamingProblems,
  importProblems,
  measureProblems,
  namingProblems,
  roomGraph,
  roomOf,
  type Graph,
} from './architecture-rules';

// The rules of docs/architecture.md that keep the BFF's rooms named for what they hold and its arrows one
// way, checked on the real tree, and each shown to fail on a small made-up tree that breaks it. Type-only
// imports count too: a cycle of types is still two rooms that cannot be understood (or moved) one without
// the other.
const SRC = resolve(__dirname, '..');
const ROOT = resolve(SRC, '../..');

/** Source files below `dir` (tests and fixtures left out), as paths relative to `base`. */
function sourceFiles(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory())
      return ['__tests__', '__fixtures__', 'node_modules', 'dist'].includes(e.name) ? [] : sourceFiles(path, base);
    return /\.tsx?$/.test(e.name) ? [relative(base, path).split(sep).join('/')] : [];
  });
}

function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(join(SRC, from)), specifier);
  for (const candidate of [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), base]) {
    try {
      if (statSync(candidate).isFile() && /\.tsx?$/.test(candidate))
        return relative(SRC, candidate).split(sep).join('/');
    } catch {
      // not this candidate
    }
  }
  return null;
}

/** file -> the bff files it imports (values, types, re-exports, dynamic imports, require). */
function importGraph(files: string[]): Graph {
  return new Map(
    files.map((file) => {
      const info = ts.preProcessFile(readFileSync(join(SRC, file), 'utf8'), true, true);
      const targets = info.importedFiles.map((i) => resolveImport(file, i.fileName)).filter((t) => t !== null);
      return [file, new Set(targets)];
    }),
  );
}

const files = sourceFiles(SRC);
const code = files.filter((f) => !f.endsWith('.d.ts'));
const graph = importGraph(code);

describe('bff architecture (docs/architecture.md)', () => {
  it('reads the tree and its import graph (guards the checks below against silently seeing nothing)', () => {
    expect(code.length).toBeGreaterThan(100);
    expect([...graph.get('app.ts')!]).toContain('modules/auth/auth.routes.ts');
  });

  it('keeps every file in a room, named by its room’s scheme, each name used once', () => {
    expect(namingProblems(files)).toEqual([]);
  });

  it('imports only across the room boundaries the table allows', () => {
    expect(importProblems(graph)).toEqual([]);
  });

  it('enters content only through content/index.ts', () => {
    expect(contentDoorProblems(graph)).toEqual([]);
  });

  it('keeps the measures (content/__measures__) out of product code: tests and benches only', () => {
    expect(code.some((f) => f.startsWith('content/__measures__/'))).toBe(true);
    expect(measureProblems(graph)).toEqual([]);
  });

  it('has no import cycle between files', () => {
    expect(cycles(graph)).toEqual([]);
  });

  it('has no import cycle between rooms (content, gateways/openai, modules/<domain>, http, ...)', () => {
    expect(cycles(roomGraph(graph))).toEqual([]);
  });

  it('names the front ends’ and packages’ files in kebab-case', () => {
    const apps = readdirSync(ROOT).filter((d) => d === 'shell' || d.startsWith('mf-'));
    const packages = readdirSync(join(ROOT, 'packages')).map((p) => `packages/${p}`);
    const paths = [...apps, ...packages].flatMap((ws) =>
      ['src', 'dev']
        .filter((d) => statSync(join(ROOT, ws, d), { throwIfNoEntry: false })?.isDirectory())
        .flatMap((d) => sourceFiles(join(ROOT, ws, d)).map((f) => `${ws}/${d}/${f}`)),
    );
    expect(paths.length).toBeGreaterThan(200);
    expect(frontEndNamingProblems(paths)).toEqual([]);
  });
});

describe('each rule fails when broken (made-up trees)', () => {
  const good = [
    'app.ts',
    'app-deps.ts',
    'http/http.body.ts',
    'modules/auth/auth.routes.ts',
    'modules/auth/auth.session-model.ts',
    'gateways/openai/index.ts',
    'gateways/openai/openai.provider.ts',
    'gateways/billing/billing.stripe-gateway.ts',
    'rendering/index.ts',
    'rendering/rendering.fontkit.d.ts',
    'lms/lms.qti-writer.ts',
    'scripts/render-samples.ts',
    'content/offline/whatever.name.ts',
  ];

  it('accepts a tree that follows the scheme', () => {
    expect(namingProblems(good)).toEqual([]);
  });

  it.each([
    ['a folder that is not a room', 'exports/exports.pdf.ts', 'not in a room'],
    ['a flat room file without its prefix', 'rendering/pdf-writer.ts', 'rendering.<role>.ts'],
    ['a module file without its domain', 'modules/auth/session.ts', 'auth.<role>.ts'],
    ['a gateway file named for another gateway', 'gateways/openai/ollama.provider.ts', 'openai.<role>.ts'],
    ['a role that is not kebab-case', 'lms/lms.qtiWriter.ts', 'lms.<role>.ts'],
    ['a folder inside a flat room', 'http/middleware/http.cors.ts', 'directly in http/'],
    ['a start-up file not in kebab-case', 'appDeps.ts', 'kebab-case'],
    ['a file straight in modules/', 'modules/routes.ts', 'not in a room'],
  ])('refuses %s', (_, path, says) => {
    const problems = namingProblems([...good, path]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(path);
    expect(problems[0]).toContain(says);
  });

  it('refuses two files of one name (the two exports.service.ts this scheme replaced)', () => {
    expect(namingProblems(['modules/billing/billing.gateway.ts', 'gateways/billing/billing.gateway.ts'])).toEqual([
      'billing.gateway.ts: one name for 2 files (modules/billing/billing.gateway.ts, gateways/billing/billing.gateway.ts)',
    ]);
  });

  const edges = (...pairs: Array<[string, string]>): Graph => {
    const g: Graph = new Map();
    for (const [a, b] of pairs) (g.get(a) ?? g.set(a, new Set()).get(a)!).add(b);
    return g;
  };

  it('accepts imports the table allows', () => {
    expect(
      importProblems(
        edges(
          ['modules/auth/auth.routes.ts', 'http/http.error.ts'],
          ['modules/exports/exports.service.ts', 'lms/lms.formats.ts'],
          ['gateways/openai/openai.provider.ts', 'content/content.provider.ts'],
          ['rendering/rendering.pool.ts', 'workers/index.ts'],
          ['http/http.request-log.ts', 'logger.ts'],
        ),
      ),
    ).toEqual([]);
  });

  it.each([
    ['http reaching into a module', 'http/http.body.ts', 'modules/auth/auth.service.ts'],
    ['content using a gateway', 'content/offline/offline.draft.ts', 'gateways/openai/openai.provider.ts'],
    ['the LMS writers using the renderer', 'lms/lms.qti-writer.ts', 'rendering/rendering.fonts.ts'],
    ['the renderer using a module', 'rendering/rendering.store.ts', 'modules/generations/generations.model.ts'],
    ['a gateway using a module', 'gateways/billing/billing.stripe-gateway.ts', 'modules/billing/billing.service.ts'],
  ])('refuses %s', (_, from, to) => {
    expect(importProblems(edges([from, to]))).toEqual([expect.stringContaining(`${from} imports ${to}`)]);
  });

  it('refuses a deep import into content from outside it, and a product import of a measure', () => {
    const g = edges(
      ['modules/uploads/uploads.service.ts', 'content/source/source.read.ts'],
      ['gateways/openai/openai.provider.ts', 'content/index.ts'],
      ['content/offline/described-terms.ts', 'content/__measures__/matching.quality.ts'],
      ['content/__measures__/offline.quality.ts', 'content/__measures__/swap.quality.ts'],
      ['content/kinds/quiz.ts', 'content/offline/offline.context.ts'],
    );
    expect(contentDoorProblems(g)).toEqual([
      'modules/uploads/uploads.service.ts imports content/source/source.read.ts: outside content/, import content/index.ts only',
    ]);
    expect(measureProblems(g)).toEqual([
      'content/offline/described-terms.ts imports content/__measures__/matching.quality.ts: measures are for tests and benches only',
    ]);
  });

  it('finds a cycle between files and between rooms', () => {
    const g = edges(
      ['content/content.engine.ts', 'gateways/openai/openai.provider.ts'],
      ['gateways/openai/openai.provider.ts', 'content/content.engine.ts'],
      ['http/http.body.ts', 'http/http.error.ts'],
    );
    expect(cycles(g)).toEqual([['content/content.engine.ts', 'gateways/openai/openai.provider.ts']]);
    expect(cycles(roomGraph(g))).toEqual([['content', 'gateways/openai']]);
    expect(roomOf('gateways/openai/openai.provider.ts')).toBe('gateways/openai');
  });

  it('refuses a front-end file that is not kebab-case', () => {
    expect(frontEndNamingProblems(['mf-generate/src/features/generate/ResultCard.tsx', 'shell/src/app.tsx'])).toEqual([
      'mf-generate/src/features/generate/ResultCard.tsx: front-end files are kebab-case',
    ]);
  });
});
