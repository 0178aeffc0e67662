// The extracted text back into a document's parts: its title, headings, paragraphs and list items.
// Files arrive as plain text: txt and docx with blank lines between paragraphs, pdf with one line per
// printed line and no blank lines, pptx with a line per paragraph. Headings are found from what the
// extractor saw (Word heading styles, slide titles) and, for txt/pdf, from the shape of a line.
import type { SourceMarks } from './source.types';

/** `notes`: a slide's speaker notes (extraction writes them after the slide as "Notes: …"), said by the teacher. */
export type Block = { type: 'heading' | 'para' | 'item'; text: string; ordered?: boolean; notes?: boolean };
const NOTES = /^Notes:\s+/;

const LIST_ITEM = /^\s*(?:(\d{1,2})[.)]|[-•*–▪◦]|\(?[a-z]\))\s+(.+)$/;
const END_PUNCT = /[.!?:;,"”’)]$/;
/** Headings that name a part of a document, never the document itself. */
export const GENERIC_HEADING = new RegExp(
  String.raw`^(?:introduction|overview|summary|conclusion|background|sample|contents|table of contents|` +
    String.raw`notes?|references|key terms|glossary|vocabulary|learning objectives|objectives|review|questions|` +
    String.raw`chapter \d+|unit \d+|lesson \d+|section \d+|part \d+|slide \d+)$`,
  'i',
);

/** Headings of a glossary or key-term list: its "term: definition" lines are the author's own definitions. */
export const GLOSSARY_HEADING = /^(?:key terms|glossary|vocabulary|key vocabulary|terms to know|words to know)$/i;

const fold = (s: string) => s.toLocaleLowerCase('en-US').replace(/\s+/g, ' ').trim();
const words = (s: string) => s.split(/\s+/).filter(Boolean);

/** A line shaped like a heading: short, no sentence punctuation, capitalised like a title. */
export function headingShaped(line: string): boolean {
  const t = line.trim();
  const w = words(t);
  if (!w.length || w.length > 12 || t.length > 90 || LIST_ITEM.test(t)) return false;
  if (END_PUNCT.test(t) && !(t.endsWith('?') && w.length <= 8)) return false;
  if (!/^\p{Lu}|^\d/u.test(t)) return false;
  const significant = w.filter((x) => x.length > 3);
  const capitalised = significant.filter((x) => /^[\p{Lu}\d(]/u.test(x)).length;
  return t === t.toLocaleUpperCase('en-US') || w.length <= 3 || capitalised >= significant.length * 0.6;
}

export function toBlocks(text: string, marks?: SourceMarks): Block[] {
  const styled = new Set((marks?.headings ?? []).map(fold));
  if (marks?.title) styled.add(fold(marks.title));
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const blankSeparated = lines.filter((l) => !l.trim()).length >= lines.filter((l) => l.trim()).length / 3;
  const out: Block[] = [];
  let para: string[] = [];
  let item: { text: string[]; ordered: boolean } | null = null;
  // A slide's notes run from their "Notes:" line to the next blank line.
  let notes = false;
  const inNotes = () => (notes ? { notes: true } : {});
  const flush = () => {
    if (para.length) out.push({ type: 'para', text: para.join(' '), ...inNotes() });
    if (item) out.push({ type: 'item', text: item.text.join(' '), ordered: item.ordered, ...inNotes() });
    para = [];
    item = null;
  };
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i].replace(/\s+/g, ' ').trim();
    if (!line) {
      flush();
      notes = false;
      continue;
    }
    if (NOTES.test(line)) {
      flush();
      notes = true;
      line = line.replace(NOTES, '');
    }
    const prev = lines[i - 1]?.trim() ?? '';
    const next = lines[i + 1]?.trim() ?? '';
    const standsAlone = blankSeparated
      ? !prev && (!next || headingShaped(line))
      : !prev || END_PUNCT.test(prev) || headingShaped(prev);
    // A glossary's heading stands over a list ("Key Terms" then "• alternating current: …").
    const heads =
      standsAlone && headingShaped(line) && (!next || /^[\p{Lu}\d"“(]/u.test(next) || GLOSSARY_HEADING.test(line));
    if (!notes && (styled.has(fold(line)) || heads)) {
      flush();
      out.push({ type: 'heading', text: line });
      continue;
    }
    const li = LIST_ITEM.exec(line);
    if (li) {
      flush();
      item = { text: [li[2]], ordered: !!li[1] };
      continue;
    }
    // A wrapped line (pdf) continues the paragraph or list item it belongs to.
    if (item && !blankSeparated) item.text.push(line);
    else if (item) {
      flush();
      para.push(line);
    } else para.push(line);
  }
  flush();
  return out;
}

/**
 * The document's own title: a styled title, else a first line shaped like a title that is not a
 * generic section name ("Introduction"). Otherwise the file name, tidied.
 */
export function findTitle(
  blocks: Block[],
  fileName: string,
  marks?: SourceMarks,
): { title: string; from: 'document' | 'file' } {
  if (marks?.title && !GENERIC_HEADING.test(marks.title.trim())) return { title: marks.title.trim(), from: 'document' };
  const first = blocks[0];
  if (first?.type === 'heading' && !GENERIC_HEADING.test(first.text)) return { title: first.text, from: 'document' };
  return { title: fileTitle(fileName), from: 'file' };
}

export function fileTitle(fileName: string): string {
  const base = fileName
    .replace(/\.[a-z0-9]{2,5}$/i, '')
    .replace(/[_-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return base ? base.charAt(0).toLocaleUpperCase('en-US') + base.slice(1) : 'Untitled document';
}
