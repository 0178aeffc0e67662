import type { OfflineContext } from '../offline/offline.context';
import { outline } from '../offline/outline';
import { defineKind } from './kind';
import { filePlan } from './lesson-plan/file-plan';
import { framePlan } from './lesson-plan/frame-plan';
import { assembleLessonPlan } from './lesson-plan/lesson-plan.assemble';
import { lessonPlanSchema } from './lesson-plan/lesson-plan.schema';
import { mathPlan } from './lesson-plan/math-plan';

/** A file that names at least two key terms is planned from; a thinner one gets the frame. */
function fromText(ctx: OfflineContext) {
  const o = outline(ctx);
  return o && o.keyTerms.length >= 2 ? filePlan(ctx, o) : framePlan(ctx);
}

export const lessonPlan = defineKind({
  schema: lessonPlanSchema,
  instructions: () =>
    'Write a lesson plan: overview, duration_minutes, 2-5 measurable objectives, materials, 3-8 procedure ' +
    'steps whose minutes add up exactly to duration_minutes, assessment, differentiation (support and extension), ' +
    'optional homework, and 3-5 check-for-understanding questions.',
  sourceWords: 'objective objectives goal learn learning activity',
  draft: { file: fromText, math: mathPlan, topic: framePlan },
  progress: ['check_questions'],
  assemble: assembleLessonPlan,
  checks: () => [],
});
