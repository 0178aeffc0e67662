import type { Difficulty } from '@lessonloom/contracts';
import { createRng, pick, shuffle, type Rng } from '../random';
import { fillerAlphabet, letters } from './puzzle-words';

export interface Placement {
  word: string;
  row: number;
  col: number;
  dr: number;
  dc: number;
}
export interface WordSearch {
  grid: string[][];
  words: string[];
  placements: Placement[];
}

type Dir = readonly [number, number];
const FORWARD: Dir[] = [
  [0, 1],
  [1, 0],
];
const DIAGONAL: Dir[] = [
  [1, 1],
  [-1, 1],
];
const BACKWARD: Dir[] = [
  [0, -1],
  [-1, 0],
  [-1, -1],
  [1, -1],
];

/** Easy puzzles read only left-to-right and top-to-bottom; harder ones add diagonals, then backwards words. */
export const WORD_SEARCH_DIRECTIONS: Record<Difficulty, readonly Dir[]> = {
  easy: FORWARD,
  medium: [...FORWARD, ...DIAGONAL],
  mixed: [...FORWARD, ...DIAGONAL, [0, -1]],
  hard: [...FORWARD, ...DIAGONAL, ...BACKWARD],
};

const MAX_SIDE = 32;

export function buildWordSearch(words: readonly string[], difficulty: Difficulty, seed: string): WordSearch {
  const unique = [...new Set(words)];
  const longest = Math.max(...unique.map((w) => letters(w).length));
  const total = unique.reduce((n, w) => n + letters(w).length, 0);
  const dirs = WORD_SEARCH_DIRECTIONS[difficulty];
  let side = Math.max(longest, Math.ceil(Math.sqrt(total * 1.8)), 8);
  const rng = createRng(seed);
  for (; side <= Math.max(MAX_SIDE, longest); side++) {
    for (let attempt = 0; attempt < 6; attempt++) {
      const built = tryPlaceAll(unique, side, dirs, rng);
      if (built) return { grid: fill(built.cells, unique, rng), words: unique, placements: built.placements };
    }
  }
  throw new Error(`Could not fit ${unique.length} words into a ${MAX_SIDE}x${MAX_SIDE} word search`);
}

function tryPlaceAll(words: string[], side: number, dirs: readonly Dir[], rng: Rng) {
  const cells: (string | null)[][] = Array.from({ length: side }, () => Array<string | null>(side).fill(null));
  const placements: Placement[] = [];
  const order = shuffle(rng, words).sort((a, b) => letters(b).length - letters(a).length);
  for (const word of order) {
    const spots = candidateSpots(cells, letters(word), dirs);
    if (!spots.length) return null;
    // Prefer spots that share letters with placed words: denser grids are harder to solve by elimination.
    const best = Math.max(...spots.map((s) => s.overlap));
    const spot = pick(
      rng,
      spots.filter((s) => s.overlap === best || rng() < 0.5),
    );
    letters(word).forEach((ch, i) => (cells[spot.row + i * spot.dr][spot.col + i * spot.dc] = ch));
    placements.push({ word, row: spot.row, col: spot.col, dr: spot.dr, dc: spot.dc });
  }
  placements.sort((a, b) => words.indexOf(a.word) - words.indexOf(b.word));
  return { cells, placements };
}

function candidateSpots(cells: (string | null)[][], word: string[], dirs: readonly Dir[]) {
  const side = cells.length;
  const spots: Array<{ row: number; col: number; dr: number; dc: number; overlap: number }> = [];
  for (const [dr, dc] of dirs) {
    for (let row = 0; row < side; row++) {
      for (let col = 0; col < side; col++) {
        const endR = row + dr * (word.length - 1);
        const endC = col + dc * (word.length - 1);
        if (endR < 0 || endR >= side || endC < 0 || endC >= side) continue;
        let overlap = 0;
        let ok = true;
        for (let i = 0; i < word.length && ok; i++) {
          const cell = cells[row + i * dr][col + i * dc];
          if (cell === null) continue;
          if (cell === word[i]) overlap++;
          else ok = false;
        }
        // Full overlap would hide the word inside another one.
        if (ok && overlap < word.length) spots.push({ row, col, dr, dc, overlap });
      }
    }
  }
  return spots;
}

function fill(cells: (string | null)[][], words: string[], rng: Rng): string[][] {
  const alphabet = fillerAlphabet(words);
  return cells.map((row) => row.map((c) => c ?? pick(rng, alphabet)));
}

/** Reads a placement back off the grid: the solvability check and the tests use it. */
export function readPlacement(grid: string[][], p: Placement, length: number): string | null {
  let out = '';
  for (let i = 0; i < length; i++) {
    const ch = grid[p.row + i * p.dr]?.[p.col + i * p.dc];
    if (ch === undefined) return null;
    out += ch;
  }
  return out;
}
