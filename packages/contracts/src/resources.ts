import { z } from 'zod';

/** GET /api/resources list item (spec §3); GET /api/resources/{id}/download answers the PDF itself. */
export const resourceSchema = z.strictObject({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  fileName: z.string(),
  sizeBytes: z.number().int().nonnegative(),
  tags: z.array(z.string()),
});
export type Resource = z.infer<typeof resourceSchema>;
