// Building blocks for the DOCX renderer. Word cannot embed fonts, so we name Calibri (every Office install
// has it, and it covers Latin, Greek and Cyrillic); Word substitutes per character where needed.
import {
  AlignmentType,
  BorderStyle,
  HeightRule,
  LeaderType,
  Paragraph,
  ShadingType,
  Tab,
  TabStopType,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  TextRun,
  WidthType,
  type IParagraphOptions,
  type IRunOptions,
} from 'docx';

import { WORK_BOX_LABEL } from '@lessonloom/document';

export const FONT = 'Calibri';
/** US Letter with 0.75" margins, in twips. */
export const PAGE = { width: 12240, height: 15840, margin: 1080 };
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
/** Printable width in CSS pixels (96 dpi), what ImageRun's transformation is measured in. */
export const CONTENT_WIDTH_PX = (CONTENT_WIDTH / 1440) * 96;
export const LINE_TWIPS = 480;
/** Hanging indent of a question's number (room for "50." in bold). */
export const NUM_INDENT = 500;
export const GREY = '666666';
export const SHADE = 'E7E6E6';

export function run(text: string, opts: Omit<IRunOptions, 'text'> = {}): TextRun {
  return new TextRun({ text, ...opts });
}

export function para(children: TextRun[] | string, opts: Omit<IParagraphOptions, 'children' | 'text'> = {}): Paragraph {
  const kids = typeof children === 'string' ? [run(children)] : children;
  return new Paragraph({ spacing: { after: 80 }, ...opts, children: kids });
}

/** One ruled writing line: a right tab with an underscore leader draws a rule the full width. */
export function writingLine(indent = NUM_INDENT, keepNext = false): Paragraph {
  return new Paragraph({
    keepNext,
    keepLines: true,
    indent: { left: indent },
    // Space above a normal-height line rather than an exact line height: LibreOffice squeezes exact
    // heights on tab-only paragraphs, and this gives ~24 pt between rules in Word and LibreOffice alike.
    spacing: { before: LINE_TWIPS - 260, after: 0 },
    tabStops: [{ type: TabStopType.RIGHT, position: CONTENT_WIDTH, leader: LeaderType.UNDERSCORE }],
    children: [new TextRun({ font: FONT, children: [new Tab()] })],
  });
}

/** `keepWithNext`: the last line stays with what follows too (the whole item keeps with the next one). */
export function writingLines(count: number, indent = NUM_INDENT, keepWithNext = false): Paragraph[] {
  return Array.from({ length: count }, (_, i) => writingLine(indent, keepWithNext || i < count - 1));
}

const LINE = { style: BorderStyle.SINGLE, size: 6, color: '000000' } as const;
const NONE = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' } as const;
const BOX_LINE = { ...LINE, space: 4 } as const;
export const BORDERS = { top: LINE, bottom: LINE, left: LINE, right: LINE };
export const NO_BORDERS = {
  top: NONE,
  bottom: NONE,
  left: NONE,
  right: NONE,
  insideHorizontal: NONE,
  insideVertical: NONE,
};

/**
 * An empty box to work a problem in, kept on one page: one bordered paragraph (the label, then blank
 * lines), not a table, so "keep with next" binds it to the next question in Word and LibreOffice alike.
 */
export function workBox(lines: number, label = WORK_BOX_LABEL, keepNext = false): Paragraph {
  const blank = Array.from({ length: Math.max(1, lines - 1) }, () => new TextRun({ text: '', break: 1 }));
  return new Paragraph({
    keepNext,
    keepLines: true,
    indent: { left: NUM_INDENT + 80, right: 80 },
    border: { top: BOX_LINE, bottom: BOX_LINE, left: BOX_LINE, right: BOX_LINE },
    spacing: { before: 80, after: 120, line: LINE_TWIPS, lineRule: 'atLeast' },
    children: [run(label, { color: GREY, size: 18, italics: true }), ...blank],
  });
}

export interface GridOptions {
  columns: string[];
  rows: string[][];
  widths?: number[];
  /** Rows whose cells are all empty get this much room to write in (twips). */
  emptyRowHeight?: number;
  borders?: boolean;
  header?: boolean;
}

/** A real table: header row shaded and repeated on each page, rows never split across pages. */
export function dataTable(opts: GridOptions): Table {
  const count = Math.max(opts.columns.length, ...opts.rows.map((r) => r.length));
  const widths = opts.widths ?? Array.from({ length: count }, () => Math.floor(CONTENT_WIDTH / count));
  const borders = opts.borders === false ? NO_BORDERS : BORDERS;
  const cell = (text: string, i: number, head: boolean) =>
    new TableCell({
      borders: opts.borders === false ? undefined : BORDERS,
      width: { size: widths[i], type: WidthType.DXA },
      shading: head ? { type: ShadingType.CLEAR, fill: SHADE, color: 'auto' } : undefined,
      margins: { top: 60, bottom: 60, left: 100, right: 100 },
      // A cell's line breaks (a question, then its lettered options) are paragraphs in Word, as in the PDF.
      children: text.split('\n').map((line) => para([run(line, { bold: head })], { spacing: { after: 0 } })),
    });
  const rows: TableRow[] = [];
  if (opts.header !== false) {
    rows.push(
      new TableRow({ tableHeader: true, cantSplit: true, children: opts.columns.map((c, i) => cell(c, i, true)) }),
    );
  }
  for (const r of opts.rows) {
    const padded = Array.from({ length: count }, (_, i) => r[i] ?? '');
    const blank = padded.slice(1).every((t) => !t.trim());
    rows.push(
      new TableRow({
        cantSplit: true,
        height: blank && opts.emptyRowHeight ? { value: opts.emptyRowHeight, rule: HeightRule.ATLEAST } : undefined,
        children: padded.map((t, i) => cell(t, i, false)),
      }),
    );
  }
  return new Table({
    width: { size: CONTENT_WIDTH, type: WidthType.DXA },
    columnWidths: widths,
    layout: TableLayoutType.FIXED,
    borders: opts.borders === false ? borders : undefined,
    rows,
  });
}

export function caption(text: string): Paragraph {
  return para([run(text, { italics: true, color: GREY, size: 20 })], {
    alignment: AlignmentType.CENTER,
    spacing: { before: 60, after: 160 },
  });
}

export function spacer(after = 120): Paragraph {
  return new Paragraph({ spacing: { after }, children: [] });
}
