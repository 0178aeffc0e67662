// The one way a document becomes files: draw its diagrams (the warm browser page lives in this thread),
// render the DOCX/PDF copies in the shared worker pool, store them in GridFS. Generations and the
// question bank's randomized versions both call exportDocument.
import type { Types } from 'mongoose';
import type { GeneratedDocument } from '@lessonloom/document';
import { renderInWorker } from './exports.pool';
import { rasterizeDiagrams } from './exports.render';
import { storeExports, type ExportedFiles } from './exports.store';
import type { DiagramRasterizer } from './exports.types';

export interface ExportTimings {
  render: number;
  files: number;
}

export async function exportDocument(
  rasterizer: DiagramRasterizer | undefined,
  owner: string,
  generationId: Types.ObjectId,
  doc: GeneratedDocument,
  timings?: ExportTimings,
): Promise<ExportedFiles> {
  let mark = performance.now();
  const rendered = await renderInWorker(doc, await rasterizeDiagrams(doc, rasterizer));
  if (timings) timings.render = performance.now() - mark;
  mark = performance.now();
  const files = await storeExports(owner, generationId, doc, rendered);
  if (timings) timings.files = performance.now() - mark;
  return files;
}
