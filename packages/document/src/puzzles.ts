// Puzzle geometry, once: the crossword grid with its numbered squares, the clue lists, the cells of a
// word-search solution and how the key says where each word lies.
import type { BlockOf } from './schema';

type Crossword = BlockOf<'crossword'>;
type WordSearch = BlockOf<'word_search'>;

export interface CrosswordCell {
  letter: string;
  number?: number;
}

/** The crossword as a grid: null for blocked squares, numbered starting squares, the solution letters. */
export function crosswordGrid(block: Crossword): Array<Array<CrosswordCell | null>> {
  const grid: Array<Array<CrosswordCell | null>> = Array.from({ length: block.rows }, () =>
    Array.from({ length: block.cols }, () => null),
  );
  for (const e of block.entries) {
    const [dr, dc] = e.direction === 'across' ? [0, 1] : [1, 0];
    [...e.answer.toUpperCase()].forEach((ch, k) => {
      const r = e.row + dr * k;
      const c = e.col + dc * k;
      if (r >= block.rows || c >= block.cols) return;
      grid[r][c] = grid[r][c] ?? { letter: ch };
    });
    const start = grid[e.row]?.[e.col];
    if (start) start.number = e.number;
  }
  return grid;
}

export const CLUE_HEADINGS = { across: 'Across', down: 'Down' } as const;

export function crosswordClues(block: Crossword, direction: 'across' | 'down'): Crossword['entries'] {
  return block.entries.filter((e) => e.direction === direction).sort((a, b) => a.number - b.number);
}

/** A multi-word answer's word lengths at the end of its clue ("… of dreams (8, 7)"). */
const WORD_LENGTHS = /\(\d+(?:,\s*\d+)+\)$/;

/**
 * "3. Green pigment (11)": the clue with the answer's length. A clue that already gives the word
 * lengths of a multi-word answer keeps them alone: "(8, 7) (15)" says the same thing twice.
 */
export function clueText(e: Crossword['entries'][number]): string {
  return WORD_LENGTHS.test(e.clue.trim())
    ? `${e.number}. ${e.clue.trim()}`
    : `${e.number}. ${e.clue} (${[...e.answer].length})`;
}

export function clueKeyText(e: Crossword['entries'][number]): string {
  return `${clueText(e)} — ${e.answer.toUpperCase()}`;
}

/** Cells ("r,c") covered by the word-search solution. */
export function wordSearchCells(block: WordSearch): Set<string> {
  const cells = new Set<string>();
  for (const p of block.placements) {
    for (let k = 0; k < p.word.length; k++) cells.add(`${p.row + p.dr * k},${p.col + p.dc * k}`);
  }
  return cells;
}

export const FIND_WORDS = 'Find these words:';
export const HIDDEN_WORDS = 'Hidden words (highlighted above):';
export const WHERE_WORDS = 'Where each word is:';

/** The word list as printed: alphabetical, so the list gives no hint of where a word lies. */
export function wordSearchWords(block: WordSearch): string[] {
  return [...block.words].sort();
}

const DIRECTIONS: Record<string, string> = {
  '0,1': 'across (left to right)',
  '0,-1': 'backwards (right to left)',
  '1,0': 'down',
  '-1,0': 'up',
  '1,1': 'diagonally down and right',
  '1,-1': 'diagonally down and left',
  '-1,1': 'diagonally up and right',
  '-1,-1': 'diagonally up and left',
};

export function placementText(p: { word: string; row: number; col: number; dr: number; dc: number }): string {
  const dir = DIRECTIONS[`${p.dr},${p.dc}`] ?? 'in the grid';
  return `${p.word}: starts at row ${p.row + 1}, column ${p.col + 1}, ${dir}`;
}
