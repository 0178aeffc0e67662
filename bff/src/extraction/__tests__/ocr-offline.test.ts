// The English model comes from the npm package @tesseract.js-data/eng and tesseract.js's WebAssembly from
// node_modules: reading a scan makes no network request. Proved by reading one in a process (and all the
// threads it starts) where every socket, DNS lookup and fetch fails and is reported.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

jest.setTimeout(240_000);

it('reads a scanned page with the network blocked, and tries to reach nothing', async () => {
  const fixtures = join(__dirname, 'fixtures');
  const { stdout, stderr } = await promisify(execFile)(
    process.execPath,
    ['--require', join(fixtures, 'block-network.cjs'), join(fixtures, 'ocr-offline-child.cjs')],
    { cwd: join(__dirname, '..', '..', '..'), maxBuffer: 16 * 1024 * 1024 },
  );
  expect(stderr).not.toMatch(/NETWORK ATTEMPT/);
  const result = JSON.parse(stdout) as { text: string; ocr: { pages: number } };
  expect(result.text).toMatch(/photosynthesis makes sugar from light/);
  expect(result.ocr.pages).toBe(1);
});

it('the preload really blocks: a fetch in that process is reported and fails', async () => {
  const script = "fetch('http://example.com').catch((e) => process.stdout.write(e.message))";
  const { stdout, stderr } = await promisify(execFile)(process.execPath, [
    '--require',
    join(__dirname, 'fixtures', 'block-network.cjs'),
    '-e',
    script,
  ]);
  expect(stderr).toMatch(/NETWORK ATTEMPT: fetch http:\/\/example.com/);
  expect(stdout).toMatch(/network blocked/);
});
