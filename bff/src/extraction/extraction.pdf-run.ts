// A pdf is read by one or two threads, each with its own copy of the document, that pull page
// batches from here until the pages so far, merged in page order, fill the character budget.
// Why pull: a thread that opens the file late or runs slowly simply takes fewer batches. Why a
// cap on batches handed out (from the characters per page so far): otherwise a fast thread keeps
// reading ahead while a slow one still holds the batch that would fill the budget.
import { availableParallelism, loadavg } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { BatchPlan, PAGES_PER_BATCH, type PdfBatch, type PdfText } from './extraction.pdf-plan';
import type { PageKeeping } from './extraction.pdf-merge';
import { capWorkers, failureError, type WorkerCaps, type WorkerFailure } from './extraction.pool';
import { giveSlot, onSlotWanted, sendCopy } from './extraction.slots';
import { freePdfWorker, pdfWorker, releasePdfWorker } from './extraction.warm';

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

export type { PdfBatch } from './extraction.pdf-plan';

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
  keep?: PageKeeping,
): Promise<PdfText> {
  const first = await pdfWorker(caps.memoryMb);
  const threads = [first];
  // A second thread only with a slot free right now: worth having, not worth waiting for.
  const extraThread = () => {
    const worker = threads.length < maxThreads ? freePdfWorker(caps.memoryMb) : undefined;
    if (worker) threads.push(worker);
    return worker;
  };
  let kept: Worker | undefined;
  // A second thread given up mid-job (another job needs its slot): the slot goes back once it has exited.
  const retire = (worker: Worker) => {
    threads.splice(threads.indexOf(worker), 1);
    void worker.terminate().finally(giveSlot);
  };
  try {
    const plan = new BatchPlan(budget, keep);
    return await readPages(data, plan, caps, first, extraThread, (worker) => (kept = worker), retire);
  } finally {
    // Every thread but the kept one has exited by now; the kept one is parked or ended there.
    for (let i = 0; i < threads.length - (kept ? 1 : 0); i++) giveSlot();
    if (kept) await releasePdfWorker(kept);
  }
}

function readPages(
  data: Uint8Array,
  plan: BatchPlan,
  caps: WorkerCaps,
  first: Worker,
  extraThread: () => Worker | undefined,
  onKept: (worker: Worker) => void,
  onRetired: (worker: Worker) => void,
): Promise<PdfText> {
  const idle = new Set<Worker>();
  const hasFile = new Set<Worker>();
  /** The batch each thread is reading. */
  const reading = new Map<Worker, PdfBatch>();
  let splitDecided = false;
  let stopListening = () => {};
  return new Promise<PdfText>((resolve, reject) => {
    const job = capWorkers<PdfText>(
      [],
      caps,
      (value) => (stopListening(), resolve(value)),
      (err) => (stopListening(), reject(err)),
    );
    // The file goes with a thread's first batch.
    const give = (worker: Worker, batch: PdfBatch) => {
      reading.set(worker, batch);
      if (hasFile.has(worker)) return worker.postMessage(batch);
      hasFile.add(worker);
      sendCopy(worker, { type: 'pdf', ...batch }, data);
    };
    const listeners = new Map<Worker, (reply: PdfReply) => void>();
    const start = (worker: Worker | undefined) => {
      if (!worker) return;
      if (worker !== first) stopListening = onSlotWanted(() => retire(worker));
      job.watch(worker);
      const listener = (reply: PdfReply) => onReply(worker, reply);
      listeners.set(worker, listener);
      worker.on('message', listener);
      const batch = plan.next();
      if (batch) give(worker, batch);
      else idle.add(worker);
    };
    // The second thread only had a free slot: when another job waits for one, it is ended at once and
    // the batch it was reading goes to the first thread, so one big pdf never keeps another upload waiting.
    const retire = (worker: Worker) => {
      if (job.settled) return;
      stopListening();
      worker.off('message', listeners.get(worker) as (reply: PdfReply) => void);
      job.forget(worker);
      idle.delete(worker);
      const batch = reading.get(worker);
      reading.delete(worker);
      if (batch) plan.giveBack(batch);
      onRetired(worker);
      handOut(undefined);
    };
    const onReply = (worker: Worker, reply: PdfReply) => {
      reading.delete(worker);
      if (!reply.ok) return job.settle(() => failureError(reply));
      plan.done(reply.first, reply.total, reply.texts);
      if (!splitDecided && !plan.full && !job.settled) {
        splitDecided = true;
        if (plan.pagesNeeded >= SPLIT_LATER_PAGES) start(extraThread());
      }
      idle.add(worker);
      handOut(worker);
    };
    /** Idle threads take the next batches; when nothing is left to read, the job ends (`replied` may be kept). */
    const handOut = (replied: Worker | undefined) => {
      for (const waiting of idle) {
        const batch = plan.next();
        if (!batch) break;
        idle.delete(waiting);
        give(waiting, batch);
      }
      if (!plan.finished) return;
      const worker = replied ?? [...idle][0];
      // The thread that just replied is idle, so it may serve another job.
      job.settle(() => plan.result(), worker);
      if (!worker || job.kept !== worker) return;
      worker.off('message', listeners.get(worker) as (reply: PdfReply) => void);
      onKept(worker);
    };
    start(first);
    const second = data.length >= SPLIT_AT_ONCE_BYTES ? extraThread() : undefined;
    if (second) {
      splitDecided = true;
      start(second);
    }
  });
}
