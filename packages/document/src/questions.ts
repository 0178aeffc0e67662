// A question as every renderer lays it out: prompt with widened blanks, points, lettered options (with
// True/False when a true/false item lost its options), and the room a student gets to answer.
import { letter, optionLabel, pointsLabel, questionLabel } from './numbering';
import type { QuestionBlock } from './schema';

/** Ruled lines under an essay when the document does not say how many. */
export const ESSAY_LINES = 10;
/** Ruled lines under a short answer when the document does not say how many. */
export const SHORT_ANSWER_LINES = 3;
/** A problem's work box, in writing-line units, when the document does not say; never smaller than the minimum. */
export const WORK_BOX_LINES = 7;
export const WORK_BOX_MIN_LINES = 4;
export const WORK_BOX_LABEL = 'Show your work:';
/** A blank as printed: wide enough to write a word in. */
export const BLANK = '_'.repeat(14);

const BLANK_RUN = /_{3,}/;

/** Models write blanks as "___"; students need room to write a word in them. */
export function widenBlanks(text: string): string {
  return text.replace(/_{3,}/g, BLANK);
}

export function options(q: QuestionBlock): string[] {
  if (q.options && q.options.length) return q.options;
  return q.question_type === 'true_false' ? ['True', 'False'] : [];
}

/** Writing lines under a question: sized to what the question asks for. */
export function writingLines(q: QuestionBlock): number {
  if (q.question_type === 'multiple_choice' || q.question_type === 'true_false' || q.question_type === 'problem')
    return 0;
  if (q.answer_lines !== undefined) return q.answer_lines;
  if (q.question_type === 'essay') return ESSAY_LINES;
  if (q.question_type === 'fill_blank') return BLANK_RUN.test(q.prompt) ? 0 : 1;
  return SHORT_ANSWER_LINES;
}

/** Problems get an empty work box, measured in writing-line units. */
export function workBoxLines(q: QuestionBlock): number {
  if (q.question_type !== 'problem') return 0;
  return Math.max(WORK_BOX_MIN_LINES, q.answer_lines ?? WORK_BOX_LINES);
}

/** The key's answer text: lettered for choices so it matches what the student sees. */
export function answerText(q: QuestionBlock): string {
  const opts = options(q);
  const i = opts.findIndex((o) => o.trim().toLowerCase() === q.answer.trim().toLowerCase());
  return i >= 0 ? `${letter(i)}. ${opts[i]}` : q.answer;
}

export interface QuestionLayout {
  label: string;
  prompt: string;
  /** "(2 points)" or '' */
  points: string;
  options: Array<{ label: string; text: string }>;
  lines: number;
  workBox: number;
}

export function questionLayout(q: QuestionBlock): QuestionLayout {
  return {
    label: questionLabel(q.number),
    prompt: widenBlanks(q.prompt),
    points: pointsLabel(q),
    options: options(q).map((text, i) => ({ label: optionLabel(i), text })),
    lines: writingLines(q),
    workBox: workBoxLines(q),
  };
}
