import type { QuestionBlock, Section } from '@lessonloom/contracts';
import type { DraftSpec } from '../content.job';
import type { DraftQuestion } from '../schemas/question.schema';

const LINES: Partial<Record<QuestionBlock['question_type'], number>> = { short_answer: 3, essay: 10 };
/** What a test counts each type for (kinds/test.ts). */
export const POINTS: Record<QuestionBlock['question_type'], number> = {
  multiple_choice: 1,
  true_false: 1,
  fill_blank: 1,
  short_answer: 2,
  problem: 3,
  essay: 5,
};
const LETTER_PREFIX = /^\(?([A-Fa-f])[).:]\s+/;

/**
 * Turns a drafted question into a document block. It only repairs notation (an answer given as
 * "B" or "b) text", options carrying their own letters); it never invents an answer, so a wrong
 * answer still fails the checks and goes back to the model.
 */
export function toQuestionBlock(q: DraftQuestion, number: number, spec: DraftSpec): QuestionBlock {
  const type = q.question_type;
  let options = q.options?.map((o) => o.trim()).filter(Boolean);
  let answer = q.answer.trim();
  if (type === 'true_false') {
    options = ['True', 'False'];
    if (/^(t|true)$/i.test(answer)) answer = 'True';
    if (/^(f|false)$/i.test(answer)) answer = 'False';
  } else if (type === 'multiple_choice' && options) {
    if (options.every((o) => LETTER_PREFIX.test(o))) options = options.map((o) => o.replace(LETTER_PREFIX, ''));
    answer = matchOption(answer, options);
  } else options = undefined;
  const block: QuestionBlock = { type: 'question', number, question_type: type, prompt: q.prompt.trim(), answer };
  if (options) block.options = options;
  if (spec.includeAnswerKey && q.explanation?.trim()) block.explanation = q.explanation.trim();
  if (q.source_passage?.trim()) block.source_passage = q.source_passage.trim();
  if (LINES[type] !== undefined) block.answer_lines = LINES[type];
  return block;
}

function matchOption(answer: string, options: string[]): string {
  if (options.includes(answer)) return answer;
  const folded = options.find((o) => o.toLowerCase() === answer.toLowerCase());
  if (folded) return folded;
  const letter = /^\(?([A-Fa-f])\)?[).:]?$/.exec(answer);
  if (letter) return options[letter[1].toUpperCase().charCodeAt(0) - 65] ?? answer;
  const prefixed = LETTER_PREFIX.exec(answer);
  if (prefixed) {
    const rest = answer.replace(LETTER_PREFIX, '');
    return options.find((o) => o.toLowerCase() === rest.toLowerCase()) ?? answer;
  }
  return answer;
}

/** Draft questions as numbered blocks, numbering on from `numbering`. */
export const questionBlocks = (spec: DraftSpec, qs: DraftQuestion[], numbering: Numbering): QuestionBlock[] =>
  qs.map((q) => toQuestionBlock(q, numbering.take(), spec));

/** A bulleted (or numbered) list block. */
export const bullets = (items: string[], ordered = false): Section['blocks'][number] => ({
  type: 'list',
  ordered,
  items,
});

/** Hands out continuous numbers across sections. */
export class Numbering {
  private next = 1;
  take(n = 1): number {
    const first = this.next;
    this.next += n;
    return first;
  }
}
