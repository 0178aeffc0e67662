// Question-bank calls of spec §7: the search query, the two form requests and their answers.
import { z } from 'zod';
import { CONTENT_KINDS, LIMITS, QUESTION_TYPES } from './constants';
import { oneOf, optionalText, requiredText, wholeNumber } from './form-fields';
import { qualityReportSchema } from './quality';

export const BANK_DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type BankDifficulty = (typeof BANK_DIFFICULTIES)[number];

/** Where a bank question was made: from an uploaded file, a typed topic, or a Generate Specific prompt. */
export const BANK_SOURCE_TYPES = ['file', 'topic', 'prompt'] as const;
export type BankSourceType = (typeof BANK_SOURCE_TYPES)[number];

export const bankQuestionSchema = z.strictObject({
  id: z.string(),
  question_text: z.string(),
  answer_text: z.string(),
  difficulty: z.enum(BANK_DIFFICULTIES),
  subject: z.string(),
  category: z.string().optional(),
  grade_level: z.string().optional(),
  /** The question's real type (multiple_choice, short_answer, true_false, essay). */
  question_type: z.enum(QUESTION_TYPES).optional(),
  /** Multiple-choice / true-false options in print order (also lettered inside question_text). */
  options: z.array(z.string()).optional(),
  tags: z.array(z.string()).optional(),
  /** The kind of document it was generated in (absent: made by Generate Specific). */
  kind: z.enum(CONTENT_KINDS).optional(),
  /** What it was made from: the file name, the topic or the prompt's label. */
  source: z.string().optional(),
  source_type: z.enum(BANK_SOURCE_TYPES).optional(),
  /** The generation it was saved from. */
  generation_id: z.string().optional(),
});
export type BankQuestion = z.infer<typeof bankQuestionSchema>;

/** Spec §3 search filter as the page sends it; empty values and 'all' are left out of the query (spec §5). */
export interface QuestionSearchFilter {
  subject?: string;
  difficulty?: string;
  category?: string;
  /** Comma-separated. */
  tags?: string;
  /** Part of the file name, topic or prompt the questions were made from (an addition to the spec's filters). */
  source?: string;
}

const FILTER_MAX = 200;
const filter = optionalText(
  'search value',
  FILTER_MAX,
  `Search values must be at most ${FILTER_MAX} characters`,
).transform((v) => (v === undefined || v.toLowerCase() === 'all' ? undefined : v));

/** GET /api/question-bank/search query: other clients may send 'all' or blanks too; tags become a lower-case list. */
export const questionSearchQuerySchema = z.object({
  subject: filter,
  difficulty: filter.pipe(oneOf('difficulty', BANK_DIFFICULTIES, { lower: true })),
  category: filter,
  source: filter,
  tags: filter.transform((v) => {
    const tags = v
      ?.split(',')
      .map((t) => t.trim().toLowerCase())
      .filter(Boolean);
    return tags?.length ? tags : undefined;
  }),
});
export type QuestionSearchQuery = z.output<typeof questionSearchQuerySchema>;

/** POST /api/question-bank/generate-specific form (spec §3, defaults spec §9). */
export const generateSpecificRequestSchema = z.object({
  prompt: requiredText('prompt', 4000),
  num_questions: wholeNumber(
    'num_questions',
    LIMITS.bankQuestionsMin,
    LIMITS.bankQuestionsMax,
    LIMITS.bankQuestionsDefault,
  ),
  question_type: oneOf('question_type', QUESTION_TYPES).transform((v) => v ?? 'multiple_choice'),
  difficulty: oneOf('difficulty', BANK_DIFFICULTIES, { lower: true }).transform((v) => v ?? 'medium'),
});
export type GenerateSpecificRequest = z.output<typeof generateSpecificRequestSchema>;

/** POST /api/question-bank/randomize-test form. */
export const randomizeRequestSchema = z.object({
  // No length limit of its own: an id that matches nothing is a 404, as before.
  test_id: requiredText('test_id', Number.MAX_SAFE_INTEGER),
  num_versions: wholeNumber('num_versions', LIMITS.versionsMin, LIMITS.versionsMax, LIMITS.versionsDefault),
});
export type RandomizeRequest = z.output<typeof randomizeRequestSchema>;

export const questionsSavedResponseSchema = z.strictObject({
  questions_saved: z.number().int().nonnegative(),
  /** What was checked in code on the generated questions (an addition to the spec's answer). */
  quality: qualityReportSchema.optional(),
});
export type QuestionsSavedResponse = z.infer<typeof questionsSavedResponseSchema>;

/** `version_ids` are the new generation records. */
export const versionsCreatedResponseSchema = z.strictObject({
  versions_created: z.number().int().nonnegative(),
  version_ids: z.array(z.string()).optional(),
});
export type VersionsCreatedResponse = z.infer<typeof versionsCreatedResponseSchema>;
