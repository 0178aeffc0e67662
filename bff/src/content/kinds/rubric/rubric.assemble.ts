import type { Section } from '@lessonloom/contracts';
import type { RubricDraft } from './rubric.schema';

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
