import { createRng, shuffle, type Rng } from '../random';
import { letters } from './puzzle-words';

export interface CrosswordWord {
  answer: string;
  clue: string;
}
export interface CrosswordEntry extends CrosswordWord {
  number: number;
  direction: 'across' | 'down';
  row: number;
  col: number;
}
export interface Crossword {
  rows: number;
  cols: number;
  entries: CrosswordEntry[];
}

interface Placed extends CrosswordWord {
  row: number;
  col: number;
  across: boolean;
}
type Grid = Map<string, { ch: string; across: boolean; down: boolean }>;
interface Box {
  r0: number;
  r1: number;
  c0: number;
  c1: number;
}
const key = (r: number, c: number) => `${r},${c}`;

/**
 * Lays out `target` of the candidate words as one connected crossword. Several seeded attempts with
 * different orders; the one that links the most words (then the smallest area) wins. Returns fewer
 * than `target` entries only when the words cannot be linked; the caller reports that.
 */
export function buildCrossword(candidates: readonly CrosswordWord[], target: number, seed: string): Crossword {
  const rng = createRng(seed);
  let best: Placed[] = [];
  let bestArea = Infinity;
  for (let attempt = 0; attempt < 24; attempt++) {
    const order = attempt === 0 ? byLength(candidates) : byLength(shuffle(rng, candidates), rng);
    const placed = layout(order, target, rng);
    const area = boxArea(placed);
    if (placed.length > best.length || (placed.length === best.length && area < bestArea))
      [best, bestArea] = [placed, area];
    if (best.length >= target && attempt >= 2) break;
  }
  return number(best);
}

function byLength(words: readonly CrosswordWord[], rng?: Rng): CrosswordWord[] {
  const jitter = new Map(words.map((w) => [w, rng ? rng() : 0]));
  return words
    .slice()
    .sort((a, b) => letters(b.answer).length - letters(a.answer).length || jitter.get(a)! - jitter.get(b)!);
}

function layout(order: CrosswordWord[], target: number, rng: Rng): Placed[] {
  const grid: Grid = new Map();
  const placed: Placed[] = [];
  const box: Box = { r0: 0, r1: 0, c0: 0, c1: 0 };
  let pending = order.slice();
  put(grid, placed, box, { ...pending.shift()!, row: 0, col: 0, across: true });
  // Words that find no crossing yet may fit once others are down, so retry until nothing changes.
  for (let changed = true; changed && placed.length < target;) {
    changed = false;
    const rest: CrosswordWord[] = [];
    for (const word of pending) {
      if (placed.length >= target) break;
      const spot = bestSpot(grid, box, word, rng);
      if (spot) {
        put(grid, placed, box, { ...word, ...spot });
        changed = true;
      } else rest.push(word);
    }
    pending = rest;
  }
  return placed;
}

function put(grid: Grid, placed: Placed[], box: Box, p: Placed) {
  letters(p.answer).forEach((ch, i) => {
    const [r, c] = [p.row + (p.across ? 0 : i), p.col + (p.across ? i : 0)];
    [box.r0, box.r1, box.c0, box.c1] = [
      Math.min(box.r0, r),
      Math.max(box.r1, r),
      Math.min(box.c0, c),
      Math.max(box.c1, c),
    ];
    const k = key(r, c);
    const cell = grid.get(k) ?? { ch, across: false, down: false };
    if (p.across) cell.across = true;
    else cell.down = true;
    grid.set(k, cell);
  });
  placed.push(p);
}

function bestSpot(grid: Grid, box: Box, word: CrosswordWord, rng: Rng) {
  const w = letters(word.answer);
  let best: { row: number; col: number; across: boolean; score: number } | null = null;
  for (const [k, cell] of grid) {
    const [r, c] = k.split(',').map(Number);
    for (let i = 0; i < w.length; i++) {
      if (w[i] !== cell.ch) continue;
      for (const across of [true, false]) {
        const row = across ? r : r - i;
        const col = across ? c - i : c;
        const crossings = fits(grid, w, row, col, across);
        if (crossings > 0) {
          const score = crossings * 10 - spread(box, w.length, row, col, across) + rng();
          if (!best || score > best.score) best = { row, col, across, score };
        }
      }
    }
  }
  return best;
}

/** Number of crossings if the word fits there, 0 if it does not fit. */
function fits(grid: Grid, w: string[], row: number, col: number, across: boolean): number {
  const dr = across ? 0 : 1;
  const dc = across ? 1 : 0;
  if (grid.has(key(row - dr, col - dc)) || grid.has(key(row + dr * w.length, col + dc * w.length))) return 0;
  let crossings = 0;
  for (let i = 0; i < w.length; i++) {
    const r = row + dr * i;
    const c = col + dc * i;
    const cell = grid.get(key(r, c));
    if (cell) {
      if (cell.ch !== w[i] || (across ? cell.across : cell.down)) return 0;
      crossings++;
    } else if (grid.has(key(r + dc, c + dr)) || grid.has(key(r - dc, c - dr))) {
      return 0; // a new letter touching a neighbour side-on would spell a word nobody clued
    }
  }
  return crossings;
}

/** Height plus width of the grid with the word added: smaller keeps the puzzle compact. */
function spread(box: Box, length: number, row: number, col: number, across: boolean): number {
  const r1 = Math.max(box.r1, row + (across ? 0 : length - 1));
  const c1 = Math.max(box.c1, col + (across ? length - 1 : 0));
  return r1 - Math.min(box.r0, row) + 1 + (c1 - Math.min(box.c0, col) + 1);
}

function boxArea(placed: Placed[]): number {
  const b = bounds(placed);
  return (b.r1 - b.r0 + 1) * (b.c1 - b.c0 + 1);
}

function bounds(placed: Placed[]) {
  let [r0, r1, c0, c1] = [Infinity, -Infinity, Infinity, -Infinity];
  for (const p of placed) {
    const n = letters(p.answer).length - 1;
    [r0, c0] = [Math.min(r0, p.row), Math.min(c0, p.col)];
    [r1, c1] = [Math.max(r1, p.row + (p.across ? 0 : n)), Math.max(c1, p.col + (p.across ? n : 0))];
  }
  return { r0, r1, c0, c1 };
}

/** Shifts to 0-based coordinates and numbers start cells in reading order, as printed crosswords do. */
function number(placed: Placed[]): Crossword {
  if (!placed.length) return { rows: 0, cols: 0, entries: [] };
  const b = bounds(placed);
  const shifted = placed.map((p) => ({ ...p, row: p.row - b.r0, col: p.col - b.c0 }));
  const starts = [...new Set(shifted.map((p) => key(p.row, p.col)))]
    .map((k) => k.split(',').map(Number))
    .sort((a, b2) => a[0] - b2[0] || a[1] - b2[1]);
  const numbers = new Map(starts.map(([r, c], i) => [key(r, c), i + 1]));
  const entries = shifted
    .map((p) => ({
      number: numbers.get(key(p.row, p.col))!,
      direction: (p.across ? 'across' : 'down') as 'across' | 'down',
      clue: p.clue,
      answer: p.answer,
      row: p.row,
      col: p.col,
    }))
    .sort((a, c) => (a.direction === c.direction ? a.number - c.number : a.direction === 'across' ? -1 : 1));
  return { rows: b.r1 - b.r0 + 1, cols: b.c1 - b.c0 + 1, entries };
}
