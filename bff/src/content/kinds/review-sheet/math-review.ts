import { KIND_LABELS } from '@lessonloom/contracts';
import { mathGlossary, mathPassage, mathQuestions, mathTitle, TOPIC_NAMES } from '../../math/math.draft';
import { makeProblems } from '../../math/math.problems';
import type { MathFocus } from '../../math/math.topics';
import type { OfflineContext } from '../../offline/offline.context';
import { targetGrade } from '../../readability/reading-level';
import { PRACTICE, type ReviewSheetDraft } from './review.schema';

/** A math review sheet: what to remember, one worked example step by step, the words, and practice. */
export function mathReview(ctx: OfflineContext, focus: MathFocus): ReviewSheetDraft {
  const spec = ctx.spec;
  const [example] = makeProblems(focus, {
    count: 1,
    difficulty: spec.difficulty === 'easy' ? 'easy' : 'medium',
    grade: targetGrade(spec.gradeLevel),
    seed: `${spec.seed}:example`,
  });
  const n = Math.min(PRACTICE[1], Math.max(PRACTICE[0], 8));
  const practice = mathQuestions(focus, spec, n + 1, mathPassage(spec))
    .filter((q) => q.prompt !== example.prompt)
    .slice(0, n);
  return {
    title: mathTitle(spec, KIND_LABELS.review_sheet, focus),
    instructions: 'Read the worked example, study the words, then try the practice problems. Show your work.',
    summary: `This sheet reviews ${TOPIC_NAMES[focus.topic].toLowerCase()}. Worked example: ${example.prompt} Answer: ${example.answer}.`,
    key_points: [
      'Read the problem twice and underline what it asks for.',
      ...example.steps.map((s, i) => `Step ${i + 1}: ${s}`),
      'Check your answer: does it make sense for the numbers in the problem?',
      'Write units (cm, $, %) and simplest form where the problem asks for them.',
    ].slice(0, 8),
    vocabulary: mathGlossary(focus.topic).map(([term, definition]) => ({ term, definition })),
    questions: practice,
  };
}
