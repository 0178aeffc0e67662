// Text extraction for uploads. The upload route calls extractText and maps
// ExtractionError to `{detail}` with its status; see docs/extraction.md for the decisions.
import { LIMITS } from '@lessonloom/contracts';
import type { SourceMarks } from '../content';
import { detectUploadType, type UploadType } from './extraction.detect';
import { EXTRACTION_MESSAGES, ExtractionError } from './extraction.errors';
import { checkZipDirectory } from './extraction.zip-guard';
import { extractTxt } from './extraction.txt';
import { runInWorker } from './extraction.pool';
import { defaultPdfThreads, extractPdfInWorkers } from './extraction.pdf-run';
import { keepWarm } from './extraction.warm';
import { withPictureText, withScannedPages, type ScannedText } from './extraction.ocr-scan';
import type { OcrOptions, OcrSummary } from './extraction.ocr-run';

export { detectUploadType, type UploadType } from './extraction.detect';
export { ExtractionError, EXTRACTION_MESSAGES } from './extraction.errors';
export { EXTRACTION_TURNS, extractionTurns, inExtractionTurn } from './extraction.turns';
export type { OcrOptions, OcrSummary } from './extraction.ocr-run';
export { stopOcr } from './extraction.ocr-pool';

export interface Extracted {
  type: UploadType;
  text: string;
  chars: number;
  truncated: boolean;
  marks?: SourceMarks;
  /** Present when part of the text was read by OCR from scanned pages or pictures. */
  ocr?: OcrSummary;
}

export interface ExtractOptions {
  /** Characters kept; the rest is dropped and `truncated` is true. Default LIMITS.extractCharBudget. */
  charBudget?: number;
  /** Wall-clock cap for pdf/docx/pptx, after which the worker is killed. Default 20 s. */
  timeoutMs?: number;
  /** Heap cap of each extraction thread. Default 512 MB. */
  memoryMb?: number;
  /**
   * Threads one pdf may use (each opens its own copy of the file). Default: 2 while the machine has
   * an idle core (1-minute load average below the core count minus 0.5), else 1.
   */
  pdfThreads?: number;
  /**
   * Read scanned pdf pages and pictures of text in docx/pptx (OCR). Without it a scan answers
   * EXTRACTION_MESSAGES.noText, as before OCR existed.
   */
  ocr?: OcrOptions;
}

export const EXTRACT_DEFAULTS = { timeoutMs: 20_000, memoryMb: 512 } as const;

export { stopWarm as stopPdfWorkerWarm } from './extraction.warm';

/**
 * Opt-in, once at BFF start: keep one pdf thread with pdf.js loaded between uploads (see
 * extraction.warm.ts). Off unless called, so tests and scripts start a fresh thread per file.
 */
export function keepPdfWorkerWarm(options: { memoryMb?: number; maxJobs?: number } = {}): void {
  keepWarm({ memoryMb: options.memoryMb ?? EXTRACT_DEFAULTS.memoryMb, maxJobs: options.maxJobs });
}

export async function extractText(filename: string, data: Buffer, opts: ExtractOptions = {}): Promise<Extracted> {
  if (data.length > LIMITS.uploadMaxBytes) throw new ExtractionError(413, EXTRACTION_MESSAGES.tooLarge);
  const type = detectUploadType(filename, data);
  const budget = opts.charBudget ?? LIMITS.extractCharBudget;
  let result: ScannedText;
  if (type === 'txt') {
    result = extractTxt(data, budget);
  } else {
    const caps = {
      timeoutMs: opts.timeoutMs ?? EXTRACT_DEFAULTS.timeoutMs,
      memoryMb: opts.memoryMb ?? EXTRACT_DEFAULTS.memoryMb,
    };
    const threads = opts.pdfThreads ?? defaultPdfThreads();
    if (type === 'pdf' && opts.ocr) {
      // Reading stops at the first scanned page past the limit: the ones before it are all that is read.
      const layer = await extractPdfInWorkers(data, budget, caps, threads, { emptyLimit: opts.ocr.maxPages + 1 });
      result = await withScannedPages(data, layer, budget, opts.ocr);
    } else if (type === 'pdf') {
      result = await extractPdfInWorkers(data, budget, caps, threads);
    } else {
      // Absurd archives are refused from their directory alone, before a worker starts.
      const zipEntries = await checkZipDirectory(data);
      const pictures = opts.ocr?.maxPages ?? 0;
      result = await runInWorker({ type, data, budget, zipEntries, pictures }, caps);
      if (opts.ocr) result = await withPictureText(result, budget, opts.ocr);
    }
  }
  if (!result.text) throw new ExtractionError(422, EXTRACTION_MESSAGES.noText);
  return {
    type,
    text: result.text,
    chars: result.text.length,
    truncated: result.truncated,
    ...(result.marks ? { marks: result.marks } : {}),
    ...(result.ocr ? { ocr: result.ocr } : {}),
  };
}
