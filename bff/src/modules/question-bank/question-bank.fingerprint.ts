// The question as a teacher would recognise it again: its prompt, its choices in any order and its answer,
// with case, quotes, punctuation and spacing left aside. Two generations that ask the same thing (the same
// file made into a quiz and an exit ticket, "Generate again", a version with its options shuffled) give one
// fingerprint, so the bank keeps one entry.
import { createHash } from 'node:crypto';
import type { QuestionBlock, QuestionType } from '@lessonloom/contracts';

const fold = (s: string) =>
  s
    .normalize('NFKC')
    .toLocaleLowerCase('en-US')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * `type` is what the entry is in the bank: a choice question asked as a short answer (its options dropped)
 * is another question than the same one with its choices.
 */
export function questionFingerprint(
  type: QuestionType,
  q: Pick<QuestionBlock, 'prompt' | 'options' | 'answer'>,
): string {
  const options = type === 'multiple_choice' || type === 'true_false' ? (q.options ?? []).map(fold).sort() : [];
  return createHash('sha256')
    .update(JSON.stringify([type, fold(q.prompt), options, fold(q.answer)]))
    .digest('base64url');
}
