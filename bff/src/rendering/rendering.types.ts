import type { GeneratedDocument, LabelFit, Variant } from '@lessonloom/document';

export type { GeneratedDocument, Variant };

/** A diagram drawn at 2x: `width`/`height` are its CSS-pixel size, the PNG has twice as many pixels. */
export interface DiagramImage {
  png: Buffer;
  width: number;
  height: number;
  /** Printed as these pictures one under the other instead (a long timeline in rows, each kept whole). */
  rows?: DiagramImage[];
  /** Labels measured in the drawn SVG and those whose text reaches outside their shape (labelFit). */
  fit?: LabelFit;
}

/** Keyed by the Mermaid source; null means "could not be drawn", so the renderers print a text outline. */
export type DiagramImages = Map<string, DiagramImage | null>;

export interface RenderedFiles {
  docx: Buffer;
  pdf: Buffer;
  keyDocx: Buffer | null;
  keyPdf: Buffer | null;
}

export interface DiagramRasterizer {
  render(mermaid: string): Promise<DiagramImage | null>;
  close(): Promise<void>;
  readonly available: boolean;
  readonly reason?: string;
}
