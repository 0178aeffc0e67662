import type { Section } from '@lessonloom/contracts';
import type { DraftSpec } from '../content.spec';
import { DraftProblems } from '../content.errors';
import type { LessonPlanDraft, ParentHandoutDraft, ReviewSheetDraft, RubricDraft } from '../schemas/kind.schemas';
import { questionBlocks } from './questions.assemble';
import { Numbering } from './question.assemble';

const bullets = (items: string[], ordered = false): Section['blocks'][number] => ({ type: 'list', ordered, items });

export function assembleLessonPlan(spec: DraftSpec, d: LessonPlanDraft): Section[] {
  const total = d.procedure.reduce((n, p) => n + p.minutes, 0);
  if (total !== d.duration_minutes)
    throw new DraftProblems([
      `procedure: the steps add up to ${total} minutes but duration_minutes is ${d.duration_minutes}; make them agree`,
    ]);
  const sections: Section[] = [
    {
      heading: 'Overview',
      blocks: [
        { type: 'paragraph', text: d.overview },
        { type: 'paragraph', text: `Duration: ${d.duration_minutes} minutes` },
      ],
    },
    {
      heading: 'Learning Objectives',
      instructions: 'Students will be able to:',
      blocks: [bullets(d.objectives, true)],
    },
    { heading: 'Materials', blocks: [bullets(d.materials)] },
    {
      heading: 'Procedure',
      blocks: [
        {
          type: 'table',
          columns: ['Phase', 'Time', 'Activity'],
          rows: d.procedure.map((p) => [p.phase, `${p.minutes} min`, p.activity]),
        },
      ],
    },
    { heading: 'Assessment', blocks: [bullets(d.assessment)] },
    { heading: 'Differentiation', blocks: [bullets(d.differentiation)] },
  ];
  if (d.homework?.trim())
    sections.push({ heading: 'Homework', blocks: [{ type: 'paragraph', text: d.homework.trim() }] });
  sections.push({ heading: 'Check for Understanding', blocks: [checkTable(spec, d.check_questions)] });
  return sections;
}

/**
 * A plan is the teacher's page and gets no key file, so its questions are printed with their answers
 * beside them, options lettered as students would see them.
 */
function checkTable(spec: DraftSpec, qs: LessonPlanDraft['check_questions']): Section['blocks'][number] {
  const letter = (i: number) => String.fromCharCode(65 + i);
  const rows = questionBlocks(spec, qs, new Numbering()).map((b) => {
    const options = b.options?.length ? b.options.map((o, i) => `${letter(i)}. ${o}`).join('   ') : '';
    const i = b.options?.findIndex((o) => o.toLowerCase() === b.answer.toLowerCase()) ?? -1;
    const answer = i >= 0 ? `${letter(i)}. ${b.answer}` : b.answer;
    return [
      `${b.number}. ${b.prompt}${options ? `\n${options}` : ''}`,
      b.explanation ? `${answer}\n${b.explanation}` : answer,
    ];
  });
  return { type: 'table', columns: ['Question', 'Answer'], rows };
}

export const RUBRIC_LEVELS = ['Exemplary (4)', 'Proficient (3)', 'Developing (2)', 'Beginning (1)'];

export function assembleRubric(d: RubricDraft): Section[] {
  return [
    { heading: 'Task', blocks: [{ type: 'paragraph', text: d.task }] },
    {
      heading: 'Scoring Rubric',
      blocks: [
        {
          type: 'table',
          columns: ['Criterion', ...RUBRIC_LEVELS],
          rows: d.criteria.map((c) => [c.criterion, c.exemplary, c.proficient, c.developing, c.beginning]),
        },
        { type: 'paragraph', text: `Total score: ______ / ${d.criteria.length * 4}` },
      ],
    },
  ];
}

export function assembleParentHandout(d: ParentHandoutDraft): Section[] {
  return [
    { blocks: [{ type: 'paragraph', text: d.greeting }] },
    {
      heading: 'What We Are Learning',
      blocks: [{ type: 'paragraph', text: d.learning_summary }, bullets(d.key_points)],
    },
    { heading: 'Words to Know', blocks: [{ type: 'vocabulary', entries: d.vocabulary }] },
    { heading: 'Try This at Home', blocks: [bullets(d.home_activities)] },
    { heading: 'Questions to Ask Your Child', blocks: [bullets(d.conversation_questions)] },
    { blocks: [{ type: 'paragraph', text: d.closing }] },
  ];
}

export function assembleReviewSheet(spec: DraftSpec, d: ReviewSheetDraft): Section[] {
  return [
    { heading: 'Summary', blocks: [{ type: 'paragraph', text: d.summary }] },
    { heading: 'Key Points', blocks: [bullets(d.key_points)] },
    { heading: 'Vocabulary', blocks: [{ type: 'vocabulary', entries: d.vocabulary }] },
    { heading: 'Practice', blocks: questionBlocks(spec, d.questions, new Numbering()) },
  ];
}
