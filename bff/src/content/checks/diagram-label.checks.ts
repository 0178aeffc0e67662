import type { GeneratedDocument } from '@lessonloom/contracts';
import { diagramLabels } from '@lessonloom/document';

/** A label that ends in an ellipsis was cut by whoever wrote it (a model shortening a sentence). */
const CUT = /(?:…|\.\.\.)\s*$/;

/**
 * Diagram labels written cut ("The scientist may perform…"): each is a problem, so a model's draft goes
 * to the repair round and is written again whole. A long label is fine: it is drawn as its number with
 * its whole text in the key (mermaid.build.ts), never shortened.
 */
export function cutLabelProblems(doc: GeneratedDocument): string[] {
  const out: string[] = [];
  for (const s of doc.sections)
    for (const b of s.blocks) {
      if (b.type !== 'diagram') continue;
      const texts = [
        ...diagramLabels(b.diagram_type, b.mermaid).map((l) => l.text),
        ...(b.key ?? []).map((k) => k.text),
      ];
      for (const t of texts)
        if (CUT.test(t))
          out.push(
            `diagram label "${t}" is cut short: write every label whole (a long one is put in the key, never cut)`,
          );
    }
  return out;
}
