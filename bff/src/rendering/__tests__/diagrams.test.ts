import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { diagramDoc } from '@lessonloom/document/fixtures';
import { MERMAID_BY_TYPE } from '@lessonloom/document/fixtures';
import { OUTLINE_HEADING } from '../rendering.diagram-outline';
import { createDiagramRasterizer } from '../rendering.diagram-rasterizer';
import { rasterizeDiagrams, renderDocuments } from '../rendering.render';
import type { DiagramRasterizer } from '../rendering.types';
import { closeReaders, docxEntries, docxText, pdfText } from './read-back';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
const hasImage = (pdf: Buffer) => /\/Subtype \/Image/.test(pdf.toString('latin1'));
const media = async (docx: Buffer) => (await docxEntries(docx)).filter((e) => /^word\/media\/.+\.png$/.test(e));

jest.setTimeout(60000);

// One browser for the whole file: the production shape (one warm page, reused).
let rasterizer: DiagramRasterizer;
const logs: string[] = [];

beforeAll(() => {
  rasterizer = createDiagramRasterizer({ timeoutMs: 20000, logger: (m) => logs.push(m) });
});

afterAll(async () => {
  await rasterizer.close();
  await closeReaders();
});

describe('with Chromium', () => {
  it('finds the browser (CI installs Debian chromium)', () => {
    expect(rasterizer.reason).toBeUndefined();
    expect(rasterizer.available).toBe(true);
  });

  it('draws every diagram type to a 2x PNG', async () => {
    for (const source of Object.values(MERMAID_BY_TYPE)) {
      const image = await rasterizer.render(source);
      expect(image).not.toBeNull();
      expect(image!.png.subarray(0, 4)).toEqual(PNG_SIGNATURE);
      // IHDR width: twice the CSS width, since the page renders at deviceScaleFactor 2.
      expect(Math.abs(image!.png.readUInt32BE(16) - 2 * image!.width)).toBeLessThanOrEqual(2);
    }
  });

  it('embeds the drawing in the DOCX and the PDF instead of a text outline', async () => {
    const files = await renderDocuments(diagramDoc('flowchart'), { rasterizer });
    expect(await media(files.docx)).toHaveLength(1);
    expect(hasImage(files.pdf)).toBe(true);
    expect(await docxText(files.docx)).not.toContain(OUTLINE_HEADING);
    expect(await pdfText(files.pdf)).not.toContain(OUTLINE_HEADING);
  });

  it('answers null for a source mermaid cannot parse, and keeps working afterwards', async () => {
    expect(await rasterizer.render('flowchart TD\n  A -->')).toBeNull();
    expect(await rasterizer.render(MERMAID_BY_TYPE.cycle)).not.toBeNull();
  });

  it('draws a long left-to-right flowchart top-down when that prints larger', async () => {
    const source =
      'flowchart LR\n  A[First long step] --> B[Second long step] --> C[Third long step] --> D[Fourth long step] --> E[Fifth long step]';
    const doc = diagramDoc('flowchart');
    doc.sections[0].blocks = [{ type: 'diagram', diagram_type: 'flowchart', mermaid: source, caption: 'Steps' }];
    const wide = await rasterizer.render(source);
    const chosen = (await rasterizeDiagrams(doc, rasterizer)).get(source);
    expect(wide!.width).toBeGreaterThan(2 * wide!.height);
    expect(chosen!.height).toBeGreaterThan(chosen!.width);
  });

  it('never lets a diagram reach the network', async () => {
    const hits: string[] = [];
    const server = createServer((req, res) => {
      hits.push(req.url ?? '');
      res.end('x');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      // themeCSS passes mermaid's strict sanitiser; only the page's request blocking stops this fetch.
      const init = `%%{init: {"themeCSS": ".label div { background-image: url(${url}/bg.png); }"}}%%`;
      const source = `${init}\nflowchart TD\n  A["<img src='${url}/img.png'> Leaf"] --> B[Stem]\n  click B "${url}/click"`;
      await rasterizer.render(source);
      expect(hits).toEqual([]);
    } finally {
      server.close();
    }
  });

  it('relaunches the browser after it dies', async () => {
    expect(await rasterizer.render(MERMAID_BY_TYPE.graph)).not.toBeNull();
    const internals = rasterizer as unknown as { browser?: { close(): Promise<void> } };
    await internals.browser!.close();
    expect(await rasterizer.render(MERMAID_BY_TYPE.graph)).not.toBeNull();
  });

  it('gives up on a render that overruns its timeout and restarts the browser', async () => {
    const messages: string[] = [];
    const hasty = createDiagramRasterizer({ timeoutMs: 1, logger: (m) => messages.push(m) });
    try {
      expect(await hasty.render(MERMAID_BY_TYPE.mindmap)).toBeNull();
      expect(messages.join('\n')).toMatch(/restarting the browser/);
      expect(hasty.available).toBe(true);
    } finally {
      await hasty.close();
    }
  });

  it('refuses sources over the 50000-character limit', async () => {
    expect(await rasterizer.render(`flowchart TD\n${'  A --> B\n'.repeat(6000)}`)).toBeNull();
  });
});

describe('without a browser', () => {
  const saved = process.env.CHROMIUM_PATH;
  afterEach(() => {
    if (saved === undefined) delete process.env.CHROMIUM_PATH;
    else process.env.CHROMIUM_PATH = saved;
  });

  // without the npm package's Chromium either (a machine that has neither)
  it('is unavailable with a reason when CHROMIUM_PATH points nowhere, and logs why', async () => {
    process.env.CHROMIUM_PATH = '/nonexistent';
    const messages: string[] = [];
    const none = createDiagramRasterizer({ npmChromium: false, logger: (m) => messages.push(m) });
    expect(none.available).toBe(false);
    expect(none.reason).toContain('/nonexistent');
    expect(messages.join('\n')).toContain('/nonexistent');
    expect(await none.render(MERMAID_BY_TYPE.flowchart)).toBeNull();
    await none.close();
  });

  it('still exports, with a labelled text outline of the nodes and connections', async () => {
    const none = createDiagramRasterizer({ chromiumPath: '/nonexistent', npmChromium: false });
    const files = await renderDocuments(diagramDoc('flowchart'), { rasterizer: none });
    const expected = [
      OUTLINE_HEADING,
      'Chlorophyll absorbs light',
      'Enough water? → Glucose and oxygen are made (yes)',
    ];
    for (const text of [await docxText(files.docx), await pdfText(files.pdf)]) {
      for (const e of expected) expect(text).toContain(e);
    }
    expect(await media(files.docx)).toHaveLength(0);
    expect(hasImage(files.pdf)).toBe(false);
  });
});
