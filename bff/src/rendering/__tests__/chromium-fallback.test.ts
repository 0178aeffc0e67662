// A fresh machine has no system Chromium: the diagram renderer then uses the Chromium shipped in the npm
// package @sparticuz/chromium (unpacked on first use), and says so. The finder is pointed at a path that
// does not exist to take that road here, whatever this machine has installed.
import { diagramDoc, MERMAID_BY_TYPE } from '@lessonloom/document/fixtures';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NPM_CHROMIUM, findChromium } from '../rendering.chromium-path';
import { createDiagramRasterizer } from '../rendering.diagram-rasterizer';
import { renderDocuments } from '../rendering.render';
import { closeReaders, docxEntries } from './read-back';

jest.setTimeout(180000);

const NO_SYSTEM = ['/nonexistent/chromium'];
const dir = mkdtempSync(join(tmpdir(), 'lessonloom-chromium-'));
/** A Chromium someone copied without its execute bit. */
const NOT_EXECUTABLE = join(dir, 'chromium-copy');
/** One that runs but cannot start a browser (a broken install, a snap stub). */
const BROKEN = join(dir, 'chromium-stub');
writeFileSync(NOT_EXECUTABLE, 'not a browser', { mode: 0o644 });
writeFileSync(BROKEN, '#!/bin/sh\necho "this snap is not installed" >&2\nexit 1\n', { mode: 0o755 });
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
let saved: string | undefined;
beforeAll(() => {
  saved = process.env.CHROMIUM_PATH;
  delete process.env.CHROMIUM_PATH;
});
afterAll(async () => {
  if (saved !== undefined) process.env.CHROMIUM_PATH = saved;
  await closeReaders();
  rmSync(dir, { recursive: true, force: true });
});

it('the finder takes a Chromium that can run, else the npm package, saying why when CHROMIUM_PATH cannot', () => {
  expect(findChromium(undefined, NO_SYSTEM)).toEqual({ npm: true });
  expect(findChromium('/nonexistent/configured', NO_SYSTEM)).toEqual({
    npm: true,
    instead: 'CHROMIUM_PATH is /nonexistent/configured, which is not a file that can be run',
  });
  expect(findChromium(NOT_EXECUTABLE, NO_SYSTEM)).toEqual({
    npm: true,
    instead: `CHROMIUM_PATH is ${NOT_EXECUTABLE}, which is not a file that can be run`,
  });
  // a system path that cannot run is passed over, as is a folder
  expect(findChromium(undefined, [NOT_EXECUTABLE, dir, process.execPath])).toEqual({ path: process.execPath });
});

it('draws diagrams into the DOCX with the npm Chromium and logs which browser it used', async () => {
  const logs: string[] = [];
  const rasterizer = createDiagramRasterizer({ systemPaths: NO_SYSTEM, timeoutMs: 60000, logger: (m) => logs.push(m) });
  try {
    expect(rasterizer.available).toBe(true);
    const image = await rasterizer.render(MERMAID_BY_TYPE.cycle);
    expect(image?.png.subarray(0, 4)).toEqual(PNG_SIGNATURE);
    const files = await renderDocuments(diagramDoc('flowchart'), { rasterizer });
    expect((await docxEntries(files.docx)).filter((e) => /^word\/media\/.+\.png$/.test(e)).length).toBeGreaterThan(0);
    expect(logs.join('\n')).toContain(`diagram browser: ${NPM_CHROMIUM}`);
    expect(logs.join('\n')).toMatch(
      new RegExp(`diagram renderer ready \\(Chromium [\\d.]+ at .+, from ${NPM_CHROMIUM.replace('/', '\\/')}\\)`),
    );
  } finally {
    await rasterizer.close();
  }
});

it.each([
  [
    'CHROMIUM_PATH at a file that cannot run',
    NOT_EXECUTABLE,
    /which is not a file that can be run; @sparticuz\/chromium \(instead/,
  ],
  [
    'a Chromium that fails to start',
    BROKEN,
    /chromium-stub failed to start \(.+\); using @sparticuz\/chromium instead/,
  ],
])('%s: diagrams are drawn with the npm Chromium, and the log says which', async (_case, path, said) => {
  const logs: string[] = [];
  const rasterizer = createDiagramRasterizer({ chromiumPath: path, timeoutMs: 60000, logger: (m) => logs.push(m) });
  try {
    expect(rasterizer.available).toBe(true);
    const image = await rasterizer.render(MERMAID_BY_TYPE.flowchart);
    expect(image?.png.subarray(0, 4)).toEqual(PNG_SIGNATURE);
    expect(logs.join('\n')).toMatch(said);
    expect(logs.join('\n')).toMatch(
      new RegExp(`diagram renderer ready \\(Chromium [\\d.]+ at .+, from ${NPM_CHROMIUM.replace('/', '\\/')}\\)`),
    );
  } finally {
    await rasterizer.close();
  }
});
