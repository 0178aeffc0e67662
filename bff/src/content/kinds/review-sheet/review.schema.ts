import { z } from 'zod';
import { head, list, text } from '../../schemas/draft.schema';
import { questionList, termSchema } from '../../schemas/question.schema';
import type { DraftSchema, SchemaShape } from '../kind';
import { FEWEST_FROM_TEXT } from '../../offline/text.prompts';

/** Practice questions a review sheet has. */
export const PRACTICE = [5, 10] as const;

export const reviewSheetDraftSchema = (withPassages: boolean) =>
  z.object({
    ...head,
    summary: text(1500),
    key_points: list(4, 8, 400),
    // A file's sheet lists the terms the file defines, however few (offline/file-terms.ts); a topic's at least four.
    vocabulary: z
      .array(termSchema)
      .min(withPassages ? 0 : 4)
      .max(10),
    // From a text, as many practice questions as it gives with an answer from its own words (at least three).
    questions: questionList(withPassages, withPassages ? FEWEST_FROM_TEXT : PRACTICE[0], PRACTICE[1]),
  });
export type ReviewSheetDraft = z.infer<ReturnType<typeof reviewSheetDraftSchema>>;

export const reviewSheetSchema = (shape: SchemaShape): DraftSchema<ReviewSheetDraft> => ({
  name: 'review_sheet',
  schema: reviewSheetDraftSchema(shape.withPassages),
});
