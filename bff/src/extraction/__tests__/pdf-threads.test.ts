// Reading one pdf with two threads (extraction.pdf-run.ts) must give exactly what one thread gives.
import { extractText, EXTRACTION_MESSAGES } from '../index';
import { MAX_CONCURRENT_WORKERS } from '../extraction.pool';
import { SPLIT_AT_ONCE_BYTES } from '../extraction.pdf-run';
import { giveSlot, slotsInUse, takeSlot } from '../../workers';
import { failure, makePdf, SAMPLE } from './fixtures/make-files';

jest.setTimeout(60_000);

// The module object itself (what the compiled `require` in extract.slots sees), not an import wrapper.
const threads: typeof import('node:worker_threads') = require('node:worker_threads');
const os: typeof import('node:os') = require('node:os');
const RealWorker = threads.Worker;
let started = 0;
let alive = 0;
let peak = 0;
/** Messages sent to the threads (the file, then page batches). */
let posted = 0;
beforeEach(() => {
  started = alive = peak = posted = 0;
  jest.spyOn(threads, 'Worker').mockImplementation((...args) => {
    const worker = new RealWorker(...args);
    const post = worker.postMessage.bind(worker);
    worker.postMessage = (...message) => (posted++, post(...message));
    started++;
    peak = Math.max(peak, ++alive);
    worker.once('exit', () => alive--);
    return worker;
  });
});
afterEach(() => jest.restoreAllMocks());

const numbered = (count: number, body: string) => Array.from({ length: count }, (_, i) => `Page ${i + 1}. ${body}`);
const pageNumbers = (text: string) => [...text.matchAll(/Page (\d+)\./g)].map((m) => Number(m[1]));
const BIG_PHOTO = SPLIT_AT_ONCE_BYTES + 64 * 1024;
// Two threads allowed whatever the machine's load (the default picks one on a busy machine).
const TWO = { pdfThreads: 2 };

