// Rendering a 50-question test to four files is ~0.25-1 s of synchronous CPU (docx + pdfkit); on the
// main thread that stalled every other request for as long (measured: bench/generate-route.bench.mjs).
// So each file is rendered in a warm worker thread, one job per worker at a time, the rest queued,
// within the busy-thread budget the BFF shares with upload extraction (workers/). The four files of a
// document are four jobs, so they spread over every worker the budget allows: the teacher waits for
// the slowest file, not for the sum of them (bench/model-stream.bench.mjs).
import type { Worker } from 'node:worker_threads';
import { needsAnswerKey, type DownloadFile, type GeneratedDocument } from '@lessonloom/document';
import { WORKER_SLOTS, giveSlot, startThread, takeFreeSlot, takeSlot, threadEntry } from '../workers';
import type { DiagramImages, RenderedFiles } from './exports.types';
import type { RenderJob, RenderReply, WarmJob } from './exports.worker';

/** As many render threads as the busy-thread budget lets work at once; more would only queue for a slot. */
export const RENDER_WORKERS = WORKER_SLOTS;
const RENDER_TIMEOUT_MS = 120_000;

const ENTRY = threadEntry(__dirname, __filename, 'exports.worker');

type Job = Omit<RenderJob, 'id'> | Omit<WarmJob, 'id'>;
interface Task {
  job: Job;
  resolve(reply: { data: Uint8Array | null; ms: number; cpuMs: number | null }): void;
  reject(err: Error): void;
}
type Running = Task & { id: number; timer: NodeJS.Timeout; failure?: Error };
interface Slot {
  worker: Worker;
  task?: Running;
}

const queue: Task[] = [];
const slots: Slot[] = [];
let nextId = 0;
let nextDocKey = 0;

function spawn(): Slot {
  const worker = startThread(ENTRY, 768);
  const slot: Slot = { worker };
  const finish = (settle: (task: Running) => void) => {
    const task = slot.task;
    if (!task) return;
    slot.task = undefined;
    clearTimeout(task.timer);
    worker.unref();
    settle(task);
  };
  worker.on('message', (reply: RenderReply) =>
    finish((task) => {
      if (reply.ok) task.resolve(reply);
      else task.reject(new Error(`rendering failed: ${reply.message}`));
      pump();
    }),
  );
  const gone = (err: Error) => {
    const index = slots.indexOf(slot);
    if (index >= 0) slots.splice(index, 1);
    finish((task) => task.reject(task.failure ?? err));
    pump();
  };
  worker.on('error', (err) => gone(new Error(`render worker crashed: ${err.message}`)));
  worker.on('exit', (code) => gone(new Error(`render worker exited (code ${code})`)));
  // An idle warm worker must not keep the process alive; a busy one must (unref only after the
  // listeners are attached: adding a 'message' listener refs the worker's port again).
  worker.unref();
  slots.push(slot);
  return slot;
}

function assign(slot: Slot, task: Task): void {
  const id = ++nextId;
  const timer = setTimeout(() => {
    if (slot.task) slot.task.failure = new Error(`rendering took longer than ${RENDER_TIMEOUT_MS} ms`);
    void slot.worker.terminate();
  }, RENDER_TIMEOUT_MS);
  slot.task = { ...task, id, timer };
  slot.worker.ref();
  slot.worker.postMessage({ id, ...task.job } as RenderJob | WarmJob);
}

function pump(): void {
  while (queue.length) {
    const slot = slots.find((s) => !s.task) ?? (slots.length < RENDER_WORKERS ? spawn() : undefined);
    if (!slot) return;
    assign(slot, queue.shift()!);
  }
}

/** One job in a worker, holding one of the BFF's busy-thread slots (workers/workers.slots.ts) from queueing to done. */
async function runJob(job: Job): Promise<{ data: Uint8Array | null; ms: number; cpuMs: number | null }> {
  await takeSlot();
  try {
    return await new Promise((resolve, reject) => {
      queue.push({ job, resolve, reject });
      pump();
    });
  } finally {
    giveSlot();
  }
}

/** Largest first, so the last file to start is a short one. */
const FILES: DownloadFile[] = ['pdf', 'docx', 'keyPdf', 'keyDocx'];

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
 * The student copy and (when the document has one) the answer key, as DOCX and PDF, each file a job of
 * its own. The document is serialised once, into shared memory every job reads. Settles only after
 * every job has, so a caller cleaning up after a failure sees every file that was handed to `onFile`.
 */
export async function renderInWorker(doc: GeneratedDocument, diagrams: DiagramImages, options: RenderOptions = {}): Promise<RenderedFiles> {
  const bytes = new TextEncoder().encode(JSON.stringify(doc));
  const shared = new SharedArrayBuffer(bytes.byteLength);
  new Uint8Array(shared).set(bytes);
  const docKey = ++nextDocKey;
  const drawn = [...diagrams];
  const files = hasKey(doc) ? FILES : FILES.filter((f) => f === 'pdf' || f === 'docx');
  const rendered: RenderedFiles = { docx: null!, pdf: null!, keyDocx: null, keyPdf: null };
  const settled = await Promise.allSettled(
    files.map(async (file) => {
      const reply = await runJob({ docKey, doc: shared, file, diagrams: drawn });
      const data = Buffer.from(reply.data!.buffer, reply.data!.byteOffset, reply.data!.byteLength);
      if (options.timings) options.timings[file] = reply.ms;
      if (options.cpu && reply.cpuMs !== null) options.cpu[file] = reply.cpuMs;
      rendered[file] = data;
      options.onFile?.(file, data);
    }),
  );
  const failed = settled.find((s) => s.status === 'rejected');
  if (failed) throw failed.reason;
  return rendered;
}

let warming: Promise<void> | undefined;

/**
 * Starts the render threads and has each render a small document once (fonts loaded, hot paths
 * compiled), so a teacher's first export does not pay for that. Only with busy-thread slots free now:
 * warming is worth doing while the BFF is idle (start-up, the model still writing), never worth
 * queueing real work behind.
 */
export function warmRenderers(): Promise<void> {
  warming ??= (async () => {
    const runs: Array<Promise<unknown>> = [];
    while (slots.length < RENDER_WORKERS && takeFreeSlot()) {
      const slot = spawn();
      runs.push(new Promise((resolve, reject) => assign(slot, { job: { warm: true }, resolve, reject })).finally(giveSlot));
    }
    await Promise.allSettled(runs);
  })().finally(() => {
    warming = undefined;
  });
  return warming;
}
