// Word search and crossword drawn as real grids; the answer key highlights each hidden word along its
// line and fills in the crossword.
import type { Block } from '@lessonloom/contracts';
import {
  CLUE_HEADINGS,
  FIND_WORDS,
  HIDDEN_WORDS,
  clueKeyText,
  clueText,
  crosswordClues,
  crosswordGrid,
  wordSearchWords,
} from '@lessonloom/document';
import type { PdfWriter } from './rendering.pdf-writer';
import type { Variant } from './rendering.types';

type WordSearch = Extract<Block, { type: 'word_search' }>;
type Crossword = Extract<Block, { type: 'crossword' }>;

/**
 * Square size for a puzzle grid: as large as `max` allows, shrunk (not below `min`) so the grid and the
 * start of what follows it (`after` points) fit in the room left on this page. A grid too tall even at
 * `min` starts on the next page at full size. So a puzzle begins right under the header on page 1.
 */
function fitCell(w: PdfWriter, rows: number, max: number, min: number, after: number): number {
  const room = (w.bottom - w.y - 18 - after) / rows;
  if (room >= max) return max;
  if (room >= min) return room;
  w.ensure(max * rows + 18 + after);
  return Math.max(min, Math.min(max, (w.bottom - w.y - 18 - after) / rows));
}

export function drawWordSearch(w: PdfWriter, block: WordSearch, variant: Variant): void {
  const rows = block.grid.length;
  const cols = Math.max(...block.grid.map((r) => r.length));
  const words = wordSearchWords(block);
  const perRow = 4;
  const listH = Math.ceil(words.length / perRow) * 18 + 24;
  const cell = fitCell(w, rows, Math.min(28, w.width / cols), 18, listH);
  const gridW = cell * cols;
  const x0 = w.left + (w.width - gridW) / 2;
  const y0 = w.y + 4;
  if (variant === 'answer_key') {
    // A translucent stroke along each word, like a highlighter across the letters.
    w.pdf
      .save()
      .lineCap('round')
      .lineWidth(cell * 0.72)
      .strokeColor('#F2B705')
      .strokeOpacity(0.45);
    for (const p of block.placements) {
      const end = p.word.length - 1;
      w.pdf
        .moveTo(x0 + (p.col + 0.5) * cell, y0 + (p.row + 0.5) * cell)
        .lineTo(x0 + (p.col + p.dc * end + 0.5) * cell, y0 + (p.row + p.dr * end + 0.5) * cell)
        .stroke();
    }
    w.pdf.restore();
  }
  w.box(x0, y0, gridW, cell * rows);
  block.grid.forEach((row, r) =>
    row.forEach((ch, c) =>
      w.place(ch, x0 + c * cell, y0 + r * cell + (cell - 13) / 2, {
        width: cell,
        align: 'center',
        size: Math.min(13, cell * 0.55),
      }),
    ),
  );
  w.y = y0 + cell * rows + 14;
  w.text(variant === 'answer_key' ? HIDDEN_WORDS : FIND_WORDS, { bold: true, gap: 4 });
  const colW = w.width / perRow;
  for (let i = 0; i < words.length; i += perRow) {
    const y = w.y;
    words.slice(i, i + perRow).forEach((word, k) => w.place(word, w.left + k * colW, y, { width: colW - 6, size: 11 }));
    w.y = y + 18;
  }
  w.y += 6;
}

export function drawCrossword(w: PdfWriter, block: Crossword, variant: Variant): void {
  const cells = crosswordGrid(block);
  // Room under the grid for the "Across" heading and its first clues, so they start on the same page.
  const size = fitCell(w, block.rows, Math.min(32, w.width / block.cols), 20, 60);
  const x0 = w.left + (w.width - size * block.cols) / 2;
  const y0 = w.y + 4;
  cells.forEach((row, r) =>
    row.forEach((cell, c) => {
      const x = x0 + c * size;
      const y = y0 + r * size;
      w.box(x, y, size, size, cell ? undefined : '#222222');
      if (!cell) return;
      if (cell.number) w.place(String(cell.number), x + 2, y + 1.5, { width: size - 3, size: 6.5 });
      if (variant === 'answer_key')
        w.place(cell.letter, x, y + size * 0.3, { width: size, align: 'center', size: size * 0.45, bold: true });
    }),
  );
  w.y = y0 + size * block.rows + 14;
  for (const dir of ['across', 'down'] as const) {
    const clues = crosswordClues(block, dir);
    if (!clues.length) continue;
    w.ensure(40);
    w.text(CLUE_HEADINGS[dir], { bold: true, size: 12, gap: 4 });
    for (const e of clues) {
      const text = variant === 'answer_key' ? clueKeyText(e) : clueText(e);
      w.ensure(w.measure(text, { indent: 14 }));
      w.text(text, { indent: 14, gap: 3 });
    }
    w.y += 6;
  }
}
