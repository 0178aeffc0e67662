// Worker entry: extracts one pdf/docx/pptx, replies, and waits to be terminated by extract.pool.ts,
// which also sets its caps. Extractors load on demand, so a docx never pays for loading pdf.js.
import { parentPort } from 'node:worker_threads';
import { ExtractionError, EXTRACTION_MESSAGES } from './extract.errors';
import type { BudgetedText } from './extract.budget';
import { verifyZipEntries } from './extract.zip-guard';
import type { WorkerJob, WorkerReply } from './extract.pool';
import type * as Pdf from './extract.pdf';
import type * as Docx from './extract.docx';
import type * as Pptx from './extract.pptx';

/* eslint-disable @typescript-eslint/no-require-imports -- lazy on purpose, see above */
async function run(job: WorkerJob): Promise<BudgetedText> {
  if (job.zipEntries) verifyZipEntries(job.data, job.zipEntries);
  if (job.type === 'pdf') return (require('./extract.pdf') as typeof Pdf).extractPdf(job.data, job.budget);
  if (job.type === 'docx') return (require('./extract.docx') as typeof Docx).extractDocx(job.data, job.budget);
  return (require('./extract.pptx') as typeof Pptx).extractPptx(job.data, job.budget);
}
/* eslint-enable @typescript-eslint/no-require-imports */

// `on`, not `once`: the listener keeps the thread alive after it replies, so the reply can never
// race the thread's own exit; the pool terminates the thread once the reply has arrived.
parentPort?.on('message', (job: WorkerJob) => {
  run(job).then(
    (result): void => parentPort?.postMessage({ ok: true, ...result } satisfies WorkerReply),
    (err: unknown): void => {
      const known = err instanceof ExtractionError;
      const reply: WorkerReply = {
        ok: false,
        status: known ? err.status : 422,
        detail: known ? err.detail : EXTRACTION_MESSAGES.damaged,
        cause: describe(known ? err.cause : err),
      };
      parentPort?.postMessage(reply);
    },
  );
});

function describe(err: unknown): string | undefined {
  if (err === undefined) return undefined;
  return err instanceof Error ? (err.stack ?? `${err.name}: ${err.message}`) : String(err);
}
