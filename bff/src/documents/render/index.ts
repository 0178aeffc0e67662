// Public surface of the renderers: the routes call renderDocuments with one shared rasterizer.
export type { DiagramImage, DiagramImages, DiagramRasterizer, RenderedFiles, Variant } from './types';
export { createDiagramRasterizer } from './diagram-rasterizer';
export { renderDocuments, rasterizeDiagrams } from './render-documents';
export { renderDocx } from './render-docx';
export { renderPdf } from './render-pdf';
export { diagramOutline, OUTLINE_HEADING } from './diagram-outline';
