// Reading order of a scanned page. Paragraphs that span most of the text's width (a title, a paragraph
// of a one-column page) are read in turn from the top; the paragraphs between two of them are grouped
// into columns by how their left and right edges overlap, and the columns are read left to right, each
// from the top. That is how a two-column handout with a title across the top is read, and it does not
// depend on the order Tesseract happened to number its blocks in.
import type { OcrBox, OcrParagraph } from './extraction.ocr-tsv';

/** A paragraph at least this share of the text's width is read on its own, across every column. */
const WIDE_SHARE = 0.6;
/** Two paragraphs are in one column when their horizontal overlap is at least this share of the narrower. */
const SAME_COLUMN_OVERLAP = 0.5;

export function readingOrder<P extends OcrBox>(paragraphs: P[]): P[] {
  if (paragraphs.length < 2) return [...paragraphs];
  const left = Math.min(...paragraphs.map((p) => p.left));
  const right = Math.max(...paragraphs.map((p) => p.right));
  const wide = (p: P) => p.right - p.left >= WIDE_SHARE * (right - left);
  const byTop = [...paragraphs].sort((a, b) => a.top - b.top || a.left - b.left);
  const out: P[] = [];
  let between: P[] = [];
  for (const p of byTop) {
    if (!wide(p)) {
      between.push(p);
      continue;
    }
    out.push(...columnsInOrder(between), p);
    between = [];
  }
  out.push(...columnsInOrder(between));
  return out;
}

/** Groups paragraphs into columns (overlapping horizontally), read left to right, each top to bottom. */
function columnsInOrder<P extends OcrBox>(paragraphs: P[]): P[] {
  const columns: Array<{ box: OcrBox; members: P[] }> = [];
  for (const p of paragraphs) {
    const touching = columns.filter((c) => sameColumn(c.box, p));
    const column = touching[0] ?? { box: { ...p }, members: [] };
    if (!touching.length) columns.push(column);
    // A paragraph that bridges two groups joins them: they were one column all along.
    for (const other of touching.slice(1)) {
      column.members.push(...other.members);
      widen(column.box, other.box);
      columns.splice(columns.indexOf(other), 1);
    }
    column.members.push(p);
    widen(column.box, p);
  }
  columns.sort((a, b) => a.box.left - b.box.left);
  return columns.flatMap((c) => c.members.sort((a, b) => a.top - b.top));
}

function sameColumn(a: OcrBox, b: OcrBox): boolean {
  const overlap = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  return overlap >= SAME_COLUMN_OVERLAP * Math.min(a.right - a.left, b.right - b.left);
}

function widen(box: OcrBox, by: OcrBox): void {
  box.left = Math.min(box.left, by.left);
  box.right = Math.max(box.right, by.right);
  box.top = Math.min(box.top, by.top);
  box.bottom = Math.max(box.bottom, by.bottom);
}

/** Where a line sits on its page: in the top or bottom margin band, or in the body. */
export function marginBand(line: OcrBox, pageHeight: number): 'top' | 'bottom' | undefined {
  if (line.bottom <= MARGIN_SHARE * pageHeight) return 'top';
  if (line.top >= (1 - MARGIN_SHARE) * pageHeight) return 'bottom';
  return undefined;
}

/** Running heads and page numbers sit within this share of the page's height from its top or bottom edge. */
const MARGIN_SHARE = 0.09;

export type { OcrParagraph };
