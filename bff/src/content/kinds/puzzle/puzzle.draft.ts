import { matchingPairs } from '../../offline/described-terms';
import { titleFor, type OfflineContext } from '../../offline/offline.context';
import { plainMeaning } from '../../language/plain-meaning';
import { givesAway } from '../../language/term-mentions';
import { enoughFileTerms, fromFile } from '../../offline/file-terms';
import { academicEntries, vocabulary } from '../../offline/vocabulary';
import { buildCrossword } from '../../puzzles/crossword';
import { letters, puzzleWord } from '../../puzzles/puzzle-words';
import { CROSSWORD_SPARES, type PuzzleDraft } from './puzzle.schema';

const INSTRUCTIONS = {
  word_search: 'Find each word in the grid. Words may run in any direction shown by your teacher.',
  crossword: 'Use the clues to fill in the crossword.',
  matching_game: 'Draw a line from each word to its meaning.',
} as const;

type Pair = { term: string; match: string };

export const NAMES = { word_search: 'word search', crossword: 'crossword', matching_game: 'matching game' } as const;

/** Pairs whose grid answers differ ("Memory" and "memory", "X-ray" and "x ray" are one answer). */
function distinct(pairs: Pair[]): Pair[] {
  const seen = new Set<string>();
  return pairs.filter((p) => !seen.has(puzzleWord(p.term)) && !!seen.add(puzzleWord(p.term)));
}

export function puzzleDraft(ctx: OfflineContext): PuzzleDraft {
  const type = ctx.spec.puzzleType ?? 'word_search';
  const fileOnly = <T>(words: T[]) => (fromFile(ctx) ? enoughFileTerms(words, `a ${NAMES[type]}`) : words);
  const n = ctx.spec.count ?? 10;
  const title = titleFor(
    ctx,
    type === 'word_search' ? 'Word Search' : type === 'crossword' ? 'Crossword' : 'Matching Game',
  );
  // The matching game reads like the matching sheet: a meaning the file gives, never its sentence with a blank.
  if (type === 'matching_game') {
    const pairs = matchingPairs(ctx, n, n);
    // A file's game is its described terms only: another term's sentence with a blank is no meaning to match.
    const more = (fromFile(ctx) ? [] : vocabulary(ctx, n))
      .filter((v) => !pairs.some((p) => p.term === v.term))
      .map((v) => ({ term: v.term, match: v.definition }));
    const words = [...pairs, ...more]
      .slice(0, n)
      .map((p) => ({ word: p.term, clue: p.match.replace(/\s+/g, ' ').slice(0, 300) }));
    return { title, instructions: INSTRUCTIONS[type], words: fileOnly(words) };
  }
  const max = type === 'word_search' ? 15 : 20;
  // A number has no letter in the grid ("stage 1 sleep" would be STAGESLEEP), so such a term is no answer.
  const fits = (term: string) =>
    !/\d/.test(term) && letters(puzzleWord(term)).length >= 3 && letters(puzzleWord(term)).length <= max;
  const want = type === 'crossword' ? n + CROSSWORD_SPARES : n;
  // Clues and hints follow the matching sheet's rule (offline/described-terms.ts): a description the file gives,
  // none naming its answer; general academic words only for a typed topic (offline/file-terms.ts).
  const wordList = fromFile(ctx) ? [] : academicEntries(ctx).map((e) => ({ term: e.term, match: e.definition }));
  const first = distinct(matchingPairs(ctx, want, n, fits));
  const all = fileOnly(distinct([...first, ...wordList.filter((p) => fits(p.term))]));
  const own = all.slice(0, Math.max(n, first.length));
  // The spares only help the grid link every answer: a crossword the text's terms already fill takes no
  // word-list spares. The assembler lays out the same words with the same seed, so this trial is its result.
  const linked = (ps: Pair[]) =>
    buildCrossword(
      ps.map((p) => ({ answer: puzzleWord(p.term), clue: '' })),
      n,
      `${ctx.spec.seed}:crossword`,
    ).entries.length >= n;
  const pairs = type === 'crossword' && !linked(own) ? all.slice(0, want) : own.slice(0, want);
  // A multi-word answer is written without its spaces in the grid, so the clue gives the word lengths ("(10, 4)");
  // a word search prints its hints beside the words themselves, so they need none.
  const lengths = (term: string) =>
    type === 'crossword' && /\s/.test(term.trim())
      ? ` (${term
          .trim()
          .split(/\s+/)
          .map((w) => letters(puzzleWord(w)).length)
          .join(', ')})`
      : '';
  const words = pairs.map((p) => {
    const suffix = lengths(p.term);
    return { word: p.term, clue: shortClue(p, ctx).slice(0, 300 - suffix.length) + suffix };
  });
  return { title, instructions: INSTRUCTIONS[type], words };
}

/** A clue fits a line when it can: the description's core, cut (never reworded) as the parent letter's meanings are. */
function shortClue(p: Pair, ctx: OfflineContext): string {
  const whole = p.match.replace(/\s+/g, ' ').trim();
  const core = plainMeaning(p.term, whole, ctx.fit);
  const clue = core && !givesAway(core, p.term) ? core : whole;
  return clue.charAt(0).toLocaleUpperCase('en-US') + clue.slice(1);
}
