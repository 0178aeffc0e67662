// Where OCR pages run: one page at a time over the BFF, in turns between accounts, so one teacher's long
// scan never keeps another's waiting for more than a page; pages of scans wait for a busy-thread slot at
// low priority, a typed page's quick look at normal priority. The OCR thread is a stand-in here that
// finishes each page when the test says, so the order is exact (the real thread: ocr-scans.test.ts).
import type { OcrJob, OcrReply } from '../extraction.ocr-worker';
import type { RunOptions } from '../../workers';

interface Running {
  job: OcrJob;
  options?: RunOptions;
  finish(): void;
}
const running: Running[] = [];
const started: string[] = [];
const priorities: Array<RunOptions['priority']> = [];

jest.mock('../../workers', () => ({
  ...jest.requireActual('../../workers'),
  workerPool: () => ({
    run: (job: OcrJob, options?: RunOptions) =>
      new Promise<OcrReply>((resolve) => {
        started.push((job as { docId: string }).docId + (job as { page: number }).page);
        priorities.push(options?.priority);
        running.push({ job, options, finish: () => resolve({ kind: 'refused', reason: 'not-raster' }) });
      }),
    close: async () => undefined,
  }),
}));

const { runOcrJob, ocrQueued } = require('../extraction.ocr-pool') as typeof import('../extraction.ocr-pool');

const page = (docId: string, n: number, typed = false): OcrJob => ({
  kind: 'pdf-page',
  docId,
  data: new Uint8Array(1),
  page: n,
  typed,
});

/** An upload's pages read one after another, as readUnits reads them. */
async function scan(account: string, docId: string, pages: number): Promise<void> {
  for (let n = 1; n <= pages; n++) await runOcrJob(account, page(docId, n), 60_000);
}

/** Lets the queued promises move, then finishes the one page running. */
async function finishPage(): Promise<void> {
  for (let i = 0; i < 20; i++) await null;
  expect(running).toHaveLength(1); // never two pages at once
  running.shift()!.finish();
  for (let i = 0; i < 20; i++) await null;
}

beforeEach(() => {
  running.length = 0;
  started.length = 0;
  priorities.length = 0;
});

it("alternates two teachers' scans page by page: a second teacher waits for one page, not for a long scan", async () => {
  const long = scan('teacher-a', 'A', 4);
  for (let i = 0; i < 5; i++) await null;
  const short = scan('teacher-b', 'B', 2);
  for (let i = 0; i < 6; i++) await finishPage();
  await Promise.all([long, short]);
  expect(started).toEqual(['A1', 'B1', 'A2', 'B2', 'A3', 'A4']);
  expect(ocrQueued()).toBe(0);
});

it('reads a page of a scan at low priority, and looks at a typed page at normal priority', async () => {
  const scanned = runOcrJob('teacher-a', page('C', 1), 60_000);
  await finishPage();
  await scanned;
  const typed = runOcrJob('teacher-a', page('C', 2, true), 60_000);
  await finishPage();
  await typed;
  expect(started).toEqual(['C1', 'C2']);
  expect(priorities).toEqual(['low', 'normal']);
});
