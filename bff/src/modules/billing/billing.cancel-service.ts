import { PRICING, type CancelSubscriptionResponse } from '@lessonloom/contracts';
import type { BillingGateway, SubscriptionSnapshot } from '../../gateways/billing/billing.gateway';
import { HttpError } from '../../http/http.error';
import type { Logger } from '../../logger';
import type { AuthUser } from '../auth/auth.user-model';
import { BillingRecord } from './billing.record-model';
import { applySnapshot } from './billing.subscription-sync';
import { toSubscriptionStatus } from './billing.status';

const DAY_MS = 24 * 3600 * 1000;
const CANCELLABLE = ['active', 'trialing', 'past_due'];

export const withinRefundWindow = (firstPaymentAt: Date | undefined | null, now = Date.now()) =>
  !!firstPaymentAt && now - new Date(firstPaymentAt).getTime() <= PRICING.refundWindowDays * DAY_MS;

async function refundFirstPayment(billing: BillingGateway, user: AuthUser): Promise<number> {
  const first = await BillingRecord.findOne({
    userId: user._id,
    status: { $in: ['paid', 'refunded'] },
    amountCents: { $gt: 0 },
  }).sort({ date: 1 });
  if (!first) return 0;
  if (first.status === 'refunded') return first.refundedAmountCents ?? first.amountCents;
  // One key per invoice: a retried cancel (timeout, double click) cannot refund twice.
  const refund = await billing.refundInvoice(first.invoiceId, `refund-${first.invoiceId}`);
  first.set({
    status: 'refunded',
    refundId: refund.refundId,
    refundedAmountCents: refund.amountCents,
    refundedAt: new Date(),
  });
  await first.save();
  return refund.amountCents;
}

/**
 * Spec §1: cancel anytime; within 30 days of the first payment, a full refund. During the trial nothing
 * was charged, so it ends now; within the window the payment is refunded first (so a failed cancel can be
 * retried without losing the refund), then the subscription ends now; later it runs to the period end.
 */
export async function cancelSubscription(
  billing: BillingGateway,
  user: AuthUser,
  logger: Logger,
  now = Date.now(),
): Promise<CancelSubscriptionResponse> {
  const sub = user.subscription;
  if (!sub?.stripeSubscriptionId || !CANCELLABLE.includes(sub.status))
    throw new HttpError(409, 'You have no active subscription to cancel.');
  let refunded = 0;
  let snapshot: SubscriptionSnapshot;
  if (sub.status === 'trialing' && !sub.firstPaymentAt) {
    snapshot = await billing.cancelSubscription(sub.stripeSubscriptionId, 'now');
  } else if (withinRefundWindow(sub.firstPaymentAt, now)) {
    refunded = await refundFirstPayment(billing, user);
    snapshot = await billing.cancelSubscription(sub.stripeSubscriptionId, 'now');
  } else {
    snapshot = await billing.cancelSubscription(sub.stripeSubscriptionId, 'period_end');
  }
  await applySnapshot(snapshot, logger, user.id);
  logger.info('billing: cancelled', {
    user: user.id,
    refundedCents: refunded,
    atPeriodEnd: snapshot.cancelAtPeriodEnd,
  });
  return {
    subscription_status: toSubscriptionStatus(snapshot),
    cancel_at_period_end: snapshot.cancelAtPeriodEnd,
    current_period_end: snapshot.currentPeriodEnd ? snapshot.currentPeriodEnd.toISOString() : null,
    refunded_amount_cents: refunded,
  };
}
