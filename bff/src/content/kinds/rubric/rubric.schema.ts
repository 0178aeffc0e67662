import { z } from 'zod';
import { head, text } from '../../schemas/draft.schema';
import type { DraftSchema } from '../kind';

/** Criteria a rubric has. */
export const CRITERIA = [3, 6] as const;

export const rubricDraftSchema = z.object({
  ...head,
  task: text(600),
  criteria: z
    .array(
      z.object({
        criterion: text(80),
        exemplary: text(400),
        proficient: text(400),
        developing: text(400),
        beginning: text(400),
      }),
    )
    .min(CRITERIA[0])
    .max(CRITERIA[1]),
});
export type RubricDraft = z.infer<typeof rubricDraftSchema>;

export const rubricSchema = (): DraftSchema<RubricDraft> => ({ name: 'rubric', schema: rubricDraftSchema });
