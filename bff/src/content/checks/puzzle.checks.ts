import type { Block, Difficulty } from '@lessonloom/contracts';
import { letters } from '../puzzles/puzzle-words';
import { readPlacement, WORD_SEARCH_DIRECTIONS } from '../puzzles/word-search';

type WordSearchBlock = Extract<Block, { type: 'word_search' }>;
type CrosswordBlock = Extract<Block, { type: 'crossword' }>;
type MatchingBlock = Extract<Block, { type: 'matching' }>;

/** Solvable means: every listed word lies in the grid where the solution says, in a direction this difficulty allows. */
export function wordSearchProblems(b: WordSearchBlock, difficulty: Difficulty): string[] {
  const problems: string[] = [];
  const width = b.grid[0]?.length ?? 0;
  if (b.grid.some((row) => row.length !== width)) problems.push('word search: the grid rows differ in length');
  const allowed = new Set(WORD_SEARCH_DIRECTIONS[difficulty].map(([dr, dc]) => `${dr},${dc}`));
  if (new Set(b.words).size !== b.words.length) problems.push('word search: a word is listed twice');
  for (const word of b.words) {
    const p = b.placements.find((x) => x.word === word);
    if (!p) {
      problems.push(`word search: '${word}' has no place in the solution`);
      continue;
    }
    if (!allowed.has(`${p.dr},${p.dc}`))
      problems.push(`word search: '${word}' runs in a direction ${difficulty} puzzles do not use`);
    if (readPlacement(b.grid, p, letters(word).length) !== word)
      problems.push(`word search: '${word}' is not in the grid where the solution says`);
  }
  return problems;
}

/** Solvable means: inside the grid, crossings agree, numbering is consistent and all words are linked. */
export function crosswordProblems(b: CrosswordBlock): string[] {
  const problems: string[] = [];
  const cells = new Map<string, { ch: string; owners: number[] }>();
  const startNumber = new Map<string, number>();
  b.entries.forEach((e, i) => {
    const w = letters(e.answer);
    const [dr, dc] = e.direction === 'across' ? [0, 1] : [1, 0];
    if (e.row + dr * (w.length - 1) >= b.rows || e.col + dc * (w.length - 1) >= b.cols)
      problems.push(`crossword: ${e.number} ${e.direction} runs off the grid`);
    const start = `${e.row},${e.col}`;
    if (startNumber.has(start) && startNumber.get(start) !== e.number)
      problems.push(`crossword: two numbers share the square of ${e.number} ${e.direction}`);
    startNumber.set(start, e.number);
    w.forEach((ch, k) => {
      const key = `${e.row + dr * k},${e.col + dc * k}`;
      const cell = cells.get(key);
      if (!cell) cells.set(key, { ch, owners: [i] });
      else {
        if (cell.ch !== ch)
          problems.push(`crossword: ${e.number} ${e.direction} puts '${ch}' where a crossing word has '${cell.ch}'`);
        cell.owners.push(i);
      }
    });
  });
  const ids = b.entries.map((e) => `${e.number}${e.direction}`);
  if (new Set(ids).size !== ids.length) problems.push('crossword: a clue number is used twice in the same direction');
  if (b.entries.length > 1 && !connected(b.entries.length, cells))
    problems.push('crossword: the words are not all linked into one grid');
  return problems;
}

function connected(n: number, cells: Map<string, { owners: number[] }>): boolean {
  const parent = Array.from({ length: n }, (_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i])));
  for (const { owners } of cells.values()) for (const o of owners.slice(1)) parent[find(o)] = find(owners[0]);
  return new Set(parent.map((_, i) => find(i))).size === 1;
}

export function matchingProblems(b: MatchingBlock): string[] {
  const problems: string[] = [];
  if (b.answers.length !== b.left.length) problems.push('matching: every left item needs exactly one answer');
  if (b.answers.some((a) => a >= b.right.length)) problems.push('matching: an answer points past the right column');
  if (new Set(b.answers).size !== b.answers.length) problems.push('matching: two items share the same match');
  if (new Set(b.right.map((r) => r.toLowerCase())).size !== b.right.length)
    problems.push('matching: the right column repeats an entry');
  return problems;
}
