// Reading an upload off the request thread: one warm reader thread (bff/src/workers pool), each job
// holding a slot of the budget shared with extraction and rendering.
import { threadEntry, workerPool, type WorkerPool } from '../../workers';
import type { SourceMarks, SourceReading } from './source.types';

export interface ReadJob {
  text: string;
  fileName: string;
  marks?: SourceMarks;
}

/** Long past any real reading (a budget's worth of text reads in under 2 s on a busy core). */
const READ_TIMEOUT_MS = 30_000;

let pool: WorkerPool<ReadJob, SourceReading> | undefined;

/** readUpload, in the reader thread. Rejects if the thread fails or overruns; the caller decides what then. */
export function readUploadOffThread(text: string, fileName: string, marks?: SourceMarks): Promise<SourceReading> {
  pool ??= workerPool<ReadJob, SourceReading>({
    entry: threadEntry(__dirname, __filename, 'source.worker'),
    size: 1,
    memoryMb: 512,
    timeoutMs: READ_TIMEOUT_MS,
    name: 'reading',
  });
  return pool.run({ text, fileName, ...(marks ? { marks } : {}) });
}

/** Starts the reader thread and loads its model while the BFF idles (called once at start). */
export function warmReader(): void {
  void readUploadOffThread('Warm.', 'warm.txt').catch(() => undefined);
}

/** Ends the reader thread (tests, shutdown); the next reading starts a new one. */
export async function stopReader(): Promise<void> {
  const p = pool;
  pool = undefined;
  await p?.close();
}
