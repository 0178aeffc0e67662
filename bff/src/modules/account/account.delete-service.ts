// "Delete my account": a live subscription is cancelled first (so nobody is billed for an account that
// no longer exists), then the account is marked deleted, then every record and file of the account goes
// (account.purge.ts). Nothing is deleted if the password is wrong or the cancellation fails.
import type { AppDeps } from '../../app-deps';
import { HttpError } from '../../http/http.error';
import { verifyPassword } from '../auth/auth.password';
import { Session } from '../auth/auth.session-model';
import { User, type AuthUser } from '../auth/auth.user-model';
import { cancelSubscription } from '../billing/billing.cancel-service';
import { purgeAccount } from './account.purge';

const LIVE = ['active', 'trialing', 'past_due'];
const PROVIDER_DOWN =
  'We could not reach the payment provider to cancel your subscription, so your account was not deleted. Please try again in a few minutes.';

/** The in-app cancel, so the 30-day refund promise holds for a deleted account too. */
async function cancelLiveSubscription(deps: AppDeps, user: AuthUser) {
  const sub = user.subscription;
  if (!sub?.stripeSubscriptionId || !LIVE.includes(sub.status)) return;
  try {
    await cancelSubscription(deps.billing, user, deps.logger);
  } catch (err) {
    deps.logger.error('account deletion: could not cancel the subscription', { err, user: user.id });
    throw new HttpError(502, PROVIDER_DOWN);
  }
}

export async function deleteAccount(deps: AppDeps, user: AuthUser, password: string): Promise<void> {
  if (!password) throw new HttpError(400, 'Enter your password to confirm that you want to delete your account.');
  const stored = await User.findById(user._id).select({ passwordHash: 1 }).lean();
  if (!stored || !(await verifyPassword(password, stored.passwordHash)))
    throw new HttpError(403, 'That password is not right. Your account was not deleted.');
  await cancelLiveSubscription(deps, user);
  // Marked first: from this write on, the session lookup and login refuse the account (new requests get
  // 401 at once) and every request still running removes what it stores (auth.account-live.ts).
  await User.updateOne({ _id: user._id }, { $set: { deletedAt: new Date() } });
  await Session.deleteMany({ userId: user._id });
  await purgeAccount(deps.billing, {
    id: user._id,
    email: user.email,
    stripeCustomerId: user.subscription?.stripeCustomerId,
  });
  deps.logger.info('account deleted', { user: user.id });
}
