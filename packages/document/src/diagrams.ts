import type { GeneratedDocument } from './schema';

/** Each distinct Mermaid source in the document, drawn once and shared by every file. */
export function diagramSources(doc: GeneratedDocument): string[] {
  const out = new Set<string>();
  for (const s of doc.sections) for (const b of s.blocks) if (b.type === 'diagram') out.add(b.mermaid);
  return [...out];
}
