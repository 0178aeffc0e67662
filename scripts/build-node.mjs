// Compiles the Node-side TypeScript (contracts, document, embedded-mongo, bff) to CommonJS in each dist/.
// Runs after `npm install` (postinstall) so `npx embedded-mongo` works from a fresh install,
// and again from start/test when sources are newer than dist. Type-checking is separate (tsc --noEmit).
import { transformFile } from '@swc/core';
import { mkdir, readdir, stat, writeFile, rm } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const NODE_PACKAGES = ['packages/contracts', 'packages/document', 'packages/embedded-mongo', 'bff'];

async function* sources(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name === '__tests__') continue;
      yield* sources(p);
    } else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) yield p;
  }
}

async function buildPackage(pkg) {
  const src = join(root, pkg, 'src');
  const out = join(root, pkg, 'dist');
  try {
    await stat(src);
  } catch {
    return 0;
  }
  await rm(out, { recursive: true, force: true });
  let n = 0;
  for await (const file of sources(src)) {
    const { code, map } = await transformFile(file, {
      jsc: { parser: { syntax: 'typescript', tsx: file.endsWith('.tsx') }, target: 'es2022' },
      module: { type: 'commonjs' },
      sourceMaps: true,
    });
    const target = join(out, relative(src, file)).replace(/\.tsx?$/, '.js');
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, code + `\n//# sourceMappingURL=${target.split('/').pop()}.map\n`);
    await writeFile(target + '.map', map ?? '');
    n++;
  }
  return n;
}

const started = Date.now();
let total = 0;
for (const pkg of NODE_PACKAGES) total += await buildPackage(pkg);
console.log(`build-node: ${total} files compiled in ${Date.now() - started} ms`);
