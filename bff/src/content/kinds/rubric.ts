import { defineKind } from './kind';
import { assembleRubric } from './rubric/rubric.assemble';
import { rubricFor, rubricOutline } from './rubric/rubric.draft';
import { rubricSchema } from './rubric/rubric.schema';

export const rubric = defineKind({
  schema: rubricSchema,
  instructions: () =>
    'Write a scoring rubric: the task, and 3-6 criteria, each described at four levels (exemplary, proficient, developing, beginning) in observable terms.',
  draft: {
    file: (ctx) => rubricFor(ctx, rubricOutline(ctx), null),
    math: (ctx, math) => rubricFor(ctx, null, math),
    topic: (ctx) => rubricFor(ctx, null, null),
  },
  progress: ['criteria'],
  assemble: (_spec, draft) => assembleRubric(draft),
  checks: () => [],
});
