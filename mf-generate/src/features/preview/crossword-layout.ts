import type { Block } from '@lessonloom/contracts';

type Crossword = Extract<Block, { type: 'crossword' }>;

export interface CrosswordCell {
  letter: string;
  number?: number;
}

/** The grid of a crossword from its entries: null is a black square, numbers sit on starting cells. */
export function crosswordLayout(block: Crossword): Array<Array<CrosswordCell | null>> {
  const grid: Array<Array<CrosswordCell | null>> = Array.from({ length: block.rows }, () =>
    Array.from({ length: block.cols }, () => null),
  );
  for (const entry of block.entries) {
    const [dr, dc] = entry.direction === 'across' ? [0, 1] : [1, 0];
    [...entry.answer.toUpperCase()].forEach((letter, k) => {
      const row = grid[entry.row + dr * k];
      if (!row || entry.col + dc * k >= block.cols) return;
      const cell = row[entry.col + dc * k] ?? { letter };
      if (k === 0) cell.number = entry.number;
      row[entry.col + dc * k] = cell;
    });
  }
  return grid;
}

/** Cells of a word search covered by the solution, as "row,col" keys. */
export function wordSearchSolution(block: Extract<Block, { type: 'word_search' }>): Set<string> {
  const cells = new Set<string>();
  for (const p of block.placements)
    for (let k = 0; k < p.word.length; k++) cells.add(`${p.row + p.dr * k},${p.col + p.dc * k}`);
  return cells;
}

const DIRECTION_NAMES: Record<string, string> = {
  '0,1': 'right',
  '0,-1': 'left',
  '1,0': 'down',
  '-1,0': 'up',
  '1,1': 'down-right',
  '-1,-1': 'up-left',
  '1,-1': 'down-left',
  '-1,1': 'up-right',
};

export const directionName = (dr: number, dc: number): string => DIRECTION_NAMES[`${dr},${dc}`] ?? `${dr},${dc}`;
