// One budget of busy worker threads for the whole BFF: text extraction (extraction) and file
// rendering (exports) take a slot for each thread that works, so an upload and a generation arriving
// together never run more CPU-bound threads than the machine has room for (2 cores here). A slot is
// taken before the work starts and given back only after it is done (an extraction thread: exited).
// Reading scanned pages (OCR) is batch work that takes seconds a page: it asks at low priority, so a
// freed slot goes to any other waiting job first.

/** Busy threads at once, extraction and rendering together; the rest wait their turn. */
export const WORKER_SLOTS = 2;

let running = 0;
const waiting: Array<() => void> = [];
const waitingLow: Array<() => void> = [];
const wantListeners = new Set<() => void>();

export type SlotPriority = 'normal' | 'low';

/** Set by extraction/extraction.warm.ts while a pdf thread is parked: ends it and hands its slot over. */
export const parkedSlot: { evict?: () => Promise<void> } = {};

export async function takeSlot(priority: SlotPriority = 'normal'): Promise<void> {
  // A parked (idle, warm) thread holds a slot; a job that needs one gets it by ending that thread.
  if (running >= WORKER_SLOTS && parkedSlot.evict) return parkedSlot.evict();
  // A low-priority job also waits while others do, even with a slot free: they came first or matter more.
  const queue = priority === 'low' ? waitingLow : waiting;
  if (running >= WORKER_SLOTS || (priority === 'low' && waiting.length > 0)) {
    const turn = new Promise<void>((resolve) => queue.push(resolve));
    for (const listener of [...wantListeners]) listener();
    await turn;
  }
  running++;
}

/** True while a job waits for a slot: a finished thread should then give its slot up, not park. */
export function slotWanted(): boolean {
  return waiting.length > 0 || waitingLow.length > 0;
}

/**
 * Calls `listener` whenever a job has to wait for a slot; returns the function that stops it. Work that
 * took a slot only because one was free (a pdf's second thread) listens, and gives its slot up.
 */
export function onSlotWanted(listener: () => void): () => void {
  wantListeners.add(listener);
  return () => void wantListeners.delete(listener);
}

/** A slot only if one is free now: an extra thread is worth having, not worth waiting for. */
export function takeFreeSlot(): boolean {
  if (running >= WORKER_SLOTS || waiting.length > 0 || waitingLow.length > 0) return false;
  running++;
  return true;
}

export function giveSlot(): void {
  running--;
  (waiting.shift() ?? waitingLow.shift())?.();
}

/** Slots in use now (tests, diagnostics). */
export const slotsInUse = (): number => running;
