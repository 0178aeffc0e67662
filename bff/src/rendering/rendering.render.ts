// One structured document -> the four files of a generation. Diagrams are drawn once and shared by
// the DOCX and the PDF; without a browser they become text outlines and the export still succeeds.
import { printRows } from './rendering.diagram-rows';
import { xmlSafeDeep, type GeneratedDocument } from '@lessonloom/contracts';
import { diagramSources, needsAnswerKey } from '@lessonloom/document';
import { renderDocx } from './rendering.docx';
import { renderPdf } from './rendering.pdf';
import type { DiagramImage, DiagramImages, DiagramRasterizer, RenderedFiles } from './rendering.types';

/** Printable area of a Letter page in CSS pixels (7" x ~9"). */
const PRINT_PX = { width: 672, height: 860 };
const printScale = (img: DiagramImage) => Math.min(1, PRINT_PX.width / img.width, PRINT_PX.height / img.height);
const SIDEWAYS = /^(\s*(?:flowchart|graph)\s+)(LR|RL)\b/;

/**
 * A long left-to-right flowchart shrinks to unreadable text on a portrait page; when drawing it
 * top-down prints larger, the files use that drawing (same nodes and edges, only the direction).
 */
async function drawForPrint(rasterizer: DiagramRasterizer, source: string): Promise<DiagramImage | null> {
  const image = await rasterizer.render(source).catch(() => null);
  const rowSources = printRows(source);
  if (image && (rowSources.length > 1 || rowSources[0] !== source)) {
    const rows: DiagramImage[] = [];
    for (const row of rowSources) {
      const drawn = await rasterizer.render(row).catch(() => null);
      if (!drawn) return image;
      rows.push(drawn);
    }
    return { ...image, rows };
  }
  const sideways = SIDEWAYS.exec(source);
  if (!image || !sideways || printScale(image) > 0.75) return image;
  const tall = await rasterizer.render(source.replace(SIDEWAYS, `${sideways[1]}TD`)).catch(() => null);
  return tall && printScale(tall) > printScale(image) ? tall : image;
}

export async function rasterizeDiagrams(
  doc: GeneratedDocument,
  rasterizer?: DiagramRasterizer,
): Promise<DiagramImages> {
  const images: DiagramImages = new Map();
  // Keyed by the same cleaned sources renderDocx/renderPdf look up.
  for (const source of diagramSources(xmlSafeDeep(doc))) {
    images.set(source, rasterizer && rasterizer.available ? await drawForPrint(rasterizer, source) : null);
  }
  return images;
}

export async function renderDocuments(
  doc: GeneratedDocument,
  opts: { rasterizer?: DiagramRasterizer } = {},
): Promise<RenderedFiles> {
  const diagrams = await rasterizeDiagrams(doc, opts.rasterizer);
  const withKey = needsAnswerKey(doc);
  const [docx, pdf, keyDocx, keyPdf] = await Promise.all([
    renderDocx(doc, 'student', diagrams),
    renderPdf(doc, 'student', diagrams),
    withKey ? renderDocx(doc, 'answer_key', diagrams) : Promise.resolve(null),
    withKey ? renderPdf(doc, 'answer_key', diagrams) : Promise.resolve(null),
  ]);
  return { docx, pdf, keyDocx, keyPdf };
}
