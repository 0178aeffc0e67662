import type { DraftSpec } from '../../content.job';

const ONLY: Record<NonNullable<DraftSpec['questionType']>, string> = {
  multiple_choice: 'multiple_choice questions, each with 4 options and the correct option as the answer',
  true_false: 'true_false questions, each a clear statement answered True or False',
  short_answer: 'short_answer questions, each with a model answer of one to three sentences',
  essay: 'essay questions, each answered with a scoring guide (what a 4, 3, 2 and 1 response contains)',
};

/** Question bank Generate Specific (a quiz of one question type). */
export const bankInstructions = (n: number, type: NonNullable<DraftSpec['questionType']>) =>
  `Write exactly ${n} ${ONLY[type]}. Use no other question type.`;
