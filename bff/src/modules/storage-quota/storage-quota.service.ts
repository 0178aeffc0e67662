// Each account may keep so many bytes of files: its uploads and the files generated for it. The quota is
// larger with a subscription (STORAGE_QUOTA_MB) than without (STORAGE_QUOTA_UNSUBSCRIBED_MB): an account
// that never subscribed can upload but not generate, and the embedded store keeps every byte in memory
// (docs/embedded-mongo.md, "Memory and quotas"). A write is checked twice: before its work (a clear 413
// before a file is read or a model is asked) and after its files are stored — if the account is over its
// quota then, this write's files go again, so two writes racing for the last room never both stay.
import { formatStorageSize, isEntitled, type StorageUsageResponse } from '@lessonloom/contracts';
import type { AppConfig } from '../../config';
import { HttpError } from '../../http/http.error';
import { storedBytes } from '../../storage/storage.usage';
import type { AuthUser } from '../auth/auth.user-model';

export type QuotaConfig = AppConfig['storageQuota'];

export const quotaOf = (quota: QuotaConfig, user: AuthUser): number =>
  isEntitled(user.subscription?.status) ? quota.subscribedBytes : quota.unsubscribedBytes;

export async function storageUsage(quota: QuotaConfig, user: AuthUser): Promise<StorageUsageResponse> {
  const used = await storedBytes(user.id);
  return {
    used_bytes: used.total,
    quota_bytes: quotaOf(quota, user),
    uploads_bytes: used.uploads,
    generated_bytes: used.generated,
    subscribed_quota_bytes: quota.subscribedBytes,
  };
}

/** What is being stored, for the teacher's message. */
export type Stored = { file: number } | { generation: string };

function storageFull(quota: QuotaConfig, user: AuthUser, used: number, what: Stored): HttpError {
  const limit = quotaOf(quota, user);
  const amount = `${formatStorageSize(Math.min(used, limit))} of ${formatStorageSize(limit)}`;
  const head =
    'file' in what
      ? `There is not enough room left in your Lessonloom storage: ${amount} used, and this file needs ${formatStorageSize(what.file)}. It was not saved.`
      : `Your Lessonloom storage is full (${amount} used), so this ${what.generation.replace(/_/g, ' ')} was not saved.`;
  const way = isEntitled(user.subscription?.status)
    ? 'Uploading a file again under the same name replaces the earlier copy.'
    : `A subscription raises your storage to ${formatStorageSize(quota.subscribedBytes)}.`;
  return new HttpError(413, `${head} ${way}`);
}

/**
 * Before the work: 413 unless `adding` bytes fit beside what the account keeps, `freeing` bytes of it (a
 * file the upload replaces) set aside. A generation, whose size is known only once drawn, asks for any room.
 */
export async function requireRoom(quota: QuotaConfig, user: AuthUser, what: Stored, freeing = 0): Promise<void> {
  const used = (await storedBytes(user.id)).total - freeing;
  const adding = 'file' in what ? what.file : 1;
  if (used + adding > quotaOf(quota, user)) throw storageFull(quota, user, used, what);
}

/**
 * After this write's files are stored: keeps them if the account is within its quota (`freeing` bytes that
 * go once the write is recorded set aside); otherwise `undo` removes them and the teacher gets 413.
 */
export async function keepIfRoom(
  quota: QuotaConfig,
  user: AuthUser,
  what: Stored,
  undo: () => Promise<unknown>,
  freeing = 0,
): Promise<void> {
  const used = (await storedBytes(user.id)).total - freeing;
  if (used <= quotaOf(quota, user)) return;
  await undo();
  throw storageFull(quota, user, used - ('file' in what ? what.file : 0), what);
}
