// The student copy's blocks in the PDF. Each question is measured first and moved whole to the next
// page when it would not fit, so prompt, options and answer space stay together.
import type { Block, QuestionBlock } from '@lessonloom/contracts';
import { OUTLINE_HEADING, diagramOutline } from './rendering.diagram-outline';
import {
  diagramKeyLines,
  KEEP_WITH_HEADING,
  letter,
  listMarker,
  MATCHING_COLUMNS,
  matchingLeftText,
  matchingRightText,
  options,
  pointsLabel,
  VOCABULARY_COLUMNS,
  widenBlanks,
  WORD_BANK_SEPARATOR,
  WORD_BANK_TITLE,
  WORK_BOX_LABEL,
  workBoxLines,
  writingLines,
} from '@lessonloom/document';
import { drawCrossword, drawWordSearch } from './rendering.pdf-puzzles';
import { breaksBefore, drawTable, tableStartHeight, type PdfTableOptions } from './rendering.pdf-table';
import { LINE_GAP, type PdfWriter } from './rendering.pdf-writer';
import type { DiagramImage, DiagramImages } from './rendering.types';

const Q_INDENT = 26;
const OPT_INDENT = 44;
const OPT_TEXT = 62;

const promptLine = (q: QuestionBlock) => [widenBlanks(q.prompt), pointsLabel(q)].filter(Boolean).join(' ');

type TableBlock = Extract<Block, { type: 'vocabulary' | 'table' }>;

function tableOptions(block: TableBlock): PdfTableOptions {
  return block.type === 'vocabulary'
    ? { columns: [...VOCABULARY_COLUMNS], rows: block.entries.map((e) => [e.term, e.definition]), weights: [3, 7] }
    : { columns: block.columns, rows: block.rows, emptyRowHeight: 64 };
}

/** What a heading above this block must keep with it on one page: the whole question, or a table's caption, header and first row. */
export function blockStartHeight(w: PdfWriter, block: Block): number {
  if (block.type === 'question') return questionHeight(w, block);
  if (block.type !== 'vocabulary' && block.type !== 'table') return KEEP_WITH_HEADING;
  const caption = block.type === 'table' && block.caption ? w.measure(block.caption, { bold: true }) + 4 : 0;
  return Math.max(KEEP_WITH_HEADING, caption + tableStartHeight(w, tableOptions(block)));
}

function questionHeight(w: PdfWriter, q: QuestionBlock): number {
  let h = 8 + w.measure(promptLine(q), { indent: Q_INDENT }) + 4;
  for (const o of options(q)) h += w.measure(o, { indent: OPT_TEXT }) + 3;
  const lines = writingLines(q);
  if (lines) h += lines * LINE_GAP + 8;
  const box = workBoxLines(q);
  if (box) h += box * LINE_GAP + 10;
  return h;
}

export function drawQuestion(w: PdfWriter, q: QuestionBlock): void {
  w.ensure(questionHeight(w, q));
  w.y += 8;
  const top = w.y;
  w.place(`${q.number}.`, w.left, top, { width: Q_INDENT, bold: true, size: 11 });
  w.text(promptLine(q), { indent: Q_INDENT, gap: 4 });
  options(q).forEach((o, i) => {
    w.place(`${letter(i)}.`, w.left + OPT_INDENT, w.y, { width: OPT_TEXT - OPT_INDENT, bold: true, size: 11 });
    w.text(o, { indent: OPT_TEXT, gap: 3 });
  });
  const lines = writingLines(q);
  if (lines) w.writingLines(lines, Q_INDENT);
  const box = workBoxLines(q);
  if (box) {
    const h = box * LINE_GAP;
    w.box(w.left + Q_INDENT, w.y + 2, w.width - Q_INDENT, h);
    w.place(WORK_BOX_LABEL, w.left + Q_INDENT + 5, w.y + 6, { width: 200, size: 8, color: '#777777' });
    w.y += h + 10;
  }
}

/** How much a drawing may shrink to start on the page it follows (its labels stay readable). */
export const MIN_SHRINK = 0.6;

/** One picture, kept whole; `below` is the room the caption under it needs on the same page. */
function drawPicture(w: PdfWriter, image: DiagramImage, below: number): void {
  // CSS pixels are 0.75 pt; never enlarge, shrink to the printable width and most of a page.
  const full = Math.min(0.75, w.width / image.width, (w.pageHeight - below - 30) / image.height);
  // Drawn in the room left on this page (under the sheet's header on page 1) when that keeps it at least
  // MIN_SHRINK of its full size, rather than leaving the header alone on page 1.
  const room = (w.bottom - w.y - below - 12) / image.height;
  const scale = room >= full ? full : room >= full * MIN_SHRINK ? room : full;
  const width = image.width * scale;
  const height = image.height * scale;
  w.ensure(height + below + 12);
  w.y += 6;
  w.pdf.image(image.png, w.left + (w.width - width) / 2, w.y, { width, height });
  w.y += height + 6;
}

/** A line of a diagram's key: the whole text of a label its drawing shows as a number. */
const KEY_STYLE = { size: 10, indent: 12, gap: 2 };

