// The BFF's worker threads: one slot budget shared by extraction, reading and rendering, and how a thread starts.
export {
  WORKER_SLOTS,
  giveSlot,
  onSlotWanted,
  parkedSlot,
  slotWanted,
  slotsInUse,
  takeFreeSlot,
  takeSlot,
  type SlotPriority,
} from './workers.slots';
export { WORKER_NICENESS, startThread, threadEntry } from './workers.thread';
export { PoolJobError, serveJobs, workerPool, type PoolReply, type RunOptions, type WorkerPool } from './workers.pool';
export { FairQueue, type Release } from './workers.fair-queue';
