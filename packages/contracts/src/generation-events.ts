// The streaming variant of POST /api/generate (`Accept: text/event-stream`): the events, as schemas, so the
// BFF that writes them and the page that reads them share one definition.
import { z } from 'zod';
import { generateResponseSchema, generationDetailSchema } from './generation';
import { GENERATION_STAGES } from './quality';

/** Server-sent events of POST /api/generate with `Accept: text/event-stream` (event name = `type`). */
export const generationEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('stage'),
    stage: z.enum(GENERATION_STAGES),
    done: z.number().int().optional(),
    total: z.number().int().nullable().optional(),
    note: z.string().optional(),
  }),
  /** A question (or other item) as soon as the model finished writing it: a draft, not yet checked. */
  z.object({
    type: z.literal('item'),
    key: z.string(),
    index: z.number().int(),
    item: z.record(z.string(), z.unknown()),
  }),
  /** The same body the plain JSON route answers. */
  z.object({ type: z.literal('result'), result: generateResponseSchema }),
  z.object({ type: z.literal('error'), status: z.number().int(), detail: z.string() }),
]);
export type GenerationEvent = z.infer<typeof generationEventSchema>;

/** POST /api/generations/{id}/accommodate answer: the new generation plus the measured reading levels. */
export const accommodatedResponseSchema = generationDetailSchema.extend({
  reading_level: z.strictObject({ original: z.number().nullable(), accommodated: z.number().nullable() }),
});
export type AccommodatedResponse = z.infer<typeof accommodatedResponseSchema>;
