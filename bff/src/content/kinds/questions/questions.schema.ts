import { z } from 'zod';
import { head } from '../../schemas/draft.schema';
import { questionList } from '../../schemas/question.schema';
import type { DraftSchema, SchemaShape } from '../kind';

/**
 * Quizzes, tests and exit tickets: at most the asked number of questions (all of one type for the bank).
 * A model is asked for exactly that many and held to it (count.checks.ts); an offline draft has fewer
 * when the file has fewer different things to ask, and says so.
 */
export const questionsDraftSchema = (shape: SchemaShape) => {
  const n = shape.count ?? 10;
  return z.object({
    ...head,
    questions: questionList(
      shape.withPassages,
      Math.min(n, 1),
      n,
      shape.questionType ? [shape.questionType] : undefined,
    ),
  });
};
export type QuestionsDraft = z.infer<ReturnType<typeof questionsDraftSchema>>;

export const questionsSchema = (shape: SchemaShape): DraftSchema<QuestionsDraft> => ({
  name: shape.kind,
  schema: questionsDraftSchema(shape),
});
