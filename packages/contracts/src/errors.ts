import { z } from 'zod';

export * from './error-details';

/** Every error the BFF answers has this shape (spec §3: error bodies are read for a detail field). */
export const errorBodySchema = z.object({ detail: z.string() });
export type ErrorBody = z.infer<typeof errorBodySchema>;