describe('pdf read by two threads', () => {
  it('keeps every page in page order and gives the same text as one thread', async () => {
    const pdf = await makePdf(numbered(40, `${SAMPLE}. `.repeat(4)));
    const two = await extractText('long.pdf', pdf, TWO);
    expect(started).toBe(2);
    expect(pageNumbers(two.text)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(two.truncated).toBe(false);
    const one = await extractText('long.pdf', pdf, { pdfThreads: 1 });
    expect(started).toBe(3);
    expect(two.text).toBe(one.text);
  });

  it('cuts at the budget exactly where one thread would', async () => {
    const pdf = await makePdf(numbered(60, `${SAMPLE}. `.repeat(9)));
    const two = await extractText('long.pdf', pdf, { ...TWO, charBudget: 15_000 });
    expect(started).toBe(2);
    expect([two.chars, two.truncated]).toEqual([15_000, true]);
    const one = await extractText('long.pdf', pdf, { charBudget: 15_000, pdfThreads: 1 });
    expect(two.text).toBe(one.text);
    expect(pageNumbers(two.text)).toEqual(Array.from({ length: pageNumbers(one.text).length }, (_, i) => i + 1));
  });

  it('finds text that starts only on late pages', async () => {
    const blank = Array.from({ length: 30 }, () => '');
    const pdf = await makePdf([...blank, `Late page 31 ${SAMPLE}`, 'Late page 32', 'Late page 33 the end']);
    const out = await extractText('late.pdf', pdf, TWO);
    expect(started).toBe(2);
    expect(out.text).toBe(`Late page 31 ${SAMPLE}\n\nLate page 32\n\nLate page 33 the end`);
  });

  it('by default, uses the second thread only while the machine has an idle core', async () => {
    const pdf = await makePdf(numbered(40, SAMPLE));
    jest.spyOn(os, 'availableParallelism').mockReturnValue(2);
    const load = jest.spyOn(os, 'loadavg').mockReturnValue([0.3, 0.3, 0.3]);
    const idle = await extractText('long.pdf', pdf);
    expect(started).toBe(2);
    load.mockReturnValue([9, 9, 9]);
    const busy = await extractText('long.pdf', pdf);
    expect(started).toBe(3);
    expect(busy.text).toBe(idle.text);
  });

  it('reads a short pdf with one thread', async () => {
    const out = await extractText('short.pdf', await makePdf(numbered(3, SAMPLE)), TWO);
    expect(started).toBe(1);
    expect(pageNumbers(out.text)).toEqual([1, 2, 3]);
  });
});

describe('a big pdf (two threads from the start)', () => {
  it('reads a few pages of text beside a large photo', async () => {
    const pdf = await makePdf(numbered(3, SAMPLE), { photoBytes: BIG_PHOTO });
    expect(pdf.length).toBeGreaterThanOrEqual(SPLIT_AT_ONCE_BYTES);
    const out = await extractText('photo.pdf', pdf, TWO);
    expect(started).toBe(2);
    expect(out.text).toBe(numbered(3, SAMPLE).join('\n\n'));
  });

  it('still maps a password, damage and missing text to 422 with the teacher’s message', async () => {
    const locked = await makePdf([SAMPLE], { photoBytes: BIG_PHOTO, userPassword: 'secret' });
    expect((await failure(extractText('exam.pdf', locked, TWO))).detail).toBe(EXTRACTION_MESSAGES.password);
    const whole = await makePdf([SAMPLE], { photoBytes: BIG_PHOTO });
    const cut = Buffer.concat([whole.subarray(0, 400), Buffer.alloc(SPLIT_AT_ONCE_BYTES, 'garbage')]);
    expect((await failure(extractText('broken.pdf', cut, TWO))).detail).toBe(EXTRACTION_MESSAGES.damaged);
    const scan = await makePdf(['', ''], { photoBytes: BIG_PHOTO, drawingOnly: true });
    const err = await failure(extractText('scan.pdf', scan, TWO));
    expect([err.status, err.detail]).toEqual([422, EXTRACTION_MESSAGES.noText]);
    expect(started).toBe(6);
  });

  it('keeps the time and heap caps, and gives both slots back', async () => {
    const pdf = await makePdf(numbered(20, SAMPLE), { photoBytes: BIG_PHOTO });
    expect((await failure(extractText('slow.pdf', pdf, { ...TWO, timeoutMs: 1 }))).detail).toBe(
      EXTRACTION_MESSAGES.timeout,
    );
    expect((await failure(extractText('heavy.pdf', pdf, { ...TWO, memoryMb: 4 }))).detail).toBe(
      EXTRACTION_MESSAGES.tooComplex,
    );
    const out = await extractText('fine.pdf', pdf, TWO);
    expect(pageNumbers(out.text)).toHaveLength(20);
    expect(started).toBe(6);
  });

  it('gives its second thread up as soon as another job waits for a slot, and still reads every page in order', async () => {
    const pdf = await makePdf(numbered(200, `${SAMPLE}. `.repeat(3)), { photoBytes: BIG_PHOTO });
    const reading = extractText('big.pdf', pdf, TWO);
    while (started < 2) await new Promise((r) => setTimeout(r, 5));
    expect(slotsInUse()).toBe(MAX_CONCURRENT_WORKERS);
    // another upload (or a render) needs a thread now: it gets the second one's slot while the first
    // thread goes on reading (more batches are sent after), not at the end of the pdf
    const postedAtSlot = await takeSlot().then(() => posted);
    giveSlot();
    const two = await reading;
    expect(posted).toBeGreaterThan(postedAtSlot + 5);
    const one = await extractText('big.pdf', pdf, { pdfThreads: 1 });
    expect(two.text).toBe(one.text);
    expect(pageNumbers(two.text)).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
    expect(slotsInUse()).toBe(0);
  });

  it('never runs more than MAX_CONCURRENT_WORKERS threads, however many pdfs come at once', async () => {
    const files = await Promise.all(
      ['A', 'B', 'C'].map((name) => makePdf([`File ${name} ${SAMPLE}`], { photoBytes: BIG_PHOTO })),
    );
    const results = await Promise.all(files.map((pdf, i) => extractText(`${i}.pdf`, pdf, TWO)));
    expect(results.map((r) => r.text)).toEqual(['A', 'B', 'C'].map((name) => `File ${name} ${SAMPLE}`));
    expect(peak).toBe(MAX_CONCURRENT_WORKERS);
  });
});
