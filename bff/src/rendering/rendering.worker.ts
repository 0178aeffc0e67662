// Worker entry: renders files (student or key, DOCX or PDF) of a document per message, off the main
// event loop. The document arrives as JSON bytes in shared memory (written once by the pool, read by
// every job of that document without another copy); diagrams arrive already drawn (the warm Chromium
// page lives in the main thread).
import { readFileSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';
import { serveJobs } from '../workers/workers.pool';
import type { DownloadFile, GeneratedDocument } from '@lessonloom/document';
import { renderDocx } from './rendering.docx';
import { renderPdf } from './rendering.pdf';
import type { DiagramImage, DiagramImages } from './rendering.types';
import { warmUpDocument } from './rendering.warm-doc';

export interface RenderJob {
  /** UTF-8 JSON of the document, shared between the pool and every worker (one copy for all jobs). */
  doc: SharedArrayBuffer;
  /** Rendered in this order, in this thread. */
  files: DownloadFile[];
  diagrams: Array<[string, DiagramImage | null]>;
}

/** Renders a small document of every block type once, so the first real job finds warm code. */
export interface WarmJob {
  warm: true;
}

/** Each file with its render's wall time and its thread's CPU time (null off Linux), in ms; none for a warm-up. */
export interface RenderResult {
  files: Array<{ file: DownloadFile; data: Uint8Array; ms: number; cpuMs: number | null }>;
}

const RENDERERS: Record<DownloadFile, (doc: GeneratedDocument, diagrams: DiagramImages) => Promise<Buffer>> = {
  docx: (doc, diagrams) => renderDocx(doc, 'student', diagrams),
  pdf: (doc, diagrams) => renderPdf(doc, 'student', diagrams),
  keyDocx: (doc, diagrams) => renderDocx(doc, 'answer_key', diagrams),
  keyPdf: (doc, diagrams) => renderPdf(doc, 'answer_key', diagrams),
};

/**
 * CPU time this thread has run, in ms (Linux's per-thread scheduler account), or null elsewhere: a
 * render's CPU time says what it costs whatever else the machine is doing, its wall time does not.
 */
function threadCpuMs(): number | null {
  try {
    return Number(readFileSync('/proc/thread-self/schedstat', 'latin1').split(' ')[0]) / 1e6;
  } catch {
    return null;
  }
}

const decoder = new TextDecoder();

async function render(job: RenderJob): Promise<RenderResult> {
  const doc: GeneratedDocument = JSON.parse(decoder.decode(new Uint8Array(job.doc)));
  // Structured cloning turns Buffers into plain Uint8Arrays; the renderers embed them as Buffers.
  const diagrams = new Map(job.diagrams.map(([source, image]) => [source, image && asBuffers(image)] as const));
  const files: RenderResult['files'] = [];
  for (const file of job.files) {
    const started = performance.now();
    const cpu = threadCpuMs();
    const data = await RENDERERS[file](doc, diagrams);
    const cpuAfter = threadCpuMs();
    files.push({
      file,
      data,
      ms: performance.now() - started,
      cpuMs: cpu === null || cpuAfter === null ? null : cpuAfter - cpu,
    });
  }
  return { files };
}

async function warm(): Promise<RenderResult> {
  const doc = warmUpDocument();
  for (const file of Object.keys(RENDERERS) as DownloadFile[]) await RENDERERS[file](doc, new Map());
  return { files: [] };
}

/** A buffer that owns its whole memory moves to the main thread without a copy; a pooled slice is copied. */
const transferable = ({ files }: RenderResult): ArrayBuffer[] =>
  files.flatMap(({ data }) =>
    data.byteOffset === 0 && data.byteLength === data.buffer.byteLength && data.buffer instanceof ArrayBuffer
      ? [data.buffer]
      : [],
  );

serveJobs<RenderJob | WarmJob, RenderResult>(parentPort, (job) => ('warm' in job ? warm() : render(job)), transferable);

/** Pictures cross the thread boundary as Uint8Arrays; pdfkit and docx want Buffers (rows included). */
function asBuffers(image: DiagramImage): DiagramImage {
  return { ...image, png: Buffer.from(image.png), ...(image.rows ? { rows: image.rows.map(asBuffers) } : {}) };
}
