// Stripe objects -> the gateway's own shapes. Written for API 2026-10-28 (stripe 23): the billing period
// lives on subscription items, and an invoice names its subscription under parent.subscription_details.
import type Stripe from 'stripe';
import type { GatewayEvent, InvoiceFacts, SubscriptionSnapshot } from './billing.gateway';

const idOf = (v: string | { id: string } | null | undefined): string | undefined =>
  v == null ? undefined : typeof v === 'string' ? v : v.id;

const dateOf = (seconds: number | null | undefined): Date | undefined =>
  seconds ? new Date(seconds * 1000) : undefined;

export function toSnapshot(sub: Stripe.Subscription): SubscriptionSnapshot {
  const setup = sub.pending_setup_intent;
  // An Elements subscription starts trialing before any card exists; its SetupIntent succeeding is the card.
  const awaitingPaymentMethod =
    !sub.default_payment_method && setup != null && (typeof setup === 'string' || setup.status !== 'succeeded');
  const periodEnds = (sub.items?.data ?? []).map((i) => i.current_period_end).filter((n) => typeof n === 'number');
  return {
    id: sub.id,
    customerId: idOf(sub.customer) ?? '',
    status: sub.status,
    awaitingPaymentMethod,
    trialEnd: dateOf(sub.trial_end),
    currentPeriodEnd: dateOf(periodEnds.length ? Math.min(...periodEnds) : null),
    cancelAtPeriodEnd: sub.cancel_at_period_end || sub.cancel_at != null,
    userId: sub.metadata?.user_id || undefined,
  };
}

function invoiceFacts(inv: Stripe.Invoice, paid: boolean): InvoiceFacts {
  const line = inv.lines?.data?.[0];
  return {
    invoiceId: inv.id ?? '',
    customerId: idOf(inv.customer),
    subscriptionId: idOf(inv.parent?.subscription_details?.subscription),
    description: line?.description || inv.description || 'Pro Plan',
    amountCents: paid ? inv.amount_paid : inv.amount_due,
    currency: inv.currency,
    date: dateOf(paid ? inv.status_transitions?.paid_at : null) ?? dateOf(inv.created) ?? new Date(),
  };
}

export function toGatewayEvent(event: Stripe.Event): GatewayEvent {
  const base = { id: event.id, created: new Date(event.created * 1000) };
  switch (event.type) {
    case 'checkout.session.completed': {
      const s = event.data.object;
      if (s.mode !== 'subscription') return { ...base, kind: 'ignored', type: event.type };
      return {
        ...base,
        kind: 'checkout.completed',
        userId: s.client_reference_id ?? s.metadata?.user_id ?? undefined,
        customerId: idOf(s.customer),
        subscriptionId: idOf(s.subscription),
      };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return { ...base, kind: 'subscription.changed', subscriptionId: event.data.object.id };
    case 'invoice.paid':
      return { ...base, kind: 'invoice.paid', invoice: invoiceFacts(event.data.object, true) };
    case 'invoice.payment_failed':
      return { ...base, kind: 'invoice.payment_failed', invoice: invoiceFacts(event.data.object, false) };
    default:
      return { ...base, kind: 'ignored', type: event.type };
  }
}
