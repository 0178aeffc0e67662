// How things are numbered and labelled, the same on the page, in Word and in the PDF.
import type { QuestionBlock } from './schema';

/** Option letters: A..Z, then AA, AB... like spreadsheet columns (a 30-option list never prints "[" ). */
export function letter(index: number): string {
  let n = index;
  let out = '';
  do {
    out = String.fromCharCode(65 + (n % 26)) + out;
    n = Math.floor(n / 26) - 1;
  } while (n >= 0);
  return out;
}

/** "A." before an option, "3." before a question: the label a student reads aloud. */
export const optionLabel = (index: number): string => `${letter(index)}.`;
export const questionLabel = (number: number): string => `${number}.`;

/** One wording everywhere: "(1 point)", "(2 points)"; nothing when the question has no points. */
export function pointsLabel(q: Pick<QuestionBlock, 'points'>): string {
  if (q.points === undefined) return '';
  return `(${q.points} ${q.points === 1 ? 'point' : 'points'})`;
}
