// Runs docx/pptx extraction in a fresh worker thread per file: off the event loop, with a
// wall-clock cap (terminate on timeout) and a heap cap, so one hostile upload cannot stall or
// exhaust the BFF. A fresh worker costs ~50 ms but guarantees nothing leaks between uploads.
// PDFs use the same threads and caps but are read in page batches: see extraction.pdf-run.ts.
import type { Worker } from 'node:worker_threads';
import { EXTRACTION_MESSAGES, ExtractionError, damagedError, tooComplexError } from './extraction.errors';
import type { BudgetedText } from './extraction.budget';
import type { ZipEntryInfo } from './extraction.zip-guard';
import { giveSlot, sendCopy, startWorker, takeSlot } from './extraction.slots';

export { MAX_CONCURRENT_WORKERS } from './extraction.slots';

export interface WorkerJob {
  type: 'docx' | 'pptx';
  data: Uint8Array;
  budget: number;
  /** The central directory, already judged by checkZipDirectory. */
  zipEntries?: ZipEntryInfo[];
  /** Pictures to hand back for OCR, at most (0 or absent: none). */
  pictures?: number;
}

export interface WorkerFailure {
  ok: false;
  status: ExtractionError['status'];
  detail: string;
  cause?: string;
}

export type WorkerReply = ({ ok: true } & BudgetedText) | WorkerFailure;

export interface WorkerCaps {
  timeoutMs: number;
  memoryMb: number;
}

export async function runInWorker(job: WorkerJob, caps: WorkerCaps): Promise<BudgetedText> {
  await takeSlot();
  try {
    return await runOne(job, caps);
  } finally {
    giveSlot();
  }
}

function runOne(job: WorkerJob, caps: WorkerCaps): Promise<BudgetedText> {
  const worker = startWorker(caps.memoryMb);
  return new Promise<BudgetedText>((resolve, reject) => {
    const { settle } = capWorkers([worker], caps, resolve, reject);
    worker.once('message', (reply: WorkerReply) =>
      settle(() =>
        reply.ok
          ? { text: reply.text, truncated: reply.truncated, marks: reply.marks, pictures: reply.pictures }
          : failureError(reply),
      ),
    );
    sendCopy(worker, job, job.data);
  });
}

export interface CappedJob<T> {
  /**
   * Ends the job with the value, or the error, that `outcome` returns (or throws). Later calls do
   * nothing. Every thread is terminated, except `keep` when the job succeeded: that one is only
   * let go by the job (its listeners removed) and the promise resolves with it still alive.
   */
  settle(outcome: () => T | ExtractionError, keep?: Worker): void;
  /** The thread kept alive by settle, once the job has succeeded. */
  readonly kept: Worker | undefined;
  /** Puts a thread that joins the job later under the same caps. */
  watch(worker: Worker): void;
  /** Lets a thread go before the job ends (its caller ends it): its exit no longer fails the job. */
  forget(worker: Worker): void;
  readonly settled: boolean;
}

/**
 * Puts the time cap on a job's threads and maps their deaths (heap cap, crash) to ExtractionErrors.
 * The promise settles only once every thread has exited, so a slot really bounds live threads.
 */
export function capWorkers<T>(
  workers: Worker[],
  caps: WorkerCaps,
  resolve: (value: T) => void,
  reject: (err: unknown) => void,
): CappedJob<T> {
  let settled = false;
  let kept: Worker | undefined;
  const detach = new Map<Worker, () => void>();
  const settle = (outcome: () => T | ExtractionError, keep?: Worker) => {
    if (settled) return;
    settled = true;
    clearTimeout(timer);
    let result: T | ExtractionError;
    try {
      result = outcome();
    } catch (err) {
      result = err instanceof ExtractionError ? err : damagedError(err);
    }
    if (keep && !(result instanceof ExtractionError) && detach.has(keep)) {
      kept = keep;
      detach.get(keep)?.();
    }
    void Promise.all(workers.filter((w) => w !== kept).map((w) => w.terminate())).finally(() =>
      result instanceof ExtractionError ? reject(result) : resolve(result),
    );
  };
  const timer = setTimeout(() => settle(() => new ExtractionError(422, EXTRACTION_MESSAGES.timeout)), caps.timeoutMs);
  const watch = (worker: Worker) => {
    if (settled) return void worker.terminate();
    if (!workers.includes(worker)) workers.push(worker);
    const onError = (err: NodeJS.ErrnoException) =>
      settle(() => (err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooComplexError(err) : damagedError(err)));
    const onExit = (code: number) => settle(() => damagedError(new Error(`worker exited with code ${code}`)));
    worker.once('error', onError);
    worker.once('exit', onExit);
    detach.set(worker, () => worker.off('error', onError).off('exit', onExit));
  };
  workers.forEach(watch);
  const forget = (worker: Worker) => {
    detach.get(worker)?.();
    detach.delete(worker);
    const at = workers.indexOf(worker);
    if (at >= 0) workers.splice(at, 1);
  };
  return {
    settle,
    watch,
    forget,
    get settled() {
      return settled;
    },
    get kept() {
      return kept;
    },
  };
}

export function failureError(reply: WorkerFailure): ExtractionError {
  return new ExtractionError(reply.status, reply.detail, { cause: reply.cause });
}
