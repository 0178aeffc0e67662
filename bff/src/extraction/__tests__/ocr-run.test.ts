// What the reading does when a page overruns its time, or its thread dies: the OCR thread is replaced by
// a stand-in here, so each case happens exactly when the test says (the real thread is in ocr-scans.test.ts).
import { PoolJobError } from '../../workers';
import { EXTRACTION_MESSAGES, ExtractionError } from '../extraction.errors';
import { readUnits, type OcrOptions } from '../extraction.ocr-run';
import type { OcrJob, OcrReply } from '../extraction.ocr-worker';
import type { OcrPage } from '../extraction.ocr-tsv';

jest.mock('../extraction.ocr-pool', () => ({ runOcrJob: jest.fn() }));
const { runOcrJob } = require('../extraction.ocr-pool') as { runOcrJob: jest.Mock };

const pageSaying = (text: string): OcrPage => ({
  width: 1000,
  height: 1400,
  paragraphs: [
    {
      left: 100,
      top: 400,
      right: 900,
      bottom: 420,
      lines: [
        {
          left: 100,
          top: 400,
          right: 900,
          bottom: 420,
          words: text.split(' '),
          confidences: text.split(' ').map(() => 90),
        },
      ],
    },
  ],
});
const units: OcrJob[] = [1, 2, 3].map((page) => ({
  kind: 'pdf-page',
  docId: 'd',
  data: new Uint8Array(1),
  page,
  typed: false,
}));
const options = (over: Partial<OcrOptions> = {}): OcrOptions => ({
  account: 'a',
  maxPages: 30,
  pageTimeoutMs: 1000,
  keepPartial: false,
  ...over,
});

/** Page 1 reads, page 2 does what `second` says, page 3 reads; the text job joins pages with a blank line. */
function thread(second: () => OcrReply) {
  runOcrJob.mockImplementation(async (_account: string, job: OcrJob) => {
    if (job.kind === 'text')
      return {
        kind: 'text',
        result: { texts: job.pages.map((p) => p.paragraphs[0].lines[0].words.join(' ')), words: 3, confidence: 90 },
      };
    if (job.kind === 'pdf-page' && job.page === 2) return second();
    return { kind: 'page', page: pageSaying(`Page ${(job as { page: number }).page} text.`), localThreshold: false };
  });
}

afterEach(() => runOcrJob.mockReset());

it('refuses with 422 and how far it got when a page overruns its budget and keeping was not asked', async () => {
  thread(() => {
    throw new PoolJobError('OCR took longer than 1000 ms', 'timeout');
  });
  const err = await readUnits(units, [true, true, true], options()).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(ExtractionError);
  expect((err as ExtractionError).detail).toBe(EXTRACTION_MESSAGES.ocrBudget(1, 3));
  expect((err as ExtractionError).detail).toBe(
    'This scan took too long to read: 1 of 3 pages were read before the time ran out. Tick "Keep the pages read so far" and upload it again, or split it into smaller files.',
  );
});

it('keeps the pages read so far when the teacher asked, and says the reading is partial', async () => {
  thread(() => {
    throw new PoolJobError('OCR took longer than 1000 ms', 'timeout');
  });
  const progress: number[] = [];
  const out = await readUnits(
    units,
    [true, true, true],
    options({ keepPartial: true, onProgress: (d) => progress.push(d) }),
  );
  expect(out).toMatchObject({ texts: ['Page 1 text.'], pagesRead: 1, partial: true });
  expect(progress).toEqual([1]);
});

it('skips a page whose thread died (counted as damaged) and reads on', async () => {
  thread(() => {
    throw new PoolJobError('OCR thread exited (code 1)', 'crashed');
  });
  const out = await readUnits(units, [true, true, true], options());
  expect(out).toMatchObject({
    texts: ['Page 1 text.', '', 'Page 3 text.'],
    pagesRead: 2,
    partial: false,
    refused: { damaged: 1 },
  });
});

it('runs every page in the teacher’s own turn (the account goes with each job)', async () => {
  thread(() => ({ kind: 'refused', reason: 'damaged' }));
  await readUnits(units, [true, true, true], options({ account: 'teacher-42' }));
  expect(runOcrJob.mock.calls.every(([account]) => account === 'teacher-42')).toBe(true);
});
