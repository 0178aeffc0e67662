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
    throw new DraftProblems([`procedure: the steps add up to ${total} minutes but duration_minutes is ${d.duration_minutes}; make them agree`]);
  const sections: Section[] = [
    { heading: 'Overview', blocks: [{ type: 'paragraph', text: d.overview }, { type: 'paragraph', text: `Duration: ${d.duration_minutes} minutes` }] },
    { heading: 'Learning Objectives', instructions: 'Students will be able to:', blocks: [bullets(d.objectives, true)] },
    { heading: 'Materials', blocks: [bullets(d.materials)] },
    {
      heading: 'Procedure',
      blocks: [{ type: 'table', columns: ['Phase', 'Time', 'Activity'], rows: d.procedure.map((p) => [p.phase, `${p.minutes} min`, p.activity]) }],
    },
    { heading: 'Assessment', blocks: [bullets(d.assessment)] },
    { heading: 'Differentiation', blocks: [bullets(d.differentiation)] },
  ];
  if (d.homework?.trim()) sections.push({ heading: 'Homework', blocks: [{ type: 'paragraph', text: d.homework.trim() }] });
  sections.push({ heading: 'Check for Understanding', blocks: questionBlocks(spec, d.check_questions, new Numbering()) });
  return sections;
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
    { heading: 'What We Are Learning', blocks: [{ type: 'paragraph', text: d.learning_summary }, bullets(d.key_points)] },
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
