import { z } from 'zod';
import { cachedBy } from './schema.cache';

export const DRAFT_QUESTION_TYPES = [
  'multiple_choice',
  'true_false',
  'short_answer',
  'essay',
  'fill_blank',
  'problem',
] as const;
export type DraftQuestionType = (typeof DRAFT_QUESTION_TYPES)[number];

/**
 * One question as the model writes it. Optional parts are nullable, not optional, because
 * OpenAI structured outputs require every property.
 */
export const questionSchema = cachedBy(
  (withPassage: boolean, types: readonly DraftQuestionType[] = DRAFT_QUESTION_TYPES) =>
    z.object({
      question_type: z.enum(types as [DraftQuestionType, ...DraftQuestionType[]]),
      prompt: z.string().min(3).max(1500),
      options: z.array(z.string().min(1).max(400)).min(2).max(6).nullable(),
      answer: z.string().min(1).max(3000),
      explanation: z.string().max(2000).nullable(),
      source_passage: withPassage ? z.string().min(1).max(2000) : z.string().max(2000).nullable(),
    }),
);
export type DraftQuestion = z.infer<ReturnType<typeof questionSchema>>;

export const questionList = cachedBy(
  (withPassage: boolean, min: number, max: number, types?: readonly DraftQuestionType[]) =>
    z.array(questionSchema(withPassage, types)).min(min).max(max),
);

export const termSchema = z.object({ term: z.string().min(1).max(120), definition: z.string().min(1).max(600) });
export type DraftTerm = z.infer<typeof termSchema>;
/**
 * Starts a term's "definition" that is the text's own sentence with the term blanked (the offline
 * drafter's clue when the text defines the term nowhere), word for word or shortened for the grade:
 * the sheet then asks for the missing word.
 */
export const SENTENCE_CLUE = 'In the text: ';
export const SHORTENED_CLUE = 'Clue: ';
