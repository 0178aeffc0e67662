import { z } from 'zod';

/** GET /api/health (our addition): 200 when the database answers, 503 with a detail when it does not. */
export const healthResponseSchema = z.union([
  z.strictObject({ status: z.literal('ok'), database: z.literal('ok'), billing: z.enum(['stripe', 'test']) }),
  z.strictObject({ detail: z.string(), status: z.literal('degraded'), database: z.literal('unreachable') }),
]);
export type HealthResponse = z.infer<typeof healthResponseSchema>;
