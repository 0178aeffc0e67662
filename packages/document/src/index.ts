// @lessonloom/document: the generated document (schema re-exported from contracts) and its layout
// model — what every copy says and how it is numbered, lettered and spaced. The preview (React), the
// DOCX and the PDF renderers all draw from here, so they say the same thing word for word.
export * from './schema';
export * from './numbering';
export * from './questions';
export * from './headers';
export * from './puzzles';
export * from './key';
export * from './downloads';
export * from './diagrams';
export * from './blocks';
export * from './text';
export * from './file-names';
export * from './identity';
export * from './diagram-labels';
export * from './drawn-labels';
export * from './page';
export * from './label-fit';
