// How a plan quotes the file and reads a question aloud to the class, with its answer for the teacher.
import type { DraftQuestion } from '../../schemas/question.schema';
import { blankOut } from '../../language/term-pattern';

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
  const said = blank ? textsOwn(blank[1].trim(), q) : null;
  return `${said ? `Which word completes this? “${said}”` : q.prompt} (Answer: ${clip(q.answer, 220)})`;
};

/**
 * The blanked sentence in the text's own words: a stem the question printed without a connective ("Thunder
 * and explosions create _____ waves", language/connectives.ts) is quoted from its passage, the key blanked
 * where the passage writes it; null when neither is the text's.
 */
function textsOwn(blanked: string, q: DraftQuestion): string | null {
  const passage = q.source_passage ?? '';
  const fold = (s: string) => s.toLocaleLowerCase('en-US').replace(/\s+/g, ' ');
  const parts = blanked.split(/_{3,}/).map((x) => fold(x.trim()).replace(/[.!?]+$/, ''));
  if (!passage || parts.every((x) => fold(passage).includes(x))) return blanked;
  const own = blankOut(passage, q.answer);
  return own && own.split(/_{3,}/).length === blanked.split(/_{3,}/).length ? own : null;
}
