// A fresh machine has no system Chromium: the diagram renderer then uses the Chromium shipped in the npm
// package @sparticuz/chromium (unpacked on first use), and says so. The finder is pointed at a path that
// does not exist to take that road here, whatever this machine has installed.
import { diagramDoc, MERMAID_BY_TYPE } from '@lessonloom/document/fixtures';
import { NPM_CHROMIUM, findChromium } from '../rendering.chromium-path';
import { createDiagramRasterizer } from '../rendering.diagram-rasterizer';
import { renderDocuments } from '../rendering.render';
import { closeReaders, docxEntries } from './read-back';

jest.setTimeout(180000);

const NO_SYSTEM = ['/nonexistent/chromium'];
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
let saved: string | undefined;
beforeAll(() => {
  saved = process.env.CHROMIUM_PATH;
  delete process.env.CHROMIUM_PATH;
});
afterAll(async () => {
  if (saved !== undefined) process.env.CHROMIUM_PATH = saved;
  await closeReaders();
});

it('the finder falls back to the npm package only when CHROMIUM_PATH is unset and no system Chromium exists', () => {
  expect(findChromium(undefined, NO_SYSTEM)).toEqual({ npm: true });
  expect(findChromium('/nonexistent/configured', NO_SYSTEM)).toEqual({
    reason: 'CHROMIUM_PATH is /nonexistent/configured, which does not exist',
  });
  expect(findChromium(undefined, [process.execPath])).toEqual({ path: process.execPath });
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