function drawDiagram(w: PdfWriter, block: Extract<Block, { type: 'diagram' }>, diagrams: DiagramImages): void {
  const image = diagrams.get(block.mermaid);
  const captionH = w.measure(block.caption, { size: 9.5, gap: 10 });
  const key = diagramKeyLines(block);
  const keyH = key.reduce((a, l) => a + w.measure(l, KEY_STYLE), 0);
  // The key follows its drawing onto the same page when it is short; a long one may flow on.
  const below = captionH + Math.min(keyH, 120);
  if (image) {
    const parts = image.rows ?? [image];
    parts.forEach((part, i) => drawPicture(w, part, i === parts.length - 1 ? below : 0));
  } else {
    const lines = diagramOutline(block.mermaid);
    const pad = 8;
    const inner = { size: 10, indent: pad, width: w.width - 2 * pad };
    const h =
      w.measure(OUTLINE_HEADING, { ...inner, bold: true }) +
      lines.reduce((a, l) => a + w.measure(l, inner) + 2, 0) +
      2 * pad +
      4;
    w.ensure(h + captionH);
    const top = w.y + 4;
    w.y = top + pad;
    w.text(OUTLINE_HEADING, { ...inner, bold: true, gap: 4 });
    for (const l of lines) w.text(l, { ...inner, gap: 2 });
    w.box(w.left, top, w.width, w.y - top + pad);
    w.y += pad + 4;
  }
  for (const l of key) {
    w.ensure(w.measure(l, KEY_STYLE));
    w.text(l, KEY_STYLE);
  }
  w.text(block.caption, { size: 9.5, color: '#555555', align: 'center', gap: 10 });
}

function drawMatching(w: PdfWriter, block: Extract<Block, { type: 'matching' }>): void {
  const half = w.width / 2;
  const n = Math.max(block.left.length, block.right.length);
  const left = (i: number) => (i < block.left.length ? matchingLeftText(block, i) : '');
  const right = (i: number) => (i < block.right.length ? matchingRightText(block, i) : '');
  const rowH = Array.from(
    { length: n },
    (_, i) => Math.max(w.measure(left(i), { width: half - 12 }), w.measure(right(i), { width: half - 12 })) + 8,
  );
  const head = () => {
    w.place(MATCHING_COLUMNS[0], w.left, w.y, { width: half, bold: true, size: 11 });
    w.place(MATCHING_COLUMNS[1], w.left + half, w.y, { width: half, bold: true, size: 11 });
    w.y += 18;
  };
  // Split by rows, never kept whole: a whole table that missed the rest of page 1 left it empty under the
  // header. Only the column heads and the first row are kept together; the heads repeat on each new page.
  w.ensure(18 + (rowH[0] ?? 0));
  head();
  for (let i = 0; i < n; i++) {
    if (breaksBefore(w, rowH, i)) {
      w.newPage();
      head();
    }
    const y = w.y;
    w.place(left(i), w.left, y, { width: half - 12, wrap: true, size: 11 });
    w.place(right(i), w.left + half, y, { width: half - 12, wrap: true, size: 11 });
    w.y = y + rowH[i];
  }
  w.y += 6;
}

function drawWordBank(w: PdfWriter, words: string[]): void {
  const text = words.join(`    ${WORD_BANK_SEPARATOR}    `);
  const h = w.measure(text, { width: w.width - 20 }) + 34;
  w.ensure(h);
  const top = w.y;
  w.y += 8;
  w.text(WORD_BANK_TITLE, { bold: true, align: 'center', gap: 4 });
  w.text(text, { align: 'center', indent: 10, width: w.width - 20 });
  w.box(w.left, top, w.width, h - 8);
  w.y = top + h;
}

export function drawBlock(w: PdfWriter, block: Block, diagrams: DiagramImages): void {
  switch (block.type) {
    case 'question':
      return drawQuestion(w, block);
    case 'paragraph':
      w.ensure(Math.min(w.measure(block.text), 60));
      return w.text(block.text, { gap: 8 });
    case 'list':
      block.items.forEach((item, i) => {
        w.ensure(w.measure(item, { indent: 30 }));
        w.place(listMarker(block.ordered, i), w.left + 12, w.y, { width: 18, size: 11 });
        w.text(item, { indent: 30, gap: 3 });
      });
      w.y += 6;
      return;
    case 'word_bank':
      return drawWordBank(w, block.words);
    case 'vocabulary':
      return drawTable(w, tableOptions(block));
    case 'table':
      if (block.caption) {
        w.ensure(80);
        w.text(block.caption, { bold: true, gap: 4 });
      }
      return drawTable(w, tableOptions(block));
    case 'matching':
      return drawMatching(w, block);
    case 'writing_space':
      w.ensure(block.lines * LINE_GAP + (block.label ? 24 : 8));
      if (block.label) w.text(block.label, { bold: true, gap: 2 });
      return w.writingLines(block.lines, 0);
    case 'diagram':
      return drawDiagram(w, block, diagrams);
    case 'word_search':
      return drawWordSearch(w, block, 'student');
    case 'crossword':
      return drawCrossword(w, block, 'student');
  }
}
