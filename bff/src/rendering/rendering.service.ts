// The one way a document becomes files: draw its diagrams (the warm browser page lives in this thread),
// render the DOCX/PDF copies in the shared worker pool, store them in GridFS. Generations and the
// question bank's randomized versions both call exportDocument.
import type { Types } from 'mongoose';
import type { DownloadFile, GeneratedDocument } from '@lessonloom/document';
import { renderInWorker } from './rendering.pool';
import { rasterizeDiagrams } from './rendering.render';
import { removeExports, storeExport, type ExportedFiles } from './rendering.store';
import type { DiagramRasterizer } from './rendering.types';

/**
 * Where an export's time went, in ms. `render` and `files` are the phases a client sees (the
 * Server-Timing of POST /api/generate): rendering until the last file is ready, then storing what is
 * still being written. The rest is the detail behind them (bench/model-stream.bench.mjs prints it).
 */
export interface ExportTimings {
  render: number;
  files: number;
  rasterize?: number;
  /** Each file's render inside its worker. */
  renderEach?: Partial<Record<DownloadFile, number>>;
  /** Each file's render CPU time (Linux only): what it costs on a quiet machine. */
  renderCpuEach?: Partial<Record<DownloadFile, number>>;
  /** Each file's GridFS write, from its render's end. */
  storeEach?: Partial<Record<DownloadFile, number>>;
}

/**
 * All or nothing: each file is stored as soon as it is rendered (the writes overlap the renders still
 * running), and on any failed render or write every file that did land is deleted again.
 */
export async function exportDocument(
  rasterizer: DiagramRasterizer | undefined,
  owner: string,
  generationId: Types.ObjectId,
  doc: GeneratedDocument,
  timings?: ExportTimings,
): Promise<ExportedFiles> {
  const started = performance.now();
  const diagrams = await rasterizeDiagrams(doc, rasterizer);
  const rasterized = performance.now();
  const files: ExportedFiles = { docx: null!, pdf: null!, keyDocx: null, keyPdf: null };
  const storeEach: Partial<Record<DownloadFile, number>> = {};
  const renderEach: Partial<Record<DownloadFile, number>> = {};
  const renderCpuEach: Partial<Record<DownloadFile, number>> = {};
  const writes: Array<Promise<void>> = [];
  const store = (file: DownloadFile, data: Buffer) => {
    const mark = performance.now();
    writes.push(
      storeExport(owner, generationId, doc, file, data).then((id) => {
        files[file] = id;
        storeEach[file] = performance.now() - mark;
      }),
    );
  };
  const render = await renderInWorker(doc, diagrams, { onFile: store, timings: renderEach, cpu: renderCpuEach }).then(
    () => null,
    (err: unknown) => ({ err }),
  );
  const rendered = performance.now();
  // Every write settles (not just the first failure) so a failure can delete the ones that landed.
  const failedWrite = (await Promise.allSettled(writes)).find((s) => s.status === 'rejected');
  const failure = render ?? (failedWrite && { err: failedWrite.reason as unknown });
  if (failure) {
    await removeExports(files);
    throw failure.err;
  }
  if (timings) {
    Object.assign(timings, {
      rasterize: rasterized - started,
      render: rendered - started,
      files: performance.now() - rendered,
      renderEach,
      renderCpuEach,
      storeEach,
    });
  }
  return files;
}
