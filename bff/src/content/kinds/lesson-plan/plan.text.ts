// How a plan quotes the file and reads a question aloud to the class, with its answer for the teacher.
import type { DraftQuestion } from '../../schemas/question.schema';

/** The length a plan is written for: one class period. */
export const LESSON_MINUTES = 50;

export const quoted = (s: string) => `“${s.replace(/[.!?]+$/, '')}”`;
const clip = (s: string, max: number) => (s.length <= max ? s : `${s.slice(0, max).replace(/\s+\S*$/, '')}…”`);
/**
 * A question and its answer as the teacher reads them aloud. A sentence with a blank is quoted, so the
 * teacher reads the text's own words and the class hears where the blank is.
 */
export const asked = (q: DraftQuestion) => {
  const blank = /^Fill in the blank: (.+)$/s.exec(q.prompt);
  return `${blank ? `Which word completes this? “${blank[1].trim()}”` : q.prompt} (Answer: ${clip(q.answer, 220)})`;
};
