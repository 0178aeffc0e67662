import { CROSSWORD_SPARES } from '../content.spec';
import { letters, puzzleWord } from '../puzzles/puzzle-words';
import type { PuzzleDraft } from '../schemas/kind.schemas';
import { titleFor, type OfflineContext } from './offline.context';
import { matchingPairs } from './matching.offline';
import { vocabulary } from './vocabulary.offline';

const INSTRUCTIONS = {
  word_search: 'Find each word in the grid. Words may run in any direction shown by your teacher.',
  crossword: 'Use the clues to fill in the crossword.',
  matching_game: 'Draw a line from each word to its meaning.',
} as const;

export function puzzleDraft(ctx: OfflineContext): PuzzleDraft {
  const type = ctx.spec.puzzleType ?? 'word_search';
  const n = ctx.spec.count ?? 10;
  const max = type === 'word_search' ? 15 : 20;
  const seen = new Set<string>();
  const fits = (term: string) => {
    if (type === 'matching_game') return true;
    const w = puzzleWord(term);
    const len = letters(w).length;
    if (len < 3 || len > max || seen.has(w)) return false;
    seen.add(w);
    return true;
  };
  const want = type === 'crossword' ? n + CROSSWORD_SPARES : n;
  // A multi-word answer is written without its spaces in the grid, so the clue gives the word lengths ("(10, 4)").
  const lengths = (term: string) => (/\s/.test(term.trim()) && type !== 'matching_game' ? ` (${term.trim().split(/\s+/).map((w) => letters(puzzleWord(w)).length).join(', ')})` : '');
  // The matching game reads like the matching sheet: a meaning the file gives, never its sentence with a blank.
  if (type === 'matching_game') {
    const pairs = matchingPairs(ctx, n, n);
    const more = vocabulary(ctx, n).filter((v) => !pairs.some((p) => p.term === v.term)).map((v) => ({ term: v.term, match: v.definition }));
    const words = [...pairs, ...more].slice(0, n).map((p) => ({ word: p.term, clue: p.match.replace(/\s+/g, ' ').slice(0, 300) }));
    return { title: titleFor(ctx, 'Matching Game'), instructions: INSTRUCTIONS[type], words };
  }
  const words = vocabulary(ctx, want, fits).map((v) => {
    const suffix = lengths(v.term);
    return { word: v.term, clue: v.definition.replace(/\s+/g, ' ').slice(0, 300 - suffix.length) + suffix };
  });
  return { title: titleFor(ctx, type === 'word_search' ? 'Word Search' : type === 'crossword' ? 'Crossword' : 'Matching Game'), instructions: INSTRUCTIONS[type], words };
}
