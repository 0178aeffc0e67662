// Worker entry: renders the DOCX/PDF files of one generation per message, off the main event loop.
// Diagrams arrive already drawn (the warm Chromium page lives in the main thread).
import { parentPort } from 'node:worker_threads';
import { needsAnswerKey, type GeneratedDocument } from '@lessonloom/document';
import { renderDocx } from './exports.docx';
import { renderPdf } from './exports.pdf';
import type { DiagramImage } from './exports.types';

export interface RenderJob {
  id: number;
  doc: GeneratedDocument;
  diagrams: Array<[string, DiagramImage | null]>;
}

export type RenderReply =
  | { id: number; ok: true; docx: Uint8Array; pdf: Uint8Array; keyDocx: Uint8Array | null; keyPdf: Uint8Array | null }
  | { id: number; ok: false; message: string };

async function render(job: RenderJob): Promise<RenderReply> {
  // Structured cloning turns Buffers into plain Uint8Arrays; the renderers embed them as Buffers.
  const diagrams = new Map(
    job.diagrams.map(([source, image]) => [source, image && { ...image, png: Buffer.from(image.png) }] as const),
  );
  const { doc } = job;
  const key = needsAnswerKey(doc);
  const [docx, pdf, keyDocx, keyPdf] = await Promise.all([
    renderDocx(doc, 'student', diagrams),
    renderPdf(doc, 'student', diagrams),
    key ? renderDocx(doc, 'answer_key', diagrams) : null,
    key ? renderPdf(doc, 'answer_key', diagrams) : null,
  ]);
  return { id: job.id, ok: true, docx, pdf, keyDocx, keyPdf };
}

parentPort?.on('message', (job: RenderJob) => {
  render(job).then(
    (reply) => parentPort?.postMessage(reply),
    (err: unknown) => parentPort?.postMessage({ id: job.id, ok: false, message: err instanceof Error ? (err.stack ?? err.message) : String(err) } satisfies RenderReply),
  );
});
