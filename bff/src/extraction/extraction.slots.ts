// Starting extraction threads, under the BFF's one budget of busy threads (workers/workers.slots.ts,
// shared with rendering). A slot is taken before a thread starts and given back after it has exited.
import type { Worker } from 'node:worker_threads';
import { WORKER_SLOTS, startThread, threadEntry } from '../workers';

export { giveSlot, onSlotWanted, parkedSlot, slotWanted, takeFreeSlot, takeSlot } from '../workers';

/** At most this many extraction threads at once, over all uploads (and fewer while files render). */
export const MAX_CONCURRENT_WORKERS = WORKER_SLOTS;

const WORKER_ENTRY = threadEntry(__dirname, __filename, 'extraction.worker');

/** The heap cap each thread was started with, so a parked thread is reused only under the same cap. */
export const heapCapOf = new WeakMap<Worker, number>();

export function startWorker(memoryMb: number): Worker {
  const worker = startThread(WORKER_ENTRY, memoryMb);
  heapCapOf.set(worker, memoryMb);
  return worker;
}

/**
 * The bytes go to a worker as a private copy that is moved, not cloned. Not Buffer#slice: that is
 * a view, and moving a view's ArrayBuffer would detach the caller's buffer (or Node's buffer pool).
 */
export function sendCopy(worker: Worker, message: object, data: Uint8Array): void {
  const copy = new Uint8Array(data);
  worker.postMessage({ ...message, data: copy }, [copy.buffer as ArrayBuffer]);
}
