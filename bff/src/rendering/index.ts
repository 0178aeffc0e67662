// Public surface of exports: exportDocument (rasterise -> render in the worker pool -> GridFS) for the
// routes, the rasterizer for start-up, and the renderers for scripts, tests and benchmarks.
export type { DiagramImage, DiagramImages, DiagramRasterizer, RenderedFiles, Variant } from './rendering.types';
export { exportDocument, type ExportTimings } from './rendering.service';
export { warmRenderers } from './rendering.pool';
export { EXPORT_CONTENT_TYPES, type ExportedFiles } from './rendering.store';
export { createDiagramRasterizer } from './rendering.diagram-rasterizer';
export { renderDocuments, rasterizeDiagrams } from './rendering.render';
export { renderDocx } from './rendering.docx';
export { renderPdf } from './rendering.pdf';
export { diagramOutline, OUTLINE_HEADING } from './rendering.diagram-outline';
