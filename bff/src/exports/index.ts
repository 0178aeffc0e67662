// Public surface of exports: exportDocument (rasterise -> render in the worker pool -> GridFS) for the
// routes, the rasterizer for start-up, and the renderers for scripts, tests and benchmarks.
export type { DiagramImage, DiagramImages, DiagramRasterizer, RenderedFiles, Variant } from './exports.types';
export { exportDocument, type ExportTimings } from './exports.service';
export { warmRenderers } from './exports.pool';
export { EXPORT_CONTENT_TYPES, type ExportedFiles } from './exports.store';
export { createDiagramRasterizer } from './exports.diagram-rasterizer';
export { renderDocuments, rasterizeDiagrams } from './exports.render';
export { renderDocx } from './exports.docx';
export { renderPdf } from './exports.pdf';
export { diagramOutline, OUTLINE_HEADING } from './exports.diagram-outline';
