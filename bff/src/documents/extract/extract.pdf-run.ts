// A pdf is read by one or two threads, each with its own copy of the document, that pull page
// batches from here until the pages so far, merged in page order, fill the character budget.
// Why pull: a thread that opens the file late or runs slowly simply takes fewer batches. Why a
// cap on batches handed out (from the characters per page so far): otherwise a fast thread keeps
// reading ahead while a slow one still holds the batch that would fill the budget.
import { availableParallelism, loadavg } from 'node:os';
import type { Worker } from 'node:worker_threads';
import type { BudgetedText } from './extract.budget';
import { BatchPlan, PAGES_PER_BATCH, type PdfBatch } from './extract.pdf-plan';
import { capWorkers, failureError, type WorkerCaps, type WorkerFailure } from './extract.pool';
import { giveSlot, sendCopy, startWorker, takeFreeSlot, takeSlot } from './extract.slots';

/** From this size on, opening the file costs enough (~0.4 s at 9 MB) to open it twice at once. */
export const SPLIT_AT_ONCE_BYTES = 1024 * 1024;
/** A smaller file gets its second thread only if the first batch shows this many pages still to read. */
export const SPLIT_LATER_PAGES = 3 * PAGES_PER_BATCH;

/**
 * Threads for a pdf when the caller does not say. A second thread pays only while a core is idle:
 * with the run queue already longer than the cores it cannot run alongside the first, and it adds
 * the cost of opening the file again (measured on the busy 2-core machine: 1.5x the CPU time
 * and, in most runs, a longer wall time than one thread).
 */
export function defaultPdfThreads(load = loadavg()[0], cores = availableParallelism()): number {
  return load < cores - 0.5 ? 2 : 1;
}

export type { PdfBatch } from './extract.pdf-plan';

/** The first message to a pdf thread: the file and its first batch. Later messages are PdfBatch. */
export interface PdfJob extends PdfBatch {
  type: 'pdf';
  data: Uint8Array;
}

export type PdfReply = { ok: true; first: number; total: number; texts: string[] } | WorkerFailure;

export async function extractPdfInWorkers(
  data: Uint8Array,
  budget: number,
  caps: WorkerCaps,
  maxThreads: number,
): Promise<BudgetedText> {
  await takeSlot();
  let slots = 1;
  // A second thread only with a slot free right now: worth having, not worth waiting for.
  const extraThread = () => slots < maxThreads && takeFreeSlot() && ++slots > 0;
  try {
    return await readPages(data, budget, caps, extraThread);
  } finally {
    for (let i = 0; i < slots; i++) giveSlot();
  }
}

function readPages(
  data: Uint8Array,
  budget: number,
  caps: WorkerCaps,
  extraThread: () => boolean,
): Promise<BudgetedText> {
  const plan = new BatchPlan(budget);
  const idle = new Set<Worker>();
  const hasFile = new Set<Worker>();
  let splitDecided = false;
  return new Promise<BudgetedText>((resolve, reject) => {
    const job = capWorkers<BudgetedText>([], caps, resolve, reject);
    // The file goes with a thread's first batch.
    const give = (worker: Worker, batch: PdfBatch) => {
      if (hasFile.has(worker)) return worker.postMessage(batch);
      hasFile.add(worker);
      sendCopy(worker, { type: 'pdf', ...batch }, data);
    };
    const start = () => {
      const worker = startWorker(caps.memoryMb);
      job.watch(worker);
      worker.on('message', (reply: PdfReply) => onReply(worker, reply));
      const batch = plan.next();
      if (batch) give(worker, batch);
      else idle.add(worker);
    };
    const onReply = (worker: Worker, reply: PdfReply) => {
      if (!reply.ok) return job.settle(() => failureError(reply));
      plan.done(reply.first, reply.total, reply.texts);
      if (!splitDecided && !plan.full && !job.settled) {
        splitDecided = true;
        if (plan.pagesNeeded >= SPLIT_LATER_PAGES && extraThread()) start();
      }
      idle.add(worker);
      for (const waiting of idle) {
        const batch = plan.next();
        if (!batch) break;
        idle.delete(waiting);
        give(waiting, batch);
      }
      if (plan.finished) job.settle(() => plan.result());
    };
    start();
    if (data.length >= SPLIT_AT_ONCE_BYTES && extraThread()) {
      splitDecided = true;
      start();
    }
  });
}
