// The language thread (bff/src/workers pool): the BFF's wink-nlp work — reading an upload and drafting
// offline — run off the request thread; each job holds a slot of the budget shared with extraction and
// rendering.
import { threadEntry, workerPool, type WorkerPool } from '../../workers';
import type { DraftReply } from '../content.provider';
import type { DraftSpec } from '../content.job';
import type { SourceMarks, SourceReading } from '../source/source.types';

export interface ReadJob {
  op?: 'read';
  text: string;
  fileName: string;
  marks?: SourceMarks;
}
/** An offline draft for a job (offline.provider.ts offlineReply), made in the thread. */
export interface DraftJob {
  op: 'draft';
  spec: DraftSpec;
}
export type LanguageJob = ReadJob | DraftJob;

/** Long past any real reading (a budget's worth of text reads in under 2 s on a busy core). */
const READ_TIMEOUT_MS = 30_000;

let pool: WorkerPool<LanguageJob, SourceReading | DraftReply> | undefined;

function thread(): WorkerPool<LanguageJob, SourceReading | DraftReply> {
  pool ??= workerPool<LanguageJob, SourceReading | DraftReply>({
    entry: threadEntry(__dirname, __filename, 'language.worker'),
    size: 1,
    memoryMb: 512,
    timeoutMs: READ_TIMEOUT_MS,
    name: 'language',
  });
  return pool;
}

/** readUpload, in the language thread. Rejects if the thread fails or overruns; the caller decides what then. */
export function readUploadOffThread(text: string, fileName: string, marks?: SourceMarks): Promise<SourceReading> {
  return thread().run({ text, fileName, ...(marks ? { marks } : {}) }) as Promise<SourceReading>;
}

/** offlineReply(spec), in the language thread. Rejects if the thread fails or overruns. */
export function draftOffThread(spec: DraftSpec): Promise<DraftReply> {
  return thread().run({ op: 'draft', spec }) as Promise<DraftReply>;
}

/** Starts the language thread and loads its model while the BFF idles (called once at start). */
export function warmLanguageThread(): void {
  void readUploadOffThread('Warm.', 'warm.txt').catch(() => undefined);
}

/** Ends the language thread (tests, shutdown); the next reading starts a new one. */
export async function stopLanguageThread(): Promise<void> {
  const p = pool;
  pool = undefined;
  await p?.close();
}
