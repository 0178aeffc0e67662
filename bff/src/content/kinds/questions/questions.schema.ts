import { z } from 'zod';
import { head } from '../../schemas/draft.schema';
import { questionList } from '../../schemas/question.schema';
import type { DraftSchema, SchemaShape } from '../kind';

/** Quizzes, tests and exit tickets: exactly the asked number of questions (all of one type for the bank). */
export const questionsDraftSchema = (shape: SchemaShape) => {
  const n = shape.count ?? 10;
  return z.object({
    ...head,
    questions: questionList(shape.withPassages, n, n, shape.questionType ? [shape.questionType] : undefined),
  });
};
export type QuestionsDraft = z.infer<ReturnType<typeof questionsDraftSchema>>;

export const questionsSchema = (shape: SchemaShape): DraftSchema<QuestionsDraft> => ({
  name: shape.kind,
  schema: questionsDraftSchema(shape),
});
