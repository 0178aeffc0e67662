import type { BlockOf, GeneratedDocument } from './schema';

/** Each distinct Mermaid source in the document, drawn once and shared by every file. */
export function diagramSources(doc: GeneratedDocument): string[] {
  const out = new Set<string>();
  for (const s of doc.sections) for (const b of s.blocks) if (b.type === 'diagram') out.add(b.mermaid);
  return [...out];
}

/**
 * The numbered key printed with a drawing, one line per label too long for its shape ("3. The scientists
 * analyze the results of the experiment"): the shape shows the number, the key the whole text. The same
 * lines in the page, full screen, the DOCX and the PDF.
 */
export function diagramKeyLines(block: BlockOf<'diagram'>): string[] {
  return (block.key ?? []).map((e) => `${e.mark}. ${e.text}`);
}
