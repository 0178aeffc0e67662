import type { Block } from '@lessonloom/contracts';
import { seeded } from './fixture-builders';

const DIRS: Array<[number, number]> = [
  [0, 1],
  [1, 0],
  [1, 1],
  [-1, 1],
  [0, -1],
  [1, -1],
];

/** A small seeded word search, good enough to exercise the renderers (the real builder lives in content/). */
export function wordSearch(words: string[], size = 12, seed = 7): Extract<Block, { type: 'word_search' }> {
  const rnd = seeded(seed);
  const grid: string[][] = Array.from({ length: size }, () => Array.from({ length: size }, () => ''));
  const placements: Array<{ word: string; row: number; col: number; dr: number; dc: number }> = [];
  for (const raw of words) {
    const word = raw.toUpperCase().replace(/[^A-Z]/g, '');
    for (let attempt = 0; attempt < 500; attempt++) {
      const [dr, dc] = DIRS[Math.floor(rnd() * DIRS.length)];
      const row = Math.floor(rnd() * size);
      const col = Math.floor(rnd() * size);
      const endR = row + dr * (word.length - 1);
      const endC = col + dc * (word.length - 1);
      if (endR < 0 || endR >= size || endC < 0 || endC >= size) continue;
      const fits = [...word].every((ch, k) => [ch, ''].includes(grid[row + dr * k][col + dc * k]));
      if (!fits) continue;
      [...word].forEach((ch, k) => (grid[row + dr * k][col + dc * k] = ch));
      placements.push({ word, row, col, dr, dc });
      break;
    }
  }
  const filled = grid.map((r) => r.map((ch) => ch || String.fromCharCode(65 + Math.floor(rnd() * 26))));
  return { type: 'word_search', grid: filled, words: placements.map((p) => p.word), placements };
}

/** A hand-checked 7x5 crossword: PLANT/POLLEN share P, LEMON crosses POLLEN and TRUNK, MOSS hangs off LEMON. */
export function crossword(): Extract<Block, { type: 'crossword' }> {
  return {
    type: 'crossword',
    rows: 7,
    cols: 5,
    entries: [
      {
        number: 1,
        direction: 'across',
        clue: 'A living thing that makes its own food from sunlight',
        answer: 'PLANT',
        row: 0,
        col: 0,
      },
      {
        number: 1,
        direction: 'down',
        clue: 'Yellow powder that flowers share (bees carry it)',
        answer: 'POLLEN',
        row: 0,
        col: 0,
      },
      { number: 2, direction: 'down', clue: 'The woody main stem of a tree', answer: 'TRUNK', row: 0, col: 4 },
      { number: 3, direction: 'across', clue: 'A sour yellow citrus fruit', answer: 'LEMON', row: 3, col: 0 },
      { number: 4, direction: 'down', clue: 'A soft green plant with no true roots', answer: 'MOSS', row: 3, col: 2 },
    ],
  };
}
