import { z } from 'zod';
import { head, list, text } from '../../schemas/draft.schema';
import { termSchema } from '../../schemas/question.schema';
import type { DraftSchema } from '../kind';

export const parentHandoutDraftSchema = z.object({
  ...head,
  greeting: text(600),
  learning_summary: text(1500),
  key_points: list(3, 6, 400),
  // A file's letter lists only the file's own terms, however few (none: no Words to Know); a topic's has its class words.
  vocabulary: z.array(termSchema).max(8),
  home_activities: list(3, 6, 400),
  conversation_questions: list(3, 6, 300),
  closing: text(600),
});
export type ParentHandoutDraft = z.infer<typeof parentHandoutDraftSchema>;

export const parentHandoutSchema = (): DraftSchema<ParentHandoutDraft> => ({
  name: 'parent_handout',
  schema: parentHandoutDraftSchema,
});
