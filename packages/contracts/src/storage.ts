import { z } from 'zod';

/** GET /api/account/storage: what the account's files take, against its quota (shown on /billing). */
export const storageUsageResponseSchema = z.strictObject({
  used_bytes: z.number().int().nonnegative(),
  quota_bytes: z.number().int().positive(),
  /** Uploaded files (the originals a teacher sent). */
  uploads_bytes: z.number().int().nonnegative(),
  /** Generated DOCX/PDF files and answer keys. */
  generated_bytes: z.number().int().nonnegative(),
  /** The quota a subscription gives (equal to quota_bytes for a subscriber). */
  subscribed_quota_bytes: z.number().int().positive(),
});
export type StorageUsageResponse = z.infer<typeof storageUsageResponseSchema>;
