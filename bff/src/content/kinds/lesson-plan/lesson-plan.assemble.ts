import type { Section } from '@lessonloom/contracts';
import { bullets, Numbering, questionBlocks } from '../../assemble/question.assemble';
import type { DraftSpec } from '../../content.job';
import { DraftProblems } from '../../content.errors';
import type { LessonPlanDraft } from './lesson-plan.schema';

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
