import type { z } from 'zod';
import { HttpError } from './http.error';

/**
 * Validates a request with its contracts schema; a 400 lists what is wrong. The schemas' own messages name
 * their field (packages/contracts/src/form-fields.ts), so they are shown as they are.
 */
export function parseRequest<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  throw new HttpError(400, [...new Set(parsed.error.issues.map((i) => i.message))].join('; '));
}
