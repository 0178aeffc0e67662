// Crossword clues and word-search hints as a teacher reads them on the printed puzzle: measured on the
// entries the grid builder placed (not the drafted candidates), by the matching sheet's measure
// (matching.quality.ts): a blanked sentence, or a clue naming its own answer by lemma. Used by the
// corpus tests and `npm run bench reading-quality`.
import { assemblePuzzle } from '../assemble/puzzle.assemble';
import { buildSpec, type GenerationInput } from '../content.spec';
import { puzzleWord } from '../puzzles/puzzle-words';
import type { PuzzleDraft } from '../schemas/kind.schemas';
import type { SourceReading } from '../source/source.types';
import { matchingQuality, type MatchingQuality } from './matching.quality';
import { buildOfflineDraft } from './offline.draft';

export interface ClueQuality extends MatchingQuality {
  /** Words the puzzle asked for (its count). */
  asked: number;
  /** Clues printed: crossword entries placed in the grid, word-search words with their hints. */
  printed: Array<{ term: string; clue: string }>;
}

/** The puzzle drafted offline from a file and built as the export builds it, with its printed clues read. */
export function puzzleClues(type: 'crossword' | 'word_search', name: string, text: string, reading: SourceReading, count = 10, grade?: string): ClueQuality {
  const request = { kind: 'puzzle', puzzle_type: type, difficulty: 'mixed', num_questions: count, include_answer_key: true, grade_level: grade } as GenerationInput['request'];
  const spec = buildSpec({ request, sourceText: text, sourceName: name, sourceType: 'file', reading });
  const draft = buildOfflineDraft(spec) as PuzzleDraft;
  // The grid holds answers without spaces ("KINETICENERGY"); the drafted word is the term its clue is measured against.
  const term = new Map(draft.words.map((w) => [puzzleWord(w.word), w.word]));
  const blocks = assemblePuzzle(spec, draft).flatMap((s) => s.blocks);
  const printed = blocks.flatMap((b) =>
    b.type === 'crossword' ? b.entries.map((e) => ({ term: term.get(e.answer) ?? e.answer, clue: e.clue })) : b.type === 'vocabulary' ? b.entries.map((e) => ({ term: e.term, clue: e.definition })) : [],
  );
  return { ...matchingQuality(printed.map((p) => ({ term: p.term, match: p.clue }))), asked: count, printed };
}
