// Word search and crossword as real Word tables, with the solution drawn on the grid in the answer key.
import {
  AlignmentType,
  HeightRule,
  ShadingType,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  VerticalAlign,
  WidthType,
  type Paragraph,
} from 'docx';
import type { Block } from '@lessonloom/contracts';
import { BORDERS, CONTENT_WIDTH, dataTable, para, run } from './rendering.docx-primitives';
import {
  CLUE_HEADINGS,
  FIND_WORDS,
  HIDDEN_WORDS,
  clueKeyText,
  clueText,
  crosswordClues,
  crosswordGrid,
  wordSearchCells,
  wordSearchWords,
} from '@lessonloom/document';
import type { Variant } from './rendering.types';

type WordSearch = Extract<Block, { type: 'word_search' }>;
type Crossword = Extract<Block, { type: 'crossword' }>;

function cellSize(cols: number, max: number): number {
  return Math.min(max, Math.floor(CONTENT_WIDTH / cols));
}

function grid(rows: number, cols: number, size: number, cell: (r: number, c: number) => TableCell): Table {
  return new Table({
    alignment: AlignmentType.CENTER,
    layout: TableLayoutType.FIXED,
    width: { size: size * cols, type: WidthType.DXA },
    columnWidths: Array.from({ length: cols }, () => size),
    rows: Array.from(
      { length: rows },
      (_, r) =>
        new TableRow({
          cantSplit: true,
          height: { value: size, rule: HeightRule.EXACT },
          children: Array.from({ length: cols }, (_, c) => cell(r, c)),
        }),
    ),
  });
}

export function wordSearchDocx(block: WordSearch, variant: Variant): Array<Paragraph | Table> {
  const cols = Math.max(...block.grid.map((r) => r.length));
  const size = cellSize(cols, 560);
  const found = variant === 'answer_key' ? wordSearchCells(block) : new Set<string>();
  const table = grid(block.grid.length, cols, size, (r, c) => {
    const hit = found.has(`${r},${c}`);
    return new TableCell({
      borders: BORDERS,
      width: { size, type: WidthType.DXA },
      verticalAlign: VerticalAlign.CENTER,
      margins: { top: 0, bottom: 0, left: 0, right: 0 },
      shading: hit ? { type: ShadingType.CLEAR, fill: 'FFE08A', color: 'auto' } : undefined,
      children: [
        para([run(block.grid[r][c] ?? '', { bold: hit, size: 24 })], {
          alignment: AlignmentType.CENTER,
          spacing: { after: 0 },
        }),
      ],
    });
  });
  const perRow = 4;
  const words = wordSearchWords(block);
  const rows: string[][] = [];
  for (let i = 0; i < words.length; i += perRow) rows.push(words.slice(i, i + perRow).map((w) => w));
  const list = dataTable({
    columns: [],
    rows,
    borders: false,
    header: false,
    widths: Array(perRow).fill(Math.floor(CONTENT_WIDTH / perRow)),
  });
  return [
    table,
    para([run(variant === 'answer_key' ? HIDDEN_WORDS : FIND_WORDS, { bold: true })], {
      spacing: { before: 200, after: 80 },
      keepNext: true,
    }),
    list,
  ];
}

export function crosswordDocx(block: Crossword, variant: Variant): Array<Paragraph | Table> {
  const cells = crosswordGrid(block);
  const size = cellSize(block.cols, 600);
  const table = grid(block.rows, block.cols, size, (r, c) => {
    const cell = cells[r][c];
    const kids = cell
      ? [
          para([run(cell.number ? String(cell.number) : ' ', { size: 14 })], {
            spacing: { after: 0, line: 160, lineRule: 'exact' },
          }),
          para([run(variant === 'answer_key' ? cell.letter : ' ', { size: 24, bold: true })], {
            alignment: AlignmentType.CENTER,
            spacing: { after: 0 },
          }),
        ]
      : [para('', { spacing: { after: 0 } })];
    return new TableCell({
      borders: BORDERS,
      width: { size, type: WidthType.DXA },
      margins: { top: 20, bottom: 0, left: 40, right: 20 },
      shading: cell ? undefined : { type: ShadingType.CLEAR, fill: '000000', color: 'auto' },
      children: kids,
    });
  });
  const out: Array<Paragraph | Table> = [table];
  for (const dir of ['across', 'down'] as const) {
    const clues = crosswordClues(block, dir);
    if (!clues.length) continue;
    out.push(
      para([run(CLUE_HEADINGS[dir], { bold: true, size: 24 })], {
        spacing: { before: 200, after: 60 },
        keepNext: true,
      }),
    );
    for (const e of clues) {
      const text = variant === 'answer_key' ? clueKeyText(e) : clueText(e);
      out.push(para([run(text)], { indent: { left: 360, hanging: 360 }, keepLines: true }));
    }
  }
  return out;
}
