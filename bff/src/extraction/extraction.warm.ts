// Opt-in (keepPdfWorkerWarm, called once at BFF start): one pdf thread, with pdf.js already loaded,
// is parked between uploads instead of terminated, which saves the next pdf ~0.2-0.3 s of loading.
// A parked thread keeps its slot (so at most MAX_CONCURRENT_WORKERS threads live, parked included)
// and gives it up at once to any job that needs one. Only a thread whose job succeeded is parked;
// one that timed out, crashed, hit its heap cap or failed is terminated, and one that has served
// maxJobs jobs is retired, so nothing a hostile file left behind, nor slow heap growth, lasts.
import type { Worker } from 'node:worker_threads';
import { giveSlot, heapCapOf, parkedSlot, slotWanted, startWorker, takeFreeSlot, takeSlot } from './extraction.slots';

/** Jobs one thread serves before it is replaced. */
export const DEFAULT_MAX_JOBS = 20;

let enabled = false;
let maxJobs = DEFAULT_MAX_JOBS;
let parked: Worker | undefined;
let parkedExit: (() => void) | undefined;
const jobsServed = new WeakMap<Worker, number>();
const ignore = () => {};

export interface WarmOptions {
  /** Heap cap of the warm thread; a job with another cap starts its own thread. */
  memoryMb: number;
  maxJobs?: number;
}

/** Turns reuse on and, if a slot is free, starts a thread now that loads pdf.js while the BFF idles. */
export function keepWarm(options: WarmOptions): void {
  enabled = true;
  maxJobs = options.maxJobs ?? DEFAULT_MAX_JOBS;
  if (parked || !takeFreeSlot()) return;
  const worker = startWorker(options.memoryMb);
  worker.postMessage({ warm: true });
  park(worker);
}

/** Turns reuse off and ends the parked thread (tests, shutdown). */
export async function stopWarm(): Promise<void> {
  enabled = false;
  const worker = unpark();
  if (!worker) return;
  await worker.terminate();
  giveSlot();
}

/** The first thread of a pdf job, with its slot: the parked one if its heap cap matches, else a new one. */
export async function pdfWorker(memoryMb: number): Promise<Worker> {
  if (parked && heapCapOf.get(parked) === memoryMb) return unpark() as Worker;
  await takeSlot();
  return startWorker(memoryMb);
}

/** An extra thread only if one is to be had now: the parked one, or a new one in a free slot. */
export function freePdfWorker(memoryMb: number): Worker | undefined {
  if (parked && heapCapOf.get(parked) === memoryMb) return unpark();
  return takeFreeSlot() ? startWorker(memoryMb) : undefined;
}

/** After a successful job: parks the (idle) thread if it may serve again, else ends it and frees its slot. */
export async function releasePdfWorker(worker: Worker): Promise<void> {
  const served = (jobsServed.get(worker) ?? 0) + 1;
  jobsServed.set(worker, served);
  if (enabled && !parked && served < maxJobs && !slotWanted()) {
    worker.postMessage({ close: true }); // drop the last document while idle
    return park(worker);
  }
  await worker.terminate();
  giveSlot();
}

/** Jobs the thread has finished (tests). */
export const jobsOf = (worker: Worker): number => jobsServed.get(worker) ?? 0;

function park(worker: Worker): void {
  parked = worker;
  // Dies while parked (it should not): its slot goes back.
  parkedExit = () => {
    if (parked === worker && unpark()) giveSlot();
  };
  worker.once('exit', parkedExit);
  worker.on('error', ignore);
  worker.unref(); // a parked thread never keeps the process alive
  parkedSlot.evict = async () => {
    await unpark()?.terminate();
  };
}

function unpark(): Worker | undefined {
  const worker = parked;
  if (!worker) return undefined;
  parked = undefined;
  parkedSlot.evict = undefined;
  if (parkedExit) worker.off('exit', parkedExit);
  worker.off('error', ignore);
  worker.ref();
  return worker;
}
