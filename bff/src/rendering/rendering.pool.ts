// Rendering a 50-question test to four files is ~0.1-1 s of synchronous CPU (docx + pdfkit); on the
// main thread that stalled every other request for as long (measured: bench/generate-route.bench.mjs).
// So each file is rendered in a warm render thread (the BFF's worker pool, bff/src/workers), one job per
// thread at a time, the rest queued, within the busy-thread budget shared with upload extraction and
// reading. The four files of a document are two jobs, one per thread the budget allows: the teacher
// waits for the slower pair of files, not for all four (bench/model-stream.bench.mjs).
import { needsAnswerKey, type DownloadFile, type GeneratedDocument } from '@lessonloom/document';
import { WORKER_SLOTS, threadEntry, workerPool, type WorkerPool } from '../workers';
import type { DiagramImages, RenderedFiles } from './rendering.types';
import type { RenderJob, RenderResult, WarmJob } from './rendering.worker';

/** As many render threads as the busy-thread budget lets work at once; more would only queue for a slot. */
export const RENDER_WORKERS = WORKER_SLOTS;
const RENDER_TIMEOUT_MS = 120_000;

let pool: WorkerPool<RenderJob | WarmJob, RenderResult> | undefined;
const renderPool = () =>
  (pool ??= workerPool<RenderJob | WarmJob, RenderResult>({
    entry: threadEntry(__dirname, __filename, 'rendering.worker'),
    size: RENDER_WORKERS,
    memoryMb: 768,
    timeoutMs: RENDER_TIMEOUT_MS,
    name: 'rendering',
  }));

/**
 * The PDFs in one thread and the DOCX files in the other: the key's words are nearly all the student
 * copy's, and a thread's PDFs share their shaped words (exports.pdf-writer), so the key PDF after the
 * student PDF costs a fraction of what it costs alone. The two pairs take about as long.
 */
const WITH_KEY: DownloadFile[][] = [
  ['pdf', 'keyPdf'],
  ['docx', 'keyDocx'],
];
const STUDENT_ONLY: DownloadFile[][] = [['pdf'], ['docx']];

/** Whether the key files are made; a document too broken to tell fails as its renders would. */
function hasKey(doc: GeneratedDocument): boolean {
  try {
    return needsAnswerKey(doc);
  } catch (err) {
    throw new Error(`rendering failed: ${err instanceof Error ? err.message : String(err)}`);
  }
}

export interface RenderOptions {
  /** Told as each file is ready (before the others are), so storing it can start at once. */
  onFile?: (file: DownloadFile, data: Buffer) => void;
  /** Filled with each file's render time inside its worker, in ms. */
  timings?: Partial<Record<DownloadFile, number>>;
  /** Filled with each file's render CPU time (Linux), in ms. */
  cpu?: Partial<Record<DownloadFile, number>>;
}

/**
 * The student copy and (when the document has one) the answer key, as DOCX and PDF. The document is
 * serialised once, into shared memory every job reads. Settles only after every job has, so a caller
 * cleaning up after a failure sees every file that was handed to `onFile`.
 */
export async function renderInWorker(
  doc: GeneratedDocument,
  diagrams: DiagramImages,
  options: RenderOptions = {},
): Promise<RenderedFiles> {
  const bytes = new TextEncoder().encode(JSON.stringify(doc));
  const shared = new SharedArrayBuffer(bytes.byteLength);
  new Uint8Array(shared).set(bytes);
  const drawn = [...diagrams];
  const rendered: RenderedFiles = { docx: null!, pdf: null!, keyDocx: null, keyPdf: null };
  const settled = await Promise.allSettled(
    (hasKey(doc) ? WITH_KEY : STUDENT_ONLY).map(async (files) => {
      const reply = await renderPool().run({ doc: shared, files, diagrams: drawn });
      for (const { file, data: bytes, ms, cpuMs } of reply.files) {
        const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
        if (options.timings) options.timings[file] = ms;
        if (options.cpu && cpuMs !== null) options.cpu[file] = cpuMs;
        rendered[file] = data;
        options.onFile?.(file, data);
      }
    }),
  );
  const failed = settled.find((s) => s.status === 'rejected');
  if (failed) throw failed.reason;
  return rendered;
}

/**
 * Starts the render threads and has each render a small document once (fonts loaded, hot paths
 * compiled), so a teacher's first export does not pay for that. Only with busy-thread slots free now:
 * warming is worth doing while the BFF is idle (start-up, the model still writing), never worth
 * queueing real work behind.
 */
export function warmRenderers(): Promise<void> {
  return renderPool().warm({ warm: true });
}
