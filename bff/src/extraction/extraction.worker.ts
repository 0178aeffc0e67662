// Worker entry: extracts one pdf/docx/pptx, replies, and waits to be terminated by the pool
// (extraction.pool.ts, extraction.pdf-run.ts), which also sets its caps. A pdf thread answers one page
// batch per message; a kept pdf thread (extraction.warm.ts) may later be sent another file, which
// replaces the open one. Extractors load on demand, so a docx never pays for loading pdf.js.
import { parentPort } from 'node:worker_threads';
import { ExtractionError, EXTRACTION_MESSAGES } from './extraction.errors';
import type { BudgetedText } from './extraction.budget';
import { verifyZipEntries } from './extraction.zip-guard';
import type { WorkerFailure, WorkerJob, WorkerReply } from './extraction.pool';
import type { PdfBatch, PdfJob, PdfReply } from './extraction.pdf-run';
import type * as Pdf from './extraction.pdf';
import type * as Docx from './extraction.docx';
import type * as Pptx from './extraction.pptx';

let pdf: Pdf.PdfReader | undefined;

/* eslint-disable @typescript-eslint/no-require-imports -- lazy on purpose, see above */
async function run(job: WorkerJob): Promise<BudgetedText> {
  if (job.zipEntries) verifyZipEntries(job.data, job.zipEntries);
  const pictures = job.pictures ?? 0;
  if (job.type === 'docx')
    return (require('./extraction.docx') as typeof Docx).extractDocx(job.data, job.budget, pictures);
  return (require('./extraction.pptx') as typeof Pptx).extractPptx(job.data, job.budget, pictures);
}

async function readBatch(message: PdfJob | PdfBatch): Promise<PdfReply> {
  if ('data' in message) {
    closePdf();
    pdf = new (require('./extraction.pdf') as typeof Pdf).PdfReader(message.data);
  }
  if (!pdf) throw new Error('a page batch came before the pdf');
  const { total, texts } = await pdf.read(message.first, message.last);
  return { ok: true, first: message.first, total, texts };
}

/** A kept thread (extraction.warm.ts) loads pdf.js before its first job: reading a tiny pdf loads it all. */
function warmUp(): void {
  const reader = new (require('./extraction.pdf') as typeof Pdf).PdfReader(new TextEncoder().encode(TINY_PDF));
  reader.read(1, 1).then(
    () => reader.destroy(),
    () => reader.destroy(),
  );
}
/* eslint-enable @typescript-eslint/no-require-imports */

function closePdf(): void {
  void pdf?.destroy();
  pdf = undefined;
}

// One empty page; no xref table, which pdf.js rebuilds (this file is only read to load pdf.js).
const TINY_PDF =
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
  '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 10 10]/Contents 4 0 R>>endobj\n' +
  '4 0 obj<</Length 0>>stream\n\nendstream endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';

type Control = { warm: true } | { close: true };

// `on`, not `once`: the listener keeps the thread alive after it replies, so the reply can never
// race the thread's own exit; the pool terminates the thread once it needs nothing more.
parentPort?.on('message', (message: WorkerJob | PdfJob | PdfBatch | Control) => {
  if ('warm' in message) return warmUp();
  if ('close' in message) return closePdf();
  const reply: Promise<WorkerReply | PdfReply> =
    'type' in message && message.type !== 'pdf'
      ? run(message).then((result) => ({ ok: true, ...result }))
      : readBatch(message);
  reply.then(
    // Pictures for OCR move to the main thread instead of being copied.
    (done): void =>
      parentPort?.postMessage(
        done,
        'pictures' in done ? (done.pictures?.data.map((p) => p.buffer as ArrayBuffer) ?? []) : [],
      ),
    (err: unknown): void => parentPort?.postMessage(failure(err)),
  );
});

function failure(err: unknown): WorkerFailure {
  const known = err instanceof ExtractionError;
  return {
    ok: false,
    status: known ? err.status : 422,
    detail: known ? err.detail : EXTRACTION_MESSAGES.damaged,
    cause: describe(known ? err.cause : err),
  };
}

function describe(err: unknown): string | undefined {
  if (err === undefined) return undefined;
  return err instanceof Error ? (err.stack ?? `${err.name}: ${err.message}`) : String(err);
}
