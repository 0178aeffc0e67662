import { GENERATE_DEFAULTS, type PuzzleType } from '@lessonloom/contracts';
import { puzzleWordCountProblems } from '../checks/count.checks';
import { fileTermsAsk } from '../offline/file-terms';
import { defineKind } from './kind';
import { assemblePuzzle } from './puzzle/puzzle.assemble';
import { puzzleDraft } from './puzzle/puzzle.draft';
import { CROSSWORD_SPARES, puzzleSchema } from './puzzle/puzzle.schema';

const ASKS: Record<PuzzleType, (n: number) => string> = {
  word_search: (n) =>
    `exactly ${n} vocabulary words for a word search (single words or short terms of 3-15 letters) with a short clue for each`,
  crossword: (n) =>
    `${n} to ${n + CROSSWORD_SPARES} vocabulary answers for a crossword (3-20 letters, choose words that share letters so they can cross) each with a clue; ${n} of them will be used`,
  matching_game: (n) => `exactly ${n} terms, each with the definition or description it matches`,
};

export const puzzle = defineKind({
  settings: (input) => ({ puzzleType: input.request.puzzle_type ?? GENERATE_DEFAULTS.puzzle_type }),
  schema: puzzleSchema,
  instructions: (spec) =>
    `Choose ${ASKS[spec.puzzleType ?? 'word_search'](spec.count ?? 0)}. Do not draw any grid; it is built from your list.${fileTermsAsk(spec)}`,
  sourceWords: 'called means defined term terms vocabulary word',
  // The word list comes from the text's described terms; a typed topic's are general academic words.
  draft: { file: puzzleDraft, topic: puzzleDraft },
  progress: ['words'],
  assemble: assemblePuzzle,
  checks: puzzleWordCountProblems,
});
