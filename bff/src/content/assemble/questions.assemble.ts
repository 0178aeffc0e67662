import type { QuestionBlock, Section } from '@lessonloom/contracts';
import type { DraftSpec } from '../content.spec';
import type { QuestionsDraft } from '../schemas/kind.schemas';
import type { DraftQuestion } from '../schemas/question.schema';
import { Numbering, toQuestionBlock } from './question.assemble';

const PART_ORDER: Array<[DraftQuestion['question_type'], string]> = [
  ['multiple_choice', 'Multiple Choice'],
  ['true_false', 'True or False'],
  ['fill_blank', 'Fill in the Blank'],
  ['short_answer', 'Short Answer'],
  ['problem', 'Problems'],
  ['essay', 'Extended Response'],
];

export const questionBlocks = (spec: DraftSpec, qs: DraftQuestion[], numbering: Numbering): QuestionBlock[] =>
  qs.map((q) => toQuestionBlock(q, numbering.take(), spec));

/** Quizzes and exit tickets keep the drafted order; a test is printed in parts by question type. */
export function assembleQuestions(spec: DraftSpec, draft: QuestionsDraft): Section[] {
  const numbering = new Numbering();
  if (spec.kind !== 'test') return [{ heading: 'Questions', blocks: questionBlocks(spec, draft.questions, numbering) }];
  const sections: Section[] = [];
  let part = 0;
  for (const [type, name] of PART_ORDER) {
    const qs = draft.questions.filter((q) => q.question_type === type);
    if (!qs.length) continue;
    const blocks = questionBlocks(spec, qs, numbering);
    const points = blocks.reduce((n, b) => n + (b.points ?? 0), 0);
    sections.push({
      heading: `Part ${String.fromCharCode(65 + part++)}: ${name}`,
      instructions: `${blocks.length} question${blocks.length === 1 ? '' : 's'}, ${points} point${points === 1 ? '' : 's'}.`,
      blocks,
    });
  }
  return sections;
}
