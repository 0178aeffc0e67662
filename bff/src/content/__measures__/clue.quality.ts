// Crossword clues and word-search hints as a teacher reads them on the printed puzzle: measured on the
// entries the grid builder placed (not the drafted candidates), by the matching sheet's measure
// (matching.quality.ts): a blanked sentence, or a clue naming its own answer by lemma. The review
// sheet's vocabulary and the lesson plan's vocabulary chart are read the same way. Used by the corpus
// tests and `npm run bench reading-quality`.
import type { GenerationInput } from '../content.job';
import { buildSpec } from '../content.request';
import type { LessonPlanDraft } from '../kinds/lesson-plan/lesson-plan.schema';
import { assemblePuzzle } from '../kinds/puzzle/puzzle.assemble';
import type { PuzzleDraft } from '../kinds/puzzle/puzzle.schema';
import type { ReviewSheetDraft } from '../kinds/review-sheet/review.schema';
import { buildOfflineDraft } from '../offline.provider';
import { puzzleWord } from '../puzzles/puzzle-words';
import type { SourceReading } from '../source/source.types';
import { matchingQuality, type MatchingQuality } from './matching.quality';
import { madeOrNull } from './not-made';

export interface ClueQuality extends MatchingQuality {
  /** Words the puzzle asked for (its count). */
  asked: number;
  /** Clues printed: crossword entries placed in the grid, word-search words with their hints. */
  printed: Array<{ term: string; clue: string }>;
  /** False when the engine declined the puzzle (a 422: the file defines fewer than three usable terms). */
  made: boolean;
}

/** The puzzle drafted offline from a file and built as the export builds it, with its printed clues read. */
export function puzzleClues(
  type: 'crossword' | 'word_search',
  name: string,
  text: string,
  reading: SourceReading,
  count = 10,
  grade?: string,
): ClueQuality {
  const request = {
    kind: 'puzzle',
    puzzle_type: type,
    difficulty: 'mixed',
    num_questions: count,
    include_answer_key: true,
    grade_level: grade,
  } as GenerationInput['request'];
  const spec = buildSpec({ request, sourceText: text, sourceName: name, sourceType: 'file', reading });
  const draft = madeOrNull(() => buildOfflineDraft(spec) as PuzzleDraft);
  if (!draft) return { ...matchingQuality([]), asked: count, printed: [], made: false };
  // The grid holds answers without spaces ("KINETICENERGY"); the drafted word is the term its clue is measured against.
  const term = new Map(draft.words.map((w) => [puzzleWord(w.word), w.word]));
  const blocks = assemblePuzzle(spec, draft).flatMap((s) => s.blocks);
  const printed = blocks.flatMap((b) =>
    b.type === 'crossword'
      ? b.entries.map((e) => ({ term: term.get(e.answer) ?? e.answer, clue: e.clue }))
      : b.type === 'vocabulary'
        ? b.entries.map((e) => ({ term: e.term, clue: e.definition }))
        : [],
  );
  return {
    ...matchingQuality(printed.map((p) => ({ term: p.term, match: p.clue }))),
    asked: count,
    printed,
    made: true,
  };
}

export interface EntryQuality {
  review: MatchingQuality;
  chart: MatchingQuality;
  /** Chart entries that give the text's sentence ("X, as the text uses it: “…”") instead of a description. */
  chartSentences: number;
}

/** The review sheet's vocabulary and the lesson plan's vocabulary chart ("term: meaning" lines), drafted offline from a file. */
export function entryQuality(name: string, text: string, reading: SourceReading): EntryQuality {
  const draft = (kind: string) =>
    buildOfflineDraft(
      buildSpec({
        request: {
          kind,
          difficulty: 'mixed',
          num_questions: 8,
          include_answer_key: true,
        } as GenerationInput['request'],
        sourceText: text,
        sourceName: name,
        sourceType: 'file',
        reading,
      }),
    );
  const review = draft('review_sheet') as ReviewSheetDraft;
  const plan = draft('lesson_plan') as LessonPlanDraft;
  const lines = (plan.procedure.find((s) => s.phase === 'Key vocabulary')?.activity ?? '').split('\n').slice(1, -1);
  const chart = lines.flatMap((l) => {
    const m = /^(.+?)(?:, as the text uses it)?: (.*?)[;.]?$/.exec(l);
    return m ? [{ term: m[1], match: m[2] }] : [];
  });
  return {
    review: matchingQuality(review.vocabulary.map((v) => ({ term: v.term, match: v.definition }))),
    chart: matchingQuality(chart),
    chartSentences: lines.filter((l) => /, as the text uses it: /.test(l)).length,
  };
}
