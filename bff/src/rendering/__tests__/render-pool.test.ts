import JSZip from 'jszip';
import type { GeneratedDocument } from '@lessonloom/contracts';
import { buildTest, unicodeDoc } from '@lessonloom/document/fixtures';
import { diagramDoc } from '@lessonloom/document/fixtures';
import type { DiagramImages } from '../rendering.types';
import { renderInWorker, warmRenderers } from '../rendering.pool';
import { WORKER_SLOTS, giveSlot, slotWanted, slotsInUse, takeSlot } from '../../workers';
import { extractText } from '../../extraction';

// The first job in a worker compiles the renderers (swc, under jest) on two shared cores.
jest.setTimeout(60_000);

const isDocx = (b: Buffer) => b.subarray(0, 4).toString('latin1') === 'PK\x03\x04';
const isPdf = (b: Buffer) => b.subarray(0, 5).toString('latin1') === '%PDF-';

// A 1x1 white PNG standing in for a drawn diagram.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==',
  'base64',
);

describe('renderInWorker', () => {
  it('renders the student copy and the key as DOCX and PDF, off the main thread', async () => {
    const files = await renderInWorker(buildTest(12), new Map());
    expect(isDocx(files.docx) && isPdf(files.pdf)).toBe(true);
    expect(isDocx(files.keyDocx!) && isPdf(files.keyPdf!)).toBe(true);
    expect(Buffer.isBuffer(files.docx)).toBe(true);
  });

  it('renders over every busy-thread slot at once (the PDFs in one thread, the DOCX files in the other) and hands each file over', async () => {
    const ready: string[] = [];
    const render = renderInWorker(buildTest(20), new Map(), {
      onFile: (file, data) => ready.push(`${file}:${isPdf(data) || isDocx(data)}`),
    });
    expect(slotsInUse()).toBe(WORKER_SLOTS); // both slots taken at once, not one document per slot
    const files = await render;
    expect(ready.sort()).toEqual(['docx:true', 'keyDocx:true', 'keyPdf:true', 'pdf:true']);
    expect(isPdf(files.keyPdf!) && isDocx(files.docx)).toBe(true);
    expect(slotsInUse()).toBe(0);
  });

  it('warms the render threads only with slots free, and gives them back', async () => {
    for (let i = 0; i < WORKER_SLOTS; i++) await takeSlot();
    await warmRenderers(); // every slot busy: nothing to warm now, and no waiting for one
    expect(slotsInUse()).toBe(WORKER_SLOTS);
    for (let i = 0; i < WORKER_SLOTS; i++) giveSlot();
    await warmRenderers();
    expect(slotsInUse()).toBe(0);
    const files = await renderInWorker(buildTest(3), new Map());
    expect(isPdf(files.pdf)).toBe(true);
  });

  it('makes no key files for a document without an answer key', async () => {
    const files = await renderInWorker({ ...unicodeDoc(), include_answer_key: false }, new Map());
    expect(isDocx(files.docx) && isPdf(files.pdf)).toBe(true);
    expect(files.keyDocx).toBeNull();
    expect(files.keyPdf).toBeNull();
  });

  it('embeds the drawn diagrams it is given in both files', async () => {
    const doc = diagramDoc('flowchart');
    const source = doc.sections.flatMap((s) => s.blocks).find((b) => b.type === 'diagram');
    if (source?.type !== 'diagram') throw new Error('fixture has no diagram');
    const images: DiagramImages = new Map([[source.mermaid, { png: PNG, width: 200, height: 100 }]]);
    const files = await renderInWorker(doc, images);
    const zip = await JSZip.loadAsync(files.docx);
    const media = Object.keys(zip.files).filter((f) => f.startsWith('word/media/'));
    expect(media.length).toBeGreaterThan(0);
    const embedded = await Promise.all(media.map((f) => zip.file(f)!.async('nodebuffer')));
    expect(embedded.some((m) => m.equals(PNG))).toBe(true);
    expect(files.pdf.toString('latin1')).toMatch(/\/Subtype\s*\/Image/);
    // Without the image the same document prints a text outline instead.
    const outline = await renderInWorker(doc, new Map());
    expect(outline.pdf.toString('latin1')).not.toMatch(/\/Subtype\s*\/Image/);
  });

  it('queues concurrent jobs and answers each with its own files', async () => {
    const docs = [3, 9, 27].map((n) => buildTest(n, n));
    const results = await Promise.all(docs.map((d) => renderInWorker(d, new Map())));
    const sizes = results.map((r) => r.pdf.length);
    expect(sizes[0]).toBeLessThan(sizes[1]);
    expect(sizes[1]).toBeLessThan(sizes[2]);
  });

  /** Resolves once some job is queued for a busy-thread slot (polled, no timers). */
  const aJobIsWaiting = async () => {
    while (!slotWanted()) await new Promise((resolve) => setImmediate(resolve));
  };

  it('shares one budget of busy threads with upload extraction: a render waits while uploads hold it', async () => {
    for (let i = 0; i < WORKER_SLOTS; i++) await takeSlot(); // as extraction threads do
    let done = false;
    const render = renderInWorker(buildTest(3), new Map()).then((files) => ((done = true), files));
    await aJobIsWaiting();
    expect(done).toBe(false);
    giveSlot();
    expect(isPdf((await render).pdf)).toBe(true);
    expect(slotsInUse()).toBe(WORKER_SLOTS - 1); // the render gave its slot back
    for (let i = 1; i < WORKER_SLOTS; i++) giveSlot();
    expect(slotsInUse()).toBe(0);
  });

  it('an upload waits while renders hold the budget, and is read once one is done', async () => {
    const docx = (await renderInWorker(buildTest(3), new Map())).docx;
    for (let i = 0; i < WORKER_SLOTS; i++) await takeSlot(); // as renders do
    let done = false;
    const extraction = extractText('test.docx', docx).then((r) => ((done = true), r));
    await aJobIsWaiting();
    expect(done).toBe(false);
    giveSlot();
    expect((await extraction).text).toContain('Question');
    for (let i = 1; i < WORKER_SLOTS; i++) giveSlot();
    expect(slotsInUse()).toBe(0);
  });

  it('rejects a document the renderers cannot handle, then keeps working', async () => {
    const broken = { ...buildTest(3), sections: null } as unknown as GeneratedDocument;
    await expect(renderInWorker(broken, new Map())).rejects.toThrow(/^rendering failed: /);
    const files = await renderInWorker(buildTest(3), new Map());
    expect(isPdf(files.pdf)).toBe(true);
  });
});
