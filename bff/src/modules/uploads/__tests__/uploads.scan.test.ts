// A teacher uploads a scanned handout: POST /api/upload reads it by OCR (progress streamed when asked),
// answers the spec's fields plus how much was read from the scan, and a quiz generated from it quotes
// passages that are in the original text.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { uploadEventSchema, uploadResultSchema, type UploadEvent } from '@lessonloom/contracts';
import { Upload } from '../uploads.model';
import { startTestApp, type TestApp } from '../../../testing/testing.app';
import { scanText } from '../../../testing/testing.scanned-pages';
import { scannedPdf } from '../../../testing/testing.scanned-files';
import { errorRates, normalizeForComparison } from '../../../testing/testing.ocr-accuracy';
import { activeUser, postGenerate, type TestUser } from '../../generations/__tests__/helpers';

jest.setTimeout(300_000);

const ORIGINAL = readFileSync(
  join(__dirname, '../../../content/__fixtures__/corpus/os-anthropology-kinship.txt'),
  'utf8',
);

let t: TestApp;
let teacher: TestUser;
let scan: Buffer;
beforeAll(async () => {
  // The default budget (60 s a page) is for a server; two shared, loaded cores under jest need more.
  t = await startTestApp({}, { OCR_PAGE_SECONDS: '240' });
  teacher = await activeUser(t);
  // Two pages of a textbook section, photocopied: a running head, page numbers, a slight turn, noise.
  const pages = scanText(
    ORIGINAL,
    { dpi: 300, angleDeg: 0.6, noise: 8, paper: 245, header: 'Anthropology — Kinship', pageNumbers: true },
    2,
  ).pages;
  scan = await scannedPdf(pages);
});
afterAll(() => t.close());

/**
 * The word error rate of `passage` against the place in `text` it matches best: each run of three of
 * its words found in the text anchors a window of the passage's length.
 */
function closestWordErrorRate(text: string, passage: string): number {
  const words = passage.split(' ');
  let best = 1;
  for (let i = 0; i + 3 <= words.length; i++) {
    const anchor = words.slice(i, i + 3).join(' ');
    const offset = words.slice(0, i).join(' ').length + (i ? 1 : 0);
    for (let at = text.indexOf(anchor); at >= 0; at = text.indexOf(anchor, at + 1)) {
      const start = Math.max(0, at - offset);
      best = Math.min(best, errorRates(text.slice(start, start + passage.length), passage).wer);
    }
  }
  return best;
}

function readEvents(body: string): UploadEvent[] {
  return body
    .split('\n')
    .filter((l) => l.startsWith('data:'))
    .map((l) => uploadEventSchema.parse(JSON.parse(l.slice(5))));
}

describe('POST /api/upload with a scanned handout', () => {
  it('streams the pages read, then answers filename and chars plus what OCR read', async () => {
    const res = await t.http
      .post('/api/upload')
      .set('Authorization', teacher.auth)
      .set('Accept', 'text/event-stream')
      .attach('file', scan, 'kinship-handout.pdf')
      .buffer(true)
      .parse((r, done) => {
        let text = '';
        r.setEncoding('utf8');
        r.on('data', (c: string) => (text += c));
        r.on('end', () => done(null, text));
      });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/event-stream/);
    const events = readEvents(res.body as string);
    expect(events.filter((e) => e.type === 'progress')).toEqual([
      { type: 'progress', done: 1, total: 2 },
      { type: 'progress', done: 2, total: 2 },
    ]);
    const last = events[events.length - 1];
    expect(last.type).toBe('result');
    const result = uploadResultSchema.parse((last as Extract<UploadEvent, { type: 'result' }>).result);
    expect(result).toMatchObject({ filename: 'kinship-handout.pdf', truncated: false });
    expect(result.ocr).toMatchObject({ pages: 2, chars: result.chars });
    expect(result.ocr!.confidence).toBeGreaterThan(85);

    const saved = await Upload.findOne({ filename: 'kinship-handout.pdf' }).lean();
    expect(saved!.ocr).toEqual(result.ocr);
    expect(saved!.text).not.toMatch(/Anthropology — Kinship/);
  });

  it('a quiz generated from the scan quotes passages of the original text', async () => {
    const res = await postGenerate(t, teacher, {
      kind: 'quiz',
      source_filename: 'kinship-handout.pdf',
      num_questions: '8',
      difficulty: 'medium',
      include_answer_key: 'true',
    });
    expect(res.status).toBe(200);
    const passages = (res.body.content.sections as Array<{ blocks: Array<Record<string, unknown>> }>)
      .flatMap((s) => s.blocks)
      .map((b) => b.source_passage)
      .filter((p): p is string => typeof p === 'string');
    expect(passages.length).toBeGreaterThanOrEqual(5);
    const original = normalizeForComparison(ORIGINAL);
    const verbatim = passages.filter((p) => original.includes(normalizeForComparison(p)));
    // OCR of a clean copy slips about once in a few hundred words: most passages are the original's
    // own words, and none is more than a word or two away from a passage of the original.
    expect(verbatim.length / passages.length).toBeGreaterThanOrEqual(0.8);
    for (const p of passages) expect(closestWordErrorRate(original, normalizeForComparison(p))).toBeLessThan(0.1);
  });

  it('answers 422 with how far it got when the page budget runs out, or keeps the pages read if asked', async () => {
    // OCR_PAGE_SECONDS=0.001: no page can be read in time.
    const budget = t.deps.config.ocr.pageTimeoutMs;
    t.deps.config.ocr.pageTimeoutMs = 1;
    try {
      const refused = await t.http.post('/api/upload').set('Authorization', teacher.auth).attach('file', scan, 's.pdf');
      expect(refused.status).toBe(422);
      expect(refused.body.detail).toBe(
        'This scan took too long to read: 0 of 2 pages were read before the time ran out. Tick "Keep the pages read so far" and upload it again, or split it into smaller files.',
      );
      // Nothing read, nothing to keep: still refused, with the same words.
      const kept = await t.http
        .post('/api/upload')
        .set('Authorization', teacher.auth)
        .field('keep_partial', 'true')
        .attach('file', scan, 's.pdf');
      expect(kept.status).toBe(422);
    } finally {
      t.deps.config.ocr.pageTimeoutMs = budget;
    }
  });
});
