import type { SubscriptionStatus } from '@lessonloom/contracts';
import type { SubscriptionSnapshot } from '../../gateways/billing/billing.gateway';

/**
 * Stripe's subscription status in our words. A trial whose card is still being collected (Elements,
 * SetupIntent not yet confirmed) is not a trial yet: the user still owes the payment setup.
 */
export function toSubscriptionStatus(
  s: Pick<SubscriptionSnapshot, 'status' | 'awaitingPaymentMethod'>,
): SubscriptionStatus {
  switch (s.status) {
    case 'trialing':
      return s.awaitingPaymentMethod ? 'pending_payment' : 'trialing';
    case 'active':
      return 'active';
    case 'past_due':
      return 'past_due';
    case 'incomplete':
      return 'pending_payment';
    default:
      // unpaid, canceled, incomplete_expired, paused and any status Stripe adds later
      return 'inactive';
  }
}
