/** @jest-environment node */
// web-core is two federation singletons: its store-free part (`@lessonloom/web-core/public`, what sign-in and
// sign-up load) and the store side. The shell's build puts the store side in a chunk of its own by file
// (webpack/store-side.js). These checks keep that list and the imports honest, so neither Redux reaches the
// store-free pages nor a second copy of the public part's state (toast, navigator) is built into the store side.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { WEB_CORE_STORE_SIDE } from '../../../../webpack/store-side';

const SRC = path.join(__dirname, '..');
const rel = (file: string) => path.relative(SRC, file).split(path.sep).join('/');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === '__tests__' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(e.name) ? [full] : [];
  });
}

/** Module specifiers a file imports statically (import/export ... from '...'); type-only imports left out. */
function staticImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/^(?:import|export)\s+(?!type\s)[^;]*?\sfrom\s+'([^']+)'/gms)].map((m) => m[1]);
}

function resolveRelative(from: string, spec: string): string {
  const base = path.resolve(path.dirname(from), spec);
  const hit = ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find((f) => files.includes(f));
  if (!hit) throw new Error(`${rel(from)}: cannot resolve ${spec}`);
  return hit;
}

const files = sourceFiles(SRC);
const publicEntry = path.join(SRC, 'public.ts');

/** Every file the public entry reaches by relative imports. */
function publicPart(): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const spec of staticImports(file)) if (spec.startsWith('.')) visit(resolveRelative(file, spec));
  };
  visit(publicEntry);
  return seen;
}

const pub = publicPart();

it('the public part holds no store-side file and imports no store library', () => {
  expect(pub.size).toBeGreaterThan(10);
  for (const file of pub) {
    expect({ file: rel(file), storeSide: WEB_CORE_STORE_SIDE.test(rel(file)) }).toEqual({
      file: rel(file),
      storeSide: false,
    });
    const stores = staticImports(file).filter((s) => /^(@reduxjs\/|react-redux$|@lessonloom\/web-core$)/.test(s));
    expect({ file: rel(file), stores }).toEqual({ file: rel(file), stores: [] });
  }
});

it('every other file is store side, and reaches the public part only by its shared name', () => {
  const storeSide = files.filter((f) => !pub.has(f));
  expect(storeSide.length).toBeGreaterThan(10);
  for (const file of storeSide) {
    expect({ file: rel(file), storeSide: WEB_CORE_STORE_SIDE.test(rel(file)) }).toEqual({
      file: rel(file),
      storeSide: true,
    });
    const intoPublic = staticImports(file)
      .filter((s) => s.startsWith('.'))
      .filter((s) => pub.has(resolveRelative(file, s)));
    // the test helpers run in jest only, where both names are one module
    if (!rel(file).startsWith('testing/'))
      expect({ file: rel(file), intoPublic }).toEqual({ file: rel(file), intoPublic: [] });
  }
});
