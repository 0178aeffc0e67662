// What POST /api/upload does when a scan's time runs out after some pages were read: it refuses unless the
// teacher ticked "Keep the pages read so far" (keep_partial=true), and then keeps those pages and says the
// reading is partial. And it reads no more pages than the configured limit. The OCR thread is a stand-in that reads page 1 and overruns on page 2, so the budget
// runs out exactly there whatever the machine's load (the real thread: uploads.scan.test.ts).
import { EXTRACTION_MESSAGES } from '../../../extraction';
import type { OcrJob, OcrReply } from '../../../extraction/extraction.ocr-worker';
import { PoolJobError } from '../../../workers';
import { Upload } from '../uploads.model';
import { startTestApp, type TestApp } from '../../../testing/testing.app';
import { scanText } from '../../../testing/testing.scanned-pages';
import { scannedPdf } from '../../../testing/testing.scanned-files';
import { activeUser, type TestUser } from '../../generations/__tests__/helpers';

jest.mock('../../../extraction/extraction.ocr-pool', () => ({ runOcrJob: jest.fn(), stopOcr: jest.fn() }));
const { runOcrJob } = jest.requireMock('../../../extraction/extraction.ocr-pool') as { runOcrJob: jest.Mock };

jest.setTimeout(120_000);

const FIRST_PAGE = 'Kinship terms name the relatives a person recognises and what each owes the others.';

/** Page 1 reads; page 2 overruns its budget; the text job gives each page's one line. */
function standInThread(job: OcrJob): OcrReply {
  if (job.kind === 'close') return { kind: 'closed' };
  if (job.kind === 'text')
    return {
      kind: 'text',
      result: { texts: job.pages.map((p) => p.paragraphs[0].lines[0].words.join(' ')), words: 14, confidence: 91 },
    };
  if (job.kind === 'pdf-page' && job.page === 2) throw new PoolJobError('OCR took longer than 60000 ms', 'timeout');
  const words = FIRST_PAGE.split(' ');
  const box = { left: 100, top: 400, right: 900, bottom: 420 };
  return {
    kind: 'page',
    page: {
      width: 1000,
      height: 1400,
      paragraphs: [{ ...box, lines: [{ ...box, words, confidences: words.map(() => 91) }] }],
    },
    localThreshold: false,
  };
}

let t: TestApp;
let teacher: TestUser;
let scan: Buffer;
beforeAll(async () => {
  t = await startTestApp();
  teacher = await activeUser(t);
  // Two pages that are only pictures (no text layer), so both go to the OCR thread.
  scan = await scannedPdf(scanText(`${FIRST_PAGE}\n\n`.repeat(60), { dpi: 100 }, 2).pages);
});
afterAll(() => t.close());
beforeEach(() => runOcrJob.mockImplementation(async (_account: string, job: OcrJob) => standInThread(job)));
afterEach(() => runOcrJob.mockReset());

const upload = (name: string, keepPartial?: string) => {
  const req = t.http.post('/api/upload').set('Authorization', teacher.auth);
  if (keepPartial !== undefined) req.field('keep_partial', keepPartial);
  return req.attach('file', scan, name);
};

describe('POST /api/upload: the limits on reading a scan', () => {
  it('refuses with how far it got when the teacher did not ask to keep the pages read, and stores nothing', async () => {
    for (const keep of [undefined, 'false']) {
      const res = await upload('unit-3-scan.pdf', keep);
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ detail: EXTRACTION_MESSAGES.ocrBudget(1, 2) });
      expect(res.body.detail).toBe(
        'This scan took too long to read: 1 of 2 pages were read before the time ran out. Tick "Keep the pages read so far" and upload it again, or split it into smaller files.',
      );
    }
    expect(await Upload.countDocuments({ filename: 'unit-3-scan.pdf' })).toBe(0);
  });

  it('keeps the page read, marked partial, when the teacher ticked "Keep the pages read so far"', async () => {
    const res = await upload('unit-3-kept.pdf', 'true');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ filename: 'unit-3-kept.pdf', chars: FIRST_PAGE.length });
    expect(res.body.ocr).toEqual({ pages: 1, chars: FIRST_PAGE.length, confidence: 91, partial: true, skipped: 1 });
    const saved = await Upload.findOne({ filename: 'unit-3-kept.pdf' }).lean();
    expect(saved!.text).toBe(FIRST_PAGE);
    expect(saved!.ocr).toEqual(res.body.ocr);
  });

  it('reads no more pages than OCR_MAX_PAGES and says how many were left', async () => {
    const limit = t.deps.config.ocr.maxPages;
    t.deps.config.ocr.maxPages = 1;
    try {
      const res = await upload('unit-3-first-page.pdf');
      expect(res.status).toBe(200);
      expect(res.body.ocr).toEqual({ pages: 1, chars: FIRST_PAGE.length, confidence: 91, skipped: 1 });
      expect(runOcrJob.mock.calls.filter(([, job]) => job.kind === 'pdf-page')).toHaveLength(1);
    } finally {
      t.deps.config.ocr.maxPages = limit;
    }
  });
});
