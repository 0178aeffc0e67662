// How a plan quotes the file and reads a question aloud to the class, with its answer for the teacher.
import type { DraftQuestion } from '../../schemas/question.schema';

/** The length a plan is written for: one class period. */
export const LESSON_MINUTES = 50;

export const quoted = (s: string) => `“${s.replace(/[.!?]+$/, '')}”`;
const clip = (s: string, max: number) => (s.length <= max ? s : `${s.slice(0, max).replace(/\s+\S*$/, '')}…”`);
/** A question and its answer as the teacher reads them aloud. */
export const asked = (q: DraftQuestion) =>
  `${q.prompt.replace(/^Fill in the blank: /, 'Which word completes this? ')} (Answer: ${clip(q.answer, 220)})`;
