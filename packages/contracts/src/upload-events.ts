// The streaming variant of POST /api/upload (`Accept: text/event-stream`): pages read while a scan is
// read, then the same answer the plain route gives. Shared by the BFF that writes and the page that reads.
import { z } from 'zod';
import { uploadResultSchema } from './generation';

export const uploadEventSchema = z.discriminatedUnion('type', [
  /** After each scanned page or picture read: `done` of `total`. */
  z.object({ type: z.literal('progress'), done: z.number().int().nonnegative(), total: z.number().int().positive() }),
  z.object({ type: z.literal('result'), result: uploadResultSchema }),
  z.object({ type: z.literal('error'), status: z.number().int(), detail: z.string() }),
]);
export type UploadEvent = z.infer<typeof uploadEventSchema>;
