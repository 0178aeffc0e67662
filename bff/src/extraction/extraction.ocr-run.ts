// Reading one upload's scanned pages or pictures: each goes to the OCR thread in the account's turn
// (extraction.ocr-pool.ts) under the time budget of one page; the pages read are then put together into
// text (extraction.ocr-text.ts). A page that overruns its budget ends the reading: the upload is refused
// with a 422 that says how far it got, unless the teacher asked to keep what was read.
import { PoolJobError } from '../workers';
import { ExtractionError, EXTRACTION_MESSAGES } from './extraction.errors';
import { runOcrJob } from './extraction.ocr-pool';
import type { OcrJob, RefusedReason } from './extraction.ocr-worker';
import type { OcrPage } from './extraction.ocr-tsv';

export interface OcrOptions {
  /** Whose upload it is: pages of different accounts take turns (fairness). */
  account: string;
  /** Pages (or pictures) read at most per upload. */
  maxPages: number;
  /** Time one page may take once its turn has come. */
  pageTimeoutMs: number;
  /** When a page overruns its budget: keep the pages read so far (true) or refuse the upload (false). */
  keepPartial: boolean;
  /** Called after each page with pages done and pages to read. */
  onProgress?: (done: number, total: number) => void;
}

/** What the upload answer says about the reading (extra to the spec's fields). */
export interface OcrSummary {
  /** Pages (pdf) or pictures (docx, pptx) read by OCR. */
  pages: number;
  /** Characters of the kept text that came from OCR. */
  chars: number;
  /** Mean confidence of the words read, 0–100. */
  confidence: number;
  /** The time budget ran out and the pages read so far were kept, as the teacher asked. */
  partial?: boolean;
  /** Pages or pictures left unread past the page limit. */
  skipped?: number;
}

export interface OcrUnits {
  /** One text per unit read (empty when it held none); the units past the last read are absent. */
  texts: string[];
  /** Refused pictures (never read) by reason. */
  refused: Partial<Record<RefusedReason, number>>;
  pagesRead: number;
  words: number;
  confidence: number;
  partial: boolean;
}

/**
 * Reads `units` in order. `continues[i]` says unit i may continue the text of unit i − 1 (consecutive
 * pdf pages; never across pictures). `enough(i, chars)` stops the reading once the text so far fills
 * the upload's budget.
 */
export async function readUnits(
  units: OcrJob[],
  continues: boolean[],
  options: OcrOptions,
  enough: (read: number, chars: number) => boolean = () => false,
): Promise<OcrUnits> {
  const pages: OcrPage[] = [];
  const read: number[] = []; // unit index of each page in `pages`
  const refused: OcrUnits['refused'] = {};
  let chars = 0;
  let partial = false;
  for (let i = 0; i < units.length; i++) {
    let reply;
    try {
      reply = await runOcrJob(options.account, units[i], options.pageTimeoutMs);
    } catch (err) {
      if (!(err instanceof PoolJobError) || err.reason === 'failed') throw err;
      if (err.reason === 'crashed') {
        refused.damaged = (refused.damaged ?? 0) + 1; // the thread died on this page (e.g. its heap cap)
        options.onProgress?.(i + 1, units.length);
        continue;
      }
      if (options.keepPartial && pages.length > 0) {
        partial = true;
        break;
      }
      throw new ExtractionError(422, EXTRACTION_MESSAGES.ocrBudget(i, units.length), { cause: err });
    }
    if (reply.kind === 'refused') refused[reply.reason] = (refused[reply.reason] ?? 0) + 1;
    else if (reply.kind === 'page') {
      pages.push(reply.page);
      read.push(i);
      chars += reply.page.paragraphs.reduce((n, p) => n + p.lines.reduce((m, l) => m + l.words.join(' ').length, 0), 0);
    }
    options.onProgress?.(i + 1, units.length);
    if (enough(i, chars)) break;
  }
  const assembled = await assemble(pages, read, continues, options);
  const texts: string[] = [];
  read.forEach((unit, k) => (texts[unit] = assembled.texts[k]));
  const last = read.length ? read[read.length - 1] : -1;
  for (let i = 0; i <= last; i++) texts[i] ??= '';
  return { texts, refused, pagesRead: pages.length, words: assembled.words, confidence: assembled.confidence, partial };
}

async function assemble(pages: OcrPage[], read: number[], continues: boolean[], options: OcrOptions) {
  if (!pages.length) return { texts: [], words: 0, confidence: 0 };
  // Pages that follow each other in the file are put together in one piece; a gap (a text page between,
  // another picture) starts a new piece, so a paragraph is never joined across it.
  const pieces: number[][] = [];
  read.forEach((unit, k) => {
    const follows = k > 0 && read[k - 1] === unit - 1 && continues[unit];
    if (follows) pieces[pieces.length - 1].push(k);
    else pieces.push([k]);
  });
  const reply = await runOcrJob(options.account, { kind: 'text', pages, pieces }, options.pageTimeoutMs);
  if (reply.kind !== 'text') throw new Error('the OCR thread did not put the pages together');
  return reply.result;
}
