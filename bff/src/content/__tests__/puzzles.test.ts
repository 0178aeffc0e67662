import { DIFFICULTIES, type Difficulty } from '@lessonloom/contracts';
import { crosswordProblems, wordSearchProblems } from '../checks/puzzle.checks';
import { buildCrossword } from '../puzzles/crossword';
import { buildMatching } from '../puzzles/matching';
import { puzzleWord } from '../puzzles/puzzle-words';
import { buildWordSearch, WORD_SEARCH_DIRECTIONS } from '../puzzles/word-search';
import { ACADEMIC_WORDS } from '../offline/academic.words';

const WORDS = [
  'PHOTOSYNTHESIS',
  'CHLOROPHYLL',
  'GLUCOSE',
  'OXYGEN',
  'STOMATA',
  'CARBONDIOXIDE',
  'LEAF',
  'ROOTS',
  'SUNLIGHT',
  'ENERGY',
];

/** Searches the grid from scratch (not via the placements) in the given directions. */
function findAll(grid: string[][], word: string, dirs: readonly (readonly [number, number])[]): number {
  let found = 0;
  for (let r = 0; r < grid.length; r++)
    for (let c = 0; c < grid[0].length; c++)
      for (const [dr, dc] of dirs) {
        let k = 0;
        while (k < word.length && grid[r + dr * k]?.[c + dc * k] === word[k]) k++;
        if (k === word.length) found++;
      }
  return found;
}
const ALL_DIRS = [
  [0, 1],
  [1, 0],
  [1, 1],
  [-1, 1],
  [0, -1],
  [-1, 0],
  [-1, -1],
  [1, -1],
] as const;

describe('word search', () => {
  test.each(DIFFICULTIES)(
    '%s: every word is findable, only in the directions of its difficulty',
    (difficulty: Difficulty) => {
      const ws = buildWordSearch(WORDS, difficulty, 'seed-1');
      expect(new Set(ws.grid.map((r) => r.length))).toEqual(new Set([ws.grid.length]));
      expect(ws.grid.flat().every((ch) => /^[A-Z]$/.test(ch))).toBe(true);
      for (const w of WORDS) expect(findAll(ws.grid, w, WORD_SEARCH_DIRECTIONS[difficulty])).toBeGreaterThanOrEqual(1);
      for (const p of ws.placements) expect(WORD_SEARCH_DIRECTIONS[difficulty]).toContainEqual([p.dr, p.dc]);
      expect(wordSearchProblems({ type: 'word_search', ...ws }, difficulty)).toEqual([]);
    },
  );

  test('easy puzzles never need diagonal or backwards reading', () => {
    const ws = buildWordSearch(WORDS, 'easy', 'seed-2');
    expect(ws.placements.every((p) => (p.dr === 0 && p.dc === 1) || (p.dr === 1 && p.dc === 0))).toBe(true);
    const hard = buildWordSearch(WORDS, 'hard', 'seed-2');
    expect(hard.placements.some((p) => p.dr < 0 || p.dc < 0 || (p.dr !== 0 && p.dc !== 0))).toBe(true);
  });

  test('the same seed gives the same puzzle, another seed another one', () => {
    expect(buildWordSearch(WORDS, 'medium', 'a')).toEqual(buildWordSearch(WORDS, 'medium', 'a'));
    expect(buildWordSearch(WORDS, 'medium', 'a').grid).not.toEqual(buildWordSearch(WORDS, 'medium', 'b').grid);
  });

  test('fifty words fit and stay findable', () => {
    const words = ACADEMIC_WORDS.slice(0, 50).map(([w]) => puzzleWord(w));
    const ws = buildWordSearch(words, 'hard', 'fifty');
    for (const w of words) expect(findAll(ws.grid, w, ALL_DIRS)).toBeGreaterThanOrEqual(1);
  });

  test('a grid cell changed under a word is reported as unsolvable', () => {
    const ws = buildWordSearch(WORDS, 'medium', 'seed-3');
    const p = ws.placements[0];
    const grid = ws.grid.map((r) => r.slice());
    grid[p.row][p.col] = grid[p.row][p.col] === 'Q' ? 'Z' : 'Q';
    expect(wordSearchProblems({ type: 'word_search', ...ws, grid }, 'medium')).toContainEqual(
      expect.stringContaining(`'${p.word}' is not in the grid`),
    );
  });
});

