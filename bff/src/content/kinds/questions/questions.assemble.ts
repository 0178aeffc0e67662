import type { Section } from '@lessonloom/contracts';
import type { DraftSpec } from '../../content.job';
import { Numbering, POINTS, questionBlocks } from '../../assemble/question.assemble';
import type { DraftQuestion } from '../../schemas/question.schema';
import type { QuestionsDraft } from './questions.schema';

const PART_ORDER: Array<[DraftQuestion['question_type'], string]> = [
  ['multiple_choice', 'Multiple Choice'],
  ['true_false', 'True or False'],
  ['fill_blank', 'Fill in the Blank'],
  ['short_answer', 'Short Answer'],
  ['problem', 'Problems'],
  ['essay', 'Extended Response'],
];

/** Quizzes and exit tickets keep the drafted order. */
export const assembleQuestionList = (spec: DraftSpec, draft: QuestionsDraft): Section[] => [
  { heading: 'Questions', blocks: questionBlocks(spec, draft.questions, new Numbering()) },
];

/** A test is printed in parts by question type, each question with its points. */
export function assembleTestParts(spec: DraftSpec, draft: QuestionsDraft): Section[] {
  const numbering = new Numbering();
  const sections: Section[] = [];
  let part = 0;
  for (const [type, name] of PART_ORDER) {
    const qs = draft.questions.filter((q) => q.question_type === type);
    if (!qs.length) continue;
    const blocks = questionBlocks(spec, qs, numbering).map((b) => ({ ...b, points: POINTS[b.question_type] }));
    const points = blocks.reduce((n, b) => n + b.points, 0);
    sections.push({
      heading: `Part ${String.fromCharCode(65 + part++)}: ${name}`,
      instructions: `${blocks.length} question${blocks.length === 1 ? '' : 's'}, ${points} point${points === 1 ? '' : 's'}.`,
      blocks,
    });
  }
  return sections;
}
