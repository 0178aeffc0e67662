// Deleting an account marks it first (User.deletedAt), then removes its data. A request that was already
// running — a generation, an upload — may still be about to store something. It checks here once before
// its expensive work and once after it has stored: a write that finds the account live after storing was
// stored before the mark, so the deletion that follows removes it; a write that finds it gone removes
// itself. Either way nothing of a deleted account stays behind (the sweep in account.sweep.ts is the
// backstop for a process that dies in between).
import type { Types } from 'mongoose';
import { HttpError } from '../../http/http.error';
import { User } from './auth.user-model';

export const ACCOUNT_DELETED_DETAIL = 'This account has been deleted, so nothing was saved.';

export const accountGone = () => new HttpError(410, ACCOUNT_DELETED_DETAIL);

/** True while the account exists and is not being deleted. */
export async function accountIsLive(userId: Types.ObjectId | string): Promise<boolean> {
  return !!(await User.exists({ _id: userId, deletedAt: null }));
}

/** Before expensive work: 410 if the account was deleted while the request ran. */
export async function requireLiveAccount(userId: Types.ObjectId | string): Promise<void> {
  if (!(await accountIsLive(userId))) throw accountGone();
}

/**
 * After a write: keeps it if the account is still live; otherwise runs `undo` (which removes exactly what
 * the write stored) and answers 410.
 */
export async function keepIfAccountLive(userId: Types.ObjectId | string, undo: () => Promise<unknown>): Promise<void> {
  if (await accountIsLive(userId)) return;
  await undo();
  throw accountGone();
}
