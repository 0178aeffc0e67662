// A teacher who changes a puzzle's words gets a new grid: puzzles are built by code from their word list,
// on an edit as on a generation. Clues and anything else typed are kept as they are.
import type { Block, Difficulty, GeneratedDocument } from '@lessonloom/contracts';
import { crosswordProblems, wordSearchProblems } from '../checks/puzzle.checks';
import { buildCrossword } from '../puzzles/crossword';
import { letters, puzzleWord } from '../puzzles/puzzle-words';
import { buildWordSearch } from '../puzzles/word-search';

type WordSearchBlock = Extract<Block, { type: 'word_search' }>;
type CrosswordBlock = Extract<Block, { type: 'crossword' }>;

const MAX_LETTERS = { word_search: 15, crossword: 20 } as const;

/** Raised with a detail naming the word the teacher has to change. */
export class PuzzleEditError extends Error {}

function checkWords(words: string[], type: keyof typeof MAX_LETTERS, typed: string[]) {
  const seen = new Set<string>();
  words.forEach((w, i) => {
    const n = letters(w).length;
    if (n < 3 || n > MAX_LETTERS[type])
      throw new PuzzleEditError(
        `Puzzle word '${typed[i]}' has ${n} letters once spaces and punctuation are removed; use 3 to ${MAX_LETTERS[type]}`,
      );
    if (seen.has(w)) throw new PuzzleEditError(`Puzzle word '${typed[i]}' is listed twice`);
    seen.add(w);
  });
}

function wordSearch(b: WordSearchBlock, difficulty: Difficulty, seed: string): WordSearchBlock {
  const words = b.words.map(puzzleWord);
  const placed = b.placements.map((p) => p.word);
  const same = words.length === placed.length && words.every((w, i) => w === b.words[i] && placed.includes(w));
  if (same && !wordSearchProblems(b, difficulty).length) return b;
  checkWords(words, 'word_search', b.words);
  return { type: 'word_search', ...buildWordSearch(words, difficulty, seed) };
}

function crossword(b: CrosswordBlock, seed: string): CrosswordBlock {
  const words = b.entries.map((e) => puzzleWord(e.answer));
  // A word added by the teacher has no place yet (its square is a guess): the layout is checked too.
  if (words.every((w, i) => w === b.entries[i].answer) && !crosswordProblems(b).length) return b;
  checkWords(
    words,
    'crossword',
    b.entries.map((e) => e.answer),
  );
  const built = buildCrossword(
    b.entries.map((e, i) => ({ answer: words[i], clue: e.clue })),
    words.length,
    seed,
  );
  const missing = words.find((w) => !built.entries.some((e) => e.answer === w));
  if (missing)
    throw new PuzzleEditError(
      `Puzzle word '${missing}' could not be linked into the crossword; choose a word that shares letters with the others`,
    );
  return { type: 'crossword', ...built };
}

/** The document with every puzzle whose words changed built again (same seed, so an unchanged list keeps its grid). */
export function rebuildEditedPuzzles(doc: GeneratedDocument, seed: string): GeneratedDocument {
  let changed = false;
  const sections = doc.sections.map((s, i) => ({
    ...s,
    blocks: s.blocks.map((b, j): Block => {
      const at = `${seed}:${i}:${j}`;
      const out =
        b.type === 'word_search' ? wordSearch(b, doc.difficulty, at) : b.type === 'crossword' ? crossword(b, at) : b;
      changed ||= out !== b;
      return out;
    }),
  }));
  return changed ? { ...doc, sections } : doc;
}
