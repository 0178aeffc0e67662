// Word text as mammoth reads it, with what its raw-text output drops and a reader needs: list
// numbering. Word keeps "1." of a numbered list in numbering.xml, not in the text, so mammoth's
// extractRawText gives the steps of a procedure as bare paragraphs and "first, second, third" is
// lost. mammoth's document model knows each paragraph's list level and whether the list is ordered
// (its public transformDocument hook hands us the model); the numbers are counted here, per list.
import { letter, roman } from './extraction.xml';

/** The parts of mammoth's document model we read (mammoth/lib/documents.js). */
export interface WordElement {
  type: string;
  value?: string;
  children?: WordElement[];
  numbering?: { isOrdered: boolean; level: string } | null;
  styleName?: string | null;
  /** Pictures: their bytes (mammoth reads them from the zip on demand). */
  readAsArrayBuffer?: () => Promise<ArrayBuffer>;
}

/**
 * Plain text of the document, paragraphs ended by a blank line as in mammoth's raw text; items of a
 * numbered list start "1. ", "2. " (nested levels "a. ", "i. " as Word's defaults), bullet items "- ".
 * mammoth gives one numbering object per list definition and level, so its identity tells the lists
 * apart: a list interrupted by a paragraph continues, as Word counts. That object is shared by the
 * lists of one definition (mammoth does not keep Word's per-list restart overrides), so the counts
 * also restart after a heading: a new section's list starts at 1.
 */
export function wordText(document: WordElement, onImage: (image: WordElement) => string = () => ''): string {
  const counters = new Map<object, number>();
  const out: string[] = [];
  const walk = (el: WordElement) => {
    if (el.type === 'text') out.push(el.value ?? '');
    else if (el.type === 'tab') out.push('\t');
    else if (el.type === 'image') out.push(onImage(el));
    else {
      const heading = el.type === 'paragraph' && /^(?:heading|title|subtitle)/i.test(el.styleName ?? '');
      if (heading) counters.clear();
      // Headings are often tied to outline numbering with no visible number (numFmt "none", which
      // mammoth reports as ordered): a heading never gets a list marker.
      else if (el.type === 'paragraph' && el.numbering) out.push(marker(el.numbering, counters));
      for (const c of el.children ?? []) walk(c);
      if (el.type === 'paragraph') out.push('\n\n');
    }
  };
  walk(document);
  return out.join('');
}

function marker(numbering: { isOrdered: boolean; level: string }, counters: Map<object, number>): string {
  const level = Number(numbering.level) || 0;
  // A new item at a level restarts the deeper levels' counts (1. a. b. 2. a.).
  for (const key of counters.keys()) if (Number((key as { level: string }).level) > level) counters.delete(key);
  if (!numbering.isOrdered) return '- ';
  const n = (counters.get(numbering) ?? 0) + 1;
  counters.set(numbering, n);
  return `${level % 3 === 1 ? letter(n) : level % 3 === 2 ? roman(n) : n}. `;
}
