// The BFF runs compiled CommonJS from dist/, where the worker is a .js file beside index.js.
// Compile this folder the way scripts/build-node.mjs does and extract through it in a plain node.
import { transformFile } from '@swc/core';
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { makePdf, makePptx, SAMPLE } from './fixtures/make-files';

const SRC = resolve(__dirname, '..');
const WORKERS = resolve(SRC, '../workers');
const ROOT_MODULES = resolve(SRC, '../../../node_modules');

describe('compiled extraction (as in dist/)', () => {
  let root: string;
  let out: string;
  beforeAll(async () => {
    // This folder and the workers/ room it starts its threads through, in the same relative places.
    root = await mkdtemp(join(tmpdir(), 'extract-dist-'));
    out = join(root, 'extraction');
    for (const [from, to] of [
      [SRC, out],
      [WORKERS, join(root, 'workers')],
    ]) {
      await mkdir(to, { recursive: true });
      for (const name of (await readdir(from)).filter((n) => n.endsWith('.ts'))) {
        const { code } = await transformFile(join(from, name), {
          jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
          module: { type: 'commonjs' },
        });
        await writeFile(join(to, name.replace(/\.ts$/, '.js')), code);
      }
    }
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('runs the .js worker and returns the same text', async () => {
    const pdf = join(out, 'lesson.pdf');
    const pptx = join(out, 'deck.pptx');
    await writeFile(pdf, await makePdf([SAMPLE]));
    await writeFile(pptx, await makePptx([{ title: 'Title', body: SAMPLE }]));
    const script = `
      const { extractText } = require(${JSON.stringify(join(out, 'index.js'))});
      const fs = require('node:fs');
      Promise.all([${JSON.stringify(pdf)}, ${JSON.stringify(pptx)}].map((f) => extractText(f, fs.readFileSync(f))))
        .then((r) => process.stdout.write(JSON.stringify(r)));`;
    const { stdout } = await promisify(execFile)(process.execPath, ['-e', script], {
      env: { ...process.env, NODE_PATH: ROOT_MODULES },
      cwd: dirname(out),
    });
    const [fromPdf, fromPptx] = JSON.parse(stdout);
    expect(fromPdf).toMatchObject({ type: 'pdf', text: SAMPLE, truncated: false });
    expect(fromPptx).toMatchObject({ type: 'pptx', text: `Title\n${SAMPLE}`, truncated: false });
  });
});
