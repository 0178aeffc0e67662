// Real tables in the PDF: split by rows with the shaded header repeated after a page break (a row itself is
// never split), empty rows left tall enough to write in (graphic organisers), column widths following the content.
import { TABLE_SIZE as SIZE } from '@lessonloom/document';
import type { PdfWriter } from './rendering.pdf-writer';

const PAD = 5;

export interface PdfTableOptions {
  columns: string[];
  rows: string[][];
  weights?: number[];
  emptyRowHeight?: number;
  header?: boolean;
  borders?: boolean;
}

/** Each column gets at least its longest word (no word broken mid-way), the rest shared by content length. */
function widths(w: PdfWriter, opts: PdfTableOptions, count: number): number[] {
  const columnText = (i: number) => [opts.columns[i] ?? '', ...opts.rows.map((r) => r[i] ?? '')];
  const weights =
    opts.weights ??
    Array.from({ length: count }, (_, i) => Math.min(40, Math.max(6, ...columnText(i).map((t) => t.length))));
  const minimum = Array.from({ length: count }, (_, i) => {
    const words = columnText(i).flatMap((t) => t.split(/\s+/));
    w.pdf.font('bold').fontSize(SIZE);
    return Math.max(24, ...words.map((word) => w.pdf.widthOfString(word))) + 2 * PAD + 1;
  });
  const total = weights.reduce((a, b) => a + b, 0);
  const base = minimum.reduce((a, b) => a + b, 0);
  if (base >= w.width) return minimum.map((m) => (m * w.width) / base);
  const spare = w.width - base;
  // Share the spare width so columns end up as close to their content weights as possible.
  const wanted = weights.map((x, i) => Math.max(0, (w.width * x) / total - minimum[i]));
  const wantedTotal = wanted.reduce((a, b) => a + b, 0) || 1;
  return minimum.map((m, i) => m + (spare * wanted[i]) / wantedTotal);
}

export function tableHeight(w: PdfWriter, cells: string[], cols: number[], bold: boolean, min = 0): number {
  const h = Math.max(...cells.map((t, i) => (t ? w.measure(t, { size: SIZE, bold, width: cols[i] - 2 * PAD }) : 0)));
  return Math.max(min, h + 2 * PAD);
}

function drawRow(w: PdfWriter, cells: string[], cols: number[], height: number, head: boolean, borders: boolean): void {
  let x = w.left;
  const y = w.y;
  cells.forEach((t, i) => {
    if (borders) w.box(x, y, cols[i], height, head ? '#E7E6E6' : undefined);
    if (t) w.place(t, x + PAD, y + PAD, { width: cols[i] - 2 * PAD, size: SIZE, bold: head, wrap: true });
    x += cols[i];
  });
  w.y = y + height;
}

/**
 * Whether row `i` starts a new page: it does not fit, or it is the second-to-last row and the last one
 * would be left alone on the next page (a table never ends with one widowed row).
 */
export function breaksBefore(w: PdfWriter, rowH: number[], i: number): boolean {
  if (w.y + rowH[i] > w.bottom) return true;
  const last = rowH.length - 1;
  return i === last - 1 && i > 0 && w.y + rowH[i] + rowH[last] > w.bottom;
}

interface TableLayout {
  cols: number[];
  head: string[] | null;
  headH: number;
  rowH: number[];
  pad(r: string[]): string[];
}

function layOutTable(w: PdfWriter, opts: PdfTableOptions): TableLayout {
  const count = Math.max(opts.columns.length, ...opts.rows.map((r) => r.length));
  const cols = widths(w, opts, count);
  const pad = (r: string[]) => Array.from({ length: count }, (_, i) => r[i] ?? '');
  const head = opts.header !== false ? pad(opts.columns) : null;
  const headH = head ? tableHeight(w, head, cols, true) : 0;
  const rowH = opts.rows.map((r) => {
    const cells = pad(r);
    const blank = cells.slice(1).every((t) => !t.trim());
    return tableHeight(w, cells, cols, false, blank ? (opts.emptyRowHeight ?? 0) : 0);
  });
  return { cols, head, headH, rowH, pad };
}

/** The room a table needs to start on a page: its header and first row, which are kept together. */
export function tableStartHeight(w: PdfWriter, opts: PdfTableOptions): number {
  const { headH, rowH } = layOutTable(w, opts);
  return headH + (rowH[0] ?? 0);
}

export function drawTable(w: PdfWriter, opts: PdfTableOptions): void {
  const { cols, head, headH, rowH, pad } = layOutTable(w, opts);
  const borders = opts.borders !== false;
  w.ensure(headH + (rowH[0] ?? 0));
  if (head) drawRow(w, head, cols, headH, true, borders);
  opts.rows.forEach((r, i) => {
    if (breaksBefore(w, rowH, i)) {
      w.newPage();
      if (head) drawRow(w, head, cols, headH, true, borders);
    }
    drawRow(w, pad(r), cols, rowH[i], false, borders);
  });
  w.y += 10;
}
