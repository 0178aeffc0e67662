// Rendering a 50-question test to four files is ~0.4-1 s of synchronous CPU (docx + pdfkit); on the
// main thread that stalled every other request for as long (measured: bench/generate-route.bench.mjs).
// So the files are rendered in warm worker threads, one job per worker at a time, the rest queued,
// within the busy-thread budget the BFF shares with upload extraction (workers/).
import os from 'node:os';
import type { Worker } from 'node:worker_threads';
import type { GeneratedDocument } from '@lessonloom/contracts';
import { giveSlot, startThread, takeSlot, threadEntry } from '../workers';
import type { DiagramImages, RenderedFiles } from './exports.types';
import type { RenderJob, RenderReply } from './exports.worker';

/** Leave a core for the event loop; more workers than cores only adds contention. */
export const RENDER_WORKERS = Math.max(1, Math.min(4, os.availableParallelism() - 1));
const RENDER_TIMEOUT_MS = 120_000;

const ENTRY = threadEntry(__dirname, __filename, 'exports.worker');

interface Task {
  job: Omit<RenderJob, 'id'>;
  resolve(files: RenderedFiles): void;
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

const toBuffer = (u: Uint8Array | null) => (u ? Buffer.from(u.buffer, u.byteOffset, u.byteLength) : null);

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
      if (reply.ok)
        task.resolve({ docx: toBuffer(reply.docx)!, pdf: toBuffer(reply.pdf)!, keyDocx: toBuffer(reply.keyDocx), keyPdf: toBuffer(reply.keyPdf) });
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

function pump(): void {
  while (queue.length) {
    const slot = slots.find((s) => !s.task) ?? (slots.length < RENDER_WORKERS ? spawn() : undefined);
    if (!slot) return;
    const task = queue.shift()!;
    const id = ++nextId;
    const timer = setTimeout(() => {
      if (slot.task) slot.task.failure = new Error(`rendering took longer than ${RENDER_TIMEOUT_MS} ms`);
      void slot.worker.terminate();
    }, RENDER_TIMEOUT_MS);
    slot.task = { ...task, id, timer };
    slot.worker.ref();
    slot.worker.postMessage({ id, ...task.job } satisfies RenderJob);
  }
}

/**
 * The student copy and (when the document has one) the answer key, as DOCX and PDF. Each job holds one
 * of the BFF's busy-thread slots (workers/workers.slots.ts) from the time it queues until it is done,
 * so renders and uploads being extracted share the cores instead of oversubscribing them.
 */
export async function renderInWorker(doc: GeneratedDocument, diagrams: DiagramImages): Promise<RenderedFiles> {
  await takeSlot();
  try {
    return await new Promise<RenderedFiles>((resolve, reject) => {
      queue.push({ job: { doc, diagrams: [...diagrams] }, resolve, reject });
      pump();
    });
  } finally {
    giveSlot();
  }
}
