// A pdf thread kept warm between uploads (keepPdfWorkerWarm, extraction.warm.ts) must give exactly the
// text a fresh thread gives, and must never carry a timed-out, failed or worn thread into the next job.
import type { Worker } from 'node:worker_threads';
import { extractText, EXTRACTION_MESSAGES, keepPdfWorkerWarm, stopPdfWorkerWarm } from '../index';
import { MAX_CONCURRENT_WORKERS } from '../extraction.pool';
import { jobsOf } from '../extraction.warm';
import { failure, makeDocx, makePdf, SAMPLE } from './fixtures/make-files';

jest.setTimeout(60_000);

// The module object itself (what the compiled `require` in extract.slots sees), not an import wrapper.
const threads: typeof import('node:worker_threads') = require('node:worker_threads');
const RealWorker = threads.Worker;
let workers: Worker[] = [];
let exited = new Set<Worker>();
let alive = 0;
let peak = 0;
beforeEach(() => {
  workers = [];
  exited = new Set();
  alive = peak = 0;
  jest.spyOn(threads, 'Worker').mockImplementation((...args) => {
    const worker = new RealWorker(...args);
    workers.push(worker);
    peak = Math.max(peak, ++alive);
    worker.once('exit', () => {
      alive--;
      exited.add(worker);
    });
    return worker;
  });
});
afterEach(async () => {
  await stopPdfWorkerWarm();
  jest.restoreAllMocks();
});

const numbered = (name: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${name} page ${i + 1}. ${SAMPLE}`);
const ONE = { pdfThreads: 1 };

describe('a warm pdf thread', () => {
  it('reads a second and third file on the same thread, each with its own text, order and cut', async () => {
    const a = await makePdf(numbered('Alpha', 12));
    const b = await makePdf(numbered('Beta', 30));
    const coldCut = await extractText('b.pdf', b, { ...ONE, charBudget: 1_000 });
    expect(workers).toHaveLength(1);
    keepPdfWorkerWarm();
    const warm = workers[1];
    expect(workers).toHaveLength(2);
    expect((await extractText('a.pdf', a, ONE)).text).toBe(numbered('Alpha', 12).join('\n\n'));
    const second = await extractText('b.pdf', b, ONE);
    expect(second.text).toBe(numbered('Beta', 30).join('\n\n'));
    const cut = await extractText('b.pdf', b, { ...ONE, charBudget: 1_000 });
    expect([cut.text, cut.chars, cut.truncated]).toEqual([coldCut.text, 1_000, true]);
    expect(workers).toHaveLength(2);
    expect(jobsOf(warm)).toBe(3);
    expect(exited.has(warm)).toBe(false);
  });

  it('is replaced after a timeout, and the next file is read by a new thread', async () => {
    keepPdfWorkerWarm();
    const warm = workers[0];
    const pdf = await makePdf(numbered('Slow', 20));
    expect((await failure(extractText('slow.pdf', pdf, { ...ONE, timeoutMs: 1 }))).detail).toBe(
      EXTRACTION_MESSAGES.timeout,
    );
    expect(exited.has(warm)).toBe(true);
    const out = await extractText('next.pdf', await makePdf(numbered('Next', 3)), ONE);
    expect(out.text).toBe(numbered('Next', 3).join('\n\n'));
    expect(workers).toHaveLength(2);
    expect(exited.has(workers[1])).toBe(false); // now the warm one
  });

  it('is not kept after a failed file (password, damage)', async () => {
    keepPdfWorkerWarm();
    const locked = await makePdf([SAMPLE], { userPassword: 'secret' });
    expect((await failure(extractText('exam.pdf', locked, ONE))).detail).toBe(EXTRACTION_MESSAGES.password);
    expect(exited.has(workers[0])).toBe(true);
    const broken = Buffer.concat([(await makePdf([SAMPLE])).subarray(0, 300), Buffer.alloc(2_000, 'x')]);
    expect((await failure(extractText('broken.pdf', broken, ONE))).detail).toBe(EXTRACTION_MESSAGES.damaged);
    expect(exited.has(workers[1])).toBe(true);
    expect((await extractText('ok.pdf', await makePdf([SAMPLE]), ONE)).text).toBe(SAMPLE);
    expect(workers).toHaveLength(3);
  });

  it('is retired after maxJobs files so its heap cannot grow without end', async () => {
    keepPdfWorkerWarm({ maxJobs: 2 });
    const pdf = await makePdf(numbered('Reuse', 4));
    const texts = [];
    for (let i = 0; i < 3; i++) texts.push((await extractText('r.pdf', pdf, ONE)).text);
    expect(texts).toEqual(Array(3).fill(numbered('Reuse', 4).join('\n\n')));
    expect(jobsOf(workers[0])).toBe(2);
    expect(exited.has(workers[0])).toBe(true);
    expect(workers).toHaveLength(2);
    expect(exited.has(workers[1])).toBe(false);
  });

  it('counts against MAX_CONCURRENT_WORKERS and gives its slot up to jobs that need one', async () => {
    keepPdfWorkerWarm();
    const docs = await Promise.all(['One', 'Two'].map((name) => makeDocx([`${name} ${SAMPLE}`])));
    const out = await Promise.all(docs.map((doc, i) => extractText(`${i}.docx`, doc)));
    expect(out.map((r) => r.text)).toEqual([`One ${SAMPLE}`, `Two ${SAMPLE}`]);
    expect(exited.has(workers[0])).toBe(true); // evicted for the second docx
    const pdfs = await Promise.all(['A', 'B', 'C'].map((name) => makePdf(numbered(name, 16))));
    const texts = await Promise.all(pdfs.map((pdf, i) => extractText(`${i}.pdf`, pdf, { pdfThreads: 2 })));
    expect(texts.map((r) => r.text)).toEqual(['A', 'B', 'C'].map((name) => numbered(name, 16).join('\n\n')));
    expect(peak).toBeLessThanOrEqual(MAX_CONCURRENT_WORKERS);
    expect(alive).toBe(1); // one parked
  });
});