/** Lays the entries on a grid independently and returns the conflicts. */
function layOut(cw: ReturnType<typeof buildCrossword>) {
  const cells = new Map<string, string>();
  const conflicts: string[] = [];
  let crossings = 0;
  for (const e of cw.entries) {
    [...e.answer].forEach((ch, k) => {
      const key = e.direction === 'across' ? `${e.row},${e.col + k}` : `${e.row + k},${e.col}`;
      const prev = cells.get(key);
      if (prev !== undefined) {
        crossings++;
        if (prev !== ch) conflicts.push(key);
      }
      cells.set(key, ch);
    });
  }
  return { conflicts, crossings };
}

describe('crossword', () => {
  const clues = WORDS.map((w) => ({ answer: w, clue: `Clue for ${w.toLowerCase()}` }));

  test('crossings agree, every word is linked and clues are numbered in reading order', () => {
    const cw = buildCrossword(clues, 8, 'x');
    expect(cw.entries).toHaveLength(8);
    const { conflicts, crossings } = layOut(cw);
    expect(conflicts).toEqual([]);
    expect(crossings).toBeGreaterThanOrEqual(7);
    expect(crosswordProblems({ type: 'crossword', ...cw })).toEqual([]);
    const starts = [...new Map(cw.entries.map((e) => [e.number, [e.row, e.col]])).entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([, rc]) => rc);
    const reading = starts.slice().sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    expect(starts).toEqual(reading);
    expect(
      cw.entries.every(
        (e) =>
          e.row + (e.direction === 'down' ? e.answer.length : 1) <= cw.rows &&
          e.col + (e.direction === 'across' ? e.answer.length : 1) <= cw.cols,
      ),
    ).toBe(true);
  });

  test('fifty academic words make one connected crossword', () => {
    const words = ACADEMIC_WORDS.map(([w, m]) => ({ answer: puzzleWord(w), clue: m }));
    const cw = buildCrossword(words, 50, 'fifty');
    expect(cw.entries).toHaveLength(50);
    expect(crosswordProblems({ type: 'crossword', ...cw })).toEqual([]);
  });

  test('words that share no letters cannot be linked, so fewer entries come back', () => {
    const cw = buildCrossword(
      [
        { answer: 'ABC', clue: 'a' },
        { answer: 'XYZ', clue: 'b' },
      ],
      2,
      's',
    );
    expect(cw.entries).toHaveLength(1);
  });

  test('a changed crossing letter is caught', () => {
    const cw = buildCrossword(clues, 6, 'y');
    const broken = {
      type: 'crossword' as const,
      ...cw,
      entries: cw.entries.map((e, i) => (i === 1 ? { ...e, answer: e.answer.replace(/./g, 'Q') } : e)),
    };
    expect(crosswordProblems(broken).join(' ')).toMatch(/crossing word has/);
  });
});

describe('matching and puzzle words', () => {
  test('the right column is a shuffled permutation with a correct key', () => {
    const pairs = ['one', 'two', 'three', 'four', 'five'].map((w, i) => ({ left: w, right: `meaning ${i}` }));
    const m = buildMatching(pairs, 'm');
    expect([...m.answers].sort()).toEqual([0, 1, 2, 3, 4]);
    m.answers.forEach((a, i) => expect(m.right[a]).toBe(`meaning ${i}`));
    expect(m.answers.some((a, i) => a !== i)).toBe(true);
  });

  test('puzzle words are letters only, upper case, accents dropped for Latin script, Greek kept', () => {
    expect(puzzleWord('carbon dioxide')).toBe('CARBONDIOXIDE');
    expect(puzzleWord('Révolution')).toBe('REVOLUTION');
    expect(puzzleWord("by-product's")).toBe('BYPRODUCTS');
    expect(puzzleWord('δημοκρατία')).toBe('ΔΗΜΟΚΡΑΤΊΑ');
  });
});
