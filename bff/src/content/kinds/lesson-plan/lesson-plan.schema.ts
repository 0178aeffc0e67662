import { z } from 'zod';
import { head, list, text } from '../../schemas/draft.schema';
import { questionList } from '../../schemas/question.schema';
import type { DraftSchema, SchemaShape } from '../kind';

/** Check-for-understanding questions a plan carries. */
export const CHECKS = [3, 5] as const;

export const lessonPlanDraftSchema = (withPassages: boolean) =>
  z.object({
    ...head,
    overview: text(1500),
    duration_minutes: z.number().int().min(15).max(240),
    objectives: list(2, 5, 300),
    materials: list(2, 10, 200),
    procedure: z
      .array(z.object({ phase: text(60), minutes: z.number().int().min(1).max(120), activity: text(1200) }))
      .min(3)
      .max(8),
    assessment: list(1, 5, 400),
    differentiation: list(2, 6, 400),
    homework: z.string().max(600).nullable(),
    check_questions: questionList(withPassages, CHECKS[0], CHECKS[1]),
  });
export type LessonPlanDraft = z.infer<ReturnType<typeof lessonPlanDraftSchema>>;
export type PlanStep = LessonPlanDraft['procedure'][number];

export const lessonPlanSchema = (shape: SchemaShape): DraftSchema<LessonPlanDraft> => ({
  name: 'lesson_plan',
  schema: lessonPlanDraftSchema(shape.withPassages),
});
