import { extractText, EXTRACTION_MESSAGES } from '../index';
import { MAX_CONCURRENT_WORKERS } from '../extraction.pool';
import { failure, makeDocx, makePdf, makePptx, SAMPLE } from './fixtures/make-files';

jest.setTimeout(30_000); // jest reads testTimeout only from the root config; threads start slowly on a busy machine

describe('extraction worker', () => {
  it('turns a worker that runs out of its heap cap into a 422', async () => {
    const pdf = await makePdf(Array.from({ length: 20 }, () => SAMPLE.repeat(20)));
    const err = await failure(extractText('heavy.pdf', pdf, { memoryMb: 4 }));
    expect([err.status, err.detail]).toEqual([422, EXTRACTION_MESSAGES.tooComplex]);
  });

  it('runs many uploads at once, at most MAX_CONCURRENT_WORKERS workers alive, each result with its file', async () => {
    // The module object itself (what the pool's compiled `require` sees), not an import wrapper.

    const threads: typeof import('node:worker_threads') = require('node:worker_threads');
    const RealWorker = threads.Worker;
    let alive = 0;
    let peak = 0;
    const spy = jest.spyOn(threads, 'Worker').mockImplementation((...args) => {
      const worker = new RealWorker(...args);
      peak = Math.max(peak, ++alive);
      worker.once('exit', () => alive--);
      return worker;
    });
    const files = await Promise.all([
      makePdf([`pdf A ${SAMPLE}`]).then((b) => ['a.pdf', b] as const),
      makeDocx([`docx B ${SAMPLE}`]).then((b) => ['b.docx', b] as const),
      makePptx([{ title: 'pptx C', body: SAMPLE }]).then((b) => ['c.pptx', b] as const),
      makePdf([`pdf D ${SAMPLE}`]).then((b) => ['d.pdf', b] as const),
      makeDocx([`docx E ${SAMPLE}`]).then((b) => ['e.docx', b] as const),
    ]);
    const results = await Promise.all(files.map(([name, data]) => extractText(name, data)));
    expect(results.map((r) => r.text.split(/\s/).slice(0, 2).join(' '))).toEqual([
      'pdf A',
      'docx B',
      'pptx C',
      'pdf D',
      'docx E',
    ]);
    for (const r of results) expect(r.text).toContain(SAMPLE);
    expect(spy).toHaveBeenCalledTimes(5);
    expect(peak).toBe(MAX_CONCURRENT_WORKERS);
    spy.mockRestore();
  });

  it('leaves the caller’s buffer intact (the worker gets its own copy)', async () => {
    const pdf = await makePdf([SAMPLE]);
    const before = Buffer.from(pdf);
    await extractText('a.pdf', pdf);
    expect(pdf.equals(before)).toBe(true);
  });
});
