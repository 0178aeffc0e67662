import type { Section } from '@lessonloom/contracts';
import type { DraftSpec } from '../../content.job';
import { DraftProblems } from '../../content.errors';
import { buildCrossword } from '../../puzzles/crossword';
import { buildMatching } from '../../puzzles/matching';
import { letters, puzzleWord } from '../../puzzles/puzzle-words';
import { buildWordSearch } from '../../puzzles/word-search';
import { FILE_TERMS_MIN } from '../../offline/file-terms';
import type { PuzzleDraft } from './puzzle.schema';

const MAX_LETTERS = { word_search: 15, crossword: 20 } as const;

/** Puzzles are built here, by code, from the drafted word list; the model never draws a grid. */
export function assemblePuzzle(spec: DraftSpec, draft: PuzzleDraft): Section[] {
  // A file that defines fewer terms than asked gets a shorter puzzle of its own terms (offline/file-terms.ts).
  const fromFile = spec.source.type === 'file';
  let n = Math.min(spec.count ?? draft.words.length, fromFile ? draft.words.length : Infinity);
  const type = spec.puzzleType ?? 'word_search';
  const seed = `${spec.seed}:${type}`;
  if (type === 'matching_game') {
    const pairs = draft.words.slice(0, n).map((w) => ({ left: w.word.trim(), right: w.clue.trim() }));
    duplicates(
      pairs.map((p) => p.left.toLowerCase()),
      'word',
    );
    duplicates(
      pairs.map((p) => p.right.toLowerCase()),
      'clue',
    );
    return [
      {
        heading: 'Match each word with its meaning',
        blocks: [{ type: 'matching', start_number: 1, ...buildMatching(pairs, seed) }],
      },
    ];
  }
  const words = draft.words.map((w) => ({ answer: puzzleWord(w.word), clue: w.clue.trim(), original: w.word.trim() }));
  const problems: string[] = [];
  words.forEach((w, i) => {
    const len = letters(w.answer).length;
    if (len < 3 || len > MAX_LETTERS[type])
      problems.push(
        `words[${i}]: '${w.original}' has ${len} letters once spaces and punctuation are removed; ${type} words need 3 to ${MAX_LETTERS[type]}`,
      );
  });
  if (problems.length) throw new DraftProblems(problems);
  duplicates(
    words.map((w) => w.answer),
    'word',
  );
  if (type === 'word_search') {
    const chosen = words.slice(0, n);
    const ws = buildWordSearch(
      chosen.map((w) => w.answer),
      spec.difficulty,
      seed,
    );
    return [
      { heading: 'Find the words', blocks: [{ type: 'word_search', ...ws }] },
      {
        heading: 'What the words mean',
        blocks: [{ type: 'vocabulary', entries: chosen.map((w) => ({ term: w.original, definition: w.clue })) }],
      },
    ];
  }
  let cw = buildCrossword(words, n, seed);
  // Of a file's own terms, as many as cross in one grid (at least three); a typed topic's list must all link.
  while (fromFile && cw.entries.length < n && n > FILE_TERMS_MIN) cw = buildCrossword(words, --n, seed);
  if (cw.entries.length < n)
    throw new DraftProblems([
      `words: only ${cw.entries.length} of the ${n} words could be linked into one crossword; send words that share more letters`,
    ]);
  const blocks: Section['blocks'] = [{ type: 'crossword', ...cw }];
  // Easy crosswords print the answers as a word bank, as primary teachers usually do.
  if (spec.difficulty === 'easy') blocks.push({ type: 'word_bank', words: cw.entries.map((e) => e.answer).sort() });
  return [{ heading: 'Crossword', blocks }];
}

function duplicates(values: string[], what: string) {
  const seen = new Set<string>();
  for (const v of values) {
    if (seen.has(v))
      throw new DraftProblems([`words: the ${what} '${v}' appears more than once; every ${what} must be different`]);
    seen.add(v);
  }
}
