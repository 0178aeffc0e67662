import { isEntitled } from '@lessonloom/contracts';
import type { SubscriptionSnapshot } from '../../gateways/billing/billing.gateway';
import type { Logger } from '../../logger';
import { User, type UserDoc } from '../auth/auth.user-model';
import { toSubscriptionStatus } from './billing.status';

async function ownerOf(snapshot: SubscriptionSnapshot, userIdHint?: string): Promise<UserDoc | null> {
  const id = userIdHint ?? snapshot.userId;
  if (id && /^[a-f0-9]{24}$/i.test(id)) {
    const user = await User.findById(id);
    if (user) return user;
  }
  return (
    (await User.findOne({ 'subscription.stripeSubscriptionId': snapshot.id })) ??
    (snapshot.customerId ? await User.findOne({ 'subscription.stripeCustomerId': snapshot.customerId }) : null)
  );
}

/**
 * Writes the provider's current view of a subscription onto its user. Callers pass a snapshot they just
 * read from the provider, never an event body, so a late or replayed event cannot roll a status back.
 */
export async function applySnapshot(
  snapshot: SubscriptionSnapshot,
  logger: Logger,
  userIdHint?: string,
): Promise<UserDoc | null> {
  const user = await ownerOf(snapshot, userIdHint);
  if (!user) {
    logger.warn('billing: subscription for an unknown user', {
      subscription: snapshot.id,
      customer: snapshot.customerId,
    });
    return null;
  }
  const current = user.subscription;
  const status = toSubscriptionStatus(snapshot);
  // An old subscription ending must not end the newer one the user has since started.
  if (
    current?.stripeSubscriptionId &&
    current.stripeSubscriptionId !== snapshot.id &&
    isEntitled(current.status) &&
    !isEntitled(status)
  ) {
    logger.info('billing: ignoring a superseded subscription', { user: user.id, subscription: snapshot.id });
    return user;
  }
  // The account's one free trial is counted the first time one of its subscriptions is really trialing.
  const firstTrial = status === 'trialing' && !current?.trialUsedAt;
  const updated = await User.findByIdAndUpdate(
    user._id,
    {
      $set: {
        ...(firstTrial
          ? { 'subscription.trialUsedAt': new Date(), 'subscription.trialSubscriptionId': snapshot.id }
          : {}),
        'subscription.status': status,
        'subscription.stripeSubscriptionId': snapshot.id,
        'subscription.stripeCustomerId': snapshot.customerId || current?.stripeCustomerId,
        'subscription.trialEnd': snapshot.trialEnd ?? null,
        'subscription.currentPeriodEnd': snapshot.currentPeriodEnd ?? null,
        'subscription.cancelAtPeriodEnd': snapshot.cancelAtPeriodEnd,
        'subscription.lastEventAt': new Date(),
      },
    },
    { returnDocument: 'after' },
  );
  logger.info('billing: subscription synced', { user: user.id, subscription: snapshot.id, status });
  return updated;
}

/**
 * A trialing subscription that is not the account's first trial: a checkout made while the account could
 * still have one, completed after another trial began. Its trial must end now (the first invoice is charged).
 */
export function isSecondTrial(user: UserDoc | null, snapshot: SubscriptionSnapshot): boolean {
  const sub = user?.subscription;
  return (
    toSubscriptionStatus(snapshot) === 'trialing' &&
    !!sub?.trialUsedAt &&
    !!sub.trialSubscriptionId &&
    sub.trialSubscriptionId !== snapshot.id
  );
}
