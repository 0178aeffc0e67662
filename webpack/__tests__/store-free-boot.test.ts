// The shell's guard on a real (small) webpack build: store-side code in a script loaded at start fails the
// build, naming the file; the same code in the chunk loaded only with the pages that use the store does not.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack, { type Stats } from 'webpack';
import { StoreFreeBootPlugin } from '../store-free-boot';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'store-free-'));
  mkdirSync(path.join(dir, 'src'));
  mkdirSync(path.join(dir, 'node_modules/@reduxjs/toolkit'), { recursive: true });
  writeFileSync(
    path.join(dir, 'node_modules/@reduxjs/toolkit/index.js'),
    'export const configureStore = () => ({});\n',
  );
  writeFileSync(path.join(dir, 'src/store.js'), "export { configureStore } from '@reduxjs/toolkit';\n");
  writeFileSync(path.join(dir, 'src/at-start.js'), "import { configureStore } from './store';\nconfigureStore();\n");
  writeFileSync(
    path.join(dir, 'src/later.js'),
    'import(/* webpackChunkName: "store" */ \'./store\').then((m) => m.configureStore());\n',
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function build(entry: string): Promise<Stats> {
  return new Promise((resolve, reject) =>
    webpack(
      {
        mode: 'production',
        context: dir,
        entry,
        output: { path: path.join(dir, 'dist', path.basename(entry)) },
        optimization: { minimize: false },
        plugins: [new StoreFreeBootPlugin({ afterBoot: ['store'] })],
      },
      (err, stats) => (err || !stats ? reject(err) : resolve(stats)),
    ),
  );
}

it('fails the build when a script loaded at start holds the store libraries', async () => {
  const stats = await build('./src/at-start.js');
  expect(stats.hasErrors()).toBe(true);
  const message = stats.compilation.errors.map((e) => e.message).join('\n');
  expect(message).toMatch(/Store-side code in a script the shell loads at start/);
  expect(message).toContain(path.join('node_modules', '@reduxjs', 'toolkit', 'index.js'));
});

it('lets the store libraries live in the chunk loaded after start', async () => {
  const stats = await build('./src/later.js');
  expect(stats.compilation.errors).toEqual([]);
  expect([...stats.compilation.namedChunks.keys()]).toContain('store');
});
