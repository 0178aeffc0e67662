// Where OCR jobs run: one warm OCR thread (Tesseract loaded once, ended after a minute without work,
// since its WebAssembly heap never shrinks), fed one page at a time. Each page waits for its account's
// turn (FairQueue: accounts alternate page by page, one account's pages run in order) and then for a
// busy-thread slot at low priority (any other waiting job goes first). At most one page is read at a
// time over the whole BFF, so with two slots one always stays for uploads of text and for rendering.
import { FairQueue, WORKER_SLOTS, threadEntry, workerPool, type WorkerPool } from '../workers';
import type { OcrJob, OcrReply } from './extraction.ocr-worker';

/** Pages read at once over every account: one fewer than the busy-thread slots, at least one. */
export const OCR_LANES = Math.max(1, WORKER_SLOTS - 1);
/** The OCR thread's JavaScript heap (Tesseract's WebAssembly memory is outside it, bounded by page size). */
const OCR_HEAP_MB = 512;
const OCR_IDLE_MS = 60_000;

const OCR_ENTRY = threadEntry(__dirname, __filename, 'extraction.ocr-worker');
const turns = new FairQueue(OCR_LANES);
let pool: WorkerPool<OcrJob, OcrReply> | undefined;

const ocrPool = () =>
  (pool ??= workerPool<OcrJob, OcrReply>({
    entry: OCR_ENTRY,
    size: OCR_LANES,
    memoryMb: OCR_HEAP_MB,
    timeoutMs: 60_000,
    idleMs: OCR_IDLE_MS,
    name: 'OCR',
  }));

/**
 * Runs one job in the account's turn; `timeoutMs` is the job's budget (the thread is ended past it). A
 * page with typed words is only looked at for a scan (milliseconds), so it waits at normal priority.
 */
export async function runOcrJob(account: string, job: OcrJob, timeoutMs: number): Promise<OcrReply> {
  const release = await turns.acquire(account);
  try {
    const priority = job.kind === 'pdf-page' && job.typed ? 'normal' : 'low';
    return await ocrPool().run(job, { timeoutMs, priority });
  } finally {
    release();
  }
}

/** Pages waiting for their turn over every account (tests, diagnostics). */
export const ocrQueued = (): number => turns.queued;

/** Ends the OCR thread (tests, shutdown); the next job starts a new one. */
export async function stopOcr(): Promise<void> {
  const running = pool;
  pool = undefined;
  await running?.close();
}
