// The reader thread (bff/src/workers pool): reading an upload and drafting offline, the BFF's wink-nlp
// work, run off the request thread; each job holds a slot of the budget shared with extraction and
// rendering.
import { threadEntry, workerPool, type WorkerPool } from '../../workers';
import type { DraftReply } from '../content.provider';
import type { DraftSpec } from '../content.spec';
import type { SourceMarks, SourceReading } from './source.types';

export interface ReadJob {
  op?: 'read';
  text: string;
  fileName: string;
  marks?: SourceMarks;
}
/** An offline draft for a job (offline/offline.provider.ts offlineReply), made in the thread. */
export interface DraftJob {
  op: 'draft';
  spec: DraftSpec;
}
export type ReaderJob = ReadJob | DraftJob;

/** Long past any real reading (a budget's worth of text reads in under 2 s on a busy core). */
const READ_TIMEOUT_MS = 30_000;

let pool: WorkerPool<ReaderJob, SourceReading | DraftReply> | undefined;

function reader(): WorkerPool<ReaderJob, SourceReading | DraftReply> {
  pool ??= workerPool<ReaderJob, SourceReading | DraftReply>({
    entry: threadEntry(__dirname, __filename, 'source.worker'),
    size: 1,
    memoryMb: 512,
    timeoutMs: READ_TIMEOUT_MS,
    name: 'reading',
  });
  return pool;
}

/** readUpload, in the reader thread. Rejects if the thread fails or overruns; the caller decides what then. */
export function readUploadOffThread(text: string, fileName: string, marks?: SourceMarks): Promise<SourceReading> {
  return reader().run({ text, fileName, ...(marks ? { marks } : {}) }) as Promise<SourceReading>;
}

/** offlineReply(spec), in the reader thread. Rejects if the thread fails or overruns. */
export function draftOffThread(spec: DraftSpec): Promise<DraftReply> {
  return reader().run({ op: 'draft', spec }) as Promise<DraftReply>;
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
