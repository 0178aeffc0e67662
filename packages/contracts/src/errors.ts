import { z } from 'zod';

/** Every error the BFF answers has this shape (spec §3: error bodies are read for a detail field). */
export const errorBodySchema = z.object({ detail: z.string() });
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const SUBSCRIPTION_REQUIRED_DETAIL = 'Active subscription required to generate content.';
export const RESOURCE_SUBSCRIPTION_REQUIRED_DETAIL = 'Active subscription required to download resources.';
export const INVALID_CREDENTIALS_DETAIL = 'Invalid credentials';
