// What the answer key lists, and which documents get one at all.
import { letter } from './numbering';
import type { Block, BlockOf, ContentKind, GeneratedDocument, QuestionBlock } from './schema';

export const NO_ANSWERS_NOTE = 'This document has no questions or puzzles, so there are no answers to list.';
export const ANSWER_LABEL = 'Answer:';
export const WHY_LABEL = 'Why:';
export const SOURCE_LABEL = 'Source:';

const KEYED_BLOCKS: ReadonlySet<Block['type']> = new Set(['question', 'matching', 'word_search', 'crossword']);

/** Does a section hold anything the answer key has to answer? */
export function hasAnswers(blocks: Block[]): boolean {
  return blocks.some((b) => KEYED_BLOCKS.has(b.type));
}

/**
 * Kinds that never get a key file: a lesson plan is the teacher's own page (its check-for-understanding
 * questions are asked aloud), a rubric is the marking guide itself, a parent letter has nothing to mark.
 */
export const KEYLESS_KINDS: readonly ContentKind[] = ['lesson_plan', 'rubric', 'parent_handout'];

/**
 * A key file is made only when the teacher asked for one and there is something to key; otherwise the
 * key would be a page saying "no answers to list" (a graphic organiser, a diagram without questions).
 */
export function needsAnswerKey(doc: GeneratedDocument): boolean {
  return doc.include_answer_key && !KEYLESS_KINDS.includes(doc.kind) && doc.sections.some((s) => hasAnswers(s.blocks));
}

/** Matching pairs, listed in the key like questions: the left item, then "C. <right item>". */
export function matchingKeyItems(block: BlockOf<'matching'>): QuestionBlock[] {
  return block.left.map((left, i) => {
    const j = block.answers[i];
    return {
      type: 'question',
      number: block.start_number + i,
      question_type: 'short_answer',
      prompt: left,
      answer: `${letter(j)}. ${block.right[j] ?? ''}`,
    };
  });
}

/** The left column as printed: "4. ______  Photosynthesis". */
export function matchingLeftText(block: BlockOf<'matching'>, i: number): string {
  return `${block.start_number + i}. ______  ${block.left[i]}`;
}

export function matchingRightText(block: BlockOf<'matching'>, i: number): string {
  return `${letter(i)}.  ${block.right[i]}`;
}

export const MATCHING_COLUMNS = ['Column A', 'Column B'] as const;
