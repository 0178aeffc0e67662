import { createHash, randomBytes } from 'node:crypto';
import type { HydratedDocument } from 'mongoose';
import { PRICING } from '@lessonloom/contracts';
import { HttpError } from '../../http/http.error';
import {
  DEFAULT_CHECKOUT_CANCEL_PATH,
  type BillingGateway,
  type CheckoutInput,
  type InvoiceFacts,
  type PortalInput,
  type SubscriptionSnapshot,
} from './billing.gateway';
import { TestModeSession, TestModeSubscription, type TestModeSubscriptionFields } from './billing.test-mode-models';
import { WebhookSignatureError } from './billing.webhook-signature-error';

const DAY_MS = 24 * 3600 * 1000;
const CHECKOUT_TTL_MS = DAY_MS;
const PORTAL_TTL_MS = 3600 * 1000;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = (prefix: string) => `${prefix}_${randomBytes(24).toString('base64url')}`;

function snapshotOf(s: TestModeSubscriptionFields): SubscriptionSnapshot {
  return {
    id: s.subscriptionId,
    customerId: s.customerId,
    status: s.status,
    awaitingPaymentMethod: false,
    trialEnd: s.trialEnd ?? undefined,
    currentPeriodEnd: s.currentPeriodEnd,
    cancelAtPeriodEnd: s.cancelAtPeriodEnd,
    userId: s.userId,
  };
}

/**
 * Test-mode billing for the embedded default (no Stripe key): checkout and portal are pages served by this
 * app, marked 'Test mode — no card is charged'. It keeps Stripe's side of the records in its own
 * collections, so the billing service drives it through the same calls (and state changes) as Stripe.
 */
export class LocalBillingGateway implements BillingGateway {
  readonly mode = 'test' as const;
  readonly publishableKey = null;

  async createCheckoutSession(input: CheckoutInput) {
    const id = newToken('cs_test_local');
    await TestModeSession.create({
      tokenHash: hash(id),
      kind: 'checkout',
      userId: input.userId,
      cancelPath: input.cancelPath ?? DEFAULT_CHECKOUT_CANCEL_PATH,
      trial: input.trial,
      expiresAt: new Date(Date.now() + CHECKOUT_TTL_MS),
    });
    return { id, url: `${input.baseUrl}/api/billing/test-mode/checkout?${new URLSearchParams({ session_id: id })}` };
  }

  async createPortalSession(input: PortalInput) {
    const id = newToken('bps_test_local');
    await TestModeSession.create({
      tokenHash: hash(id),
      kind: 'portal',
      userId: input.userId,
      expiresAt: new Date(Date.now() + PORTAL_TTL_MS),
    });
    return { url: `${input.baseUrl}/api/billing/test-mode/portal?${new URLSearchParams({ session: id })}` };
  }

  async createSubscription(): Promise<never> {
    throw new HttpError(
      503,
      'Card payments are not configured on this server (test mode). Use Start 7-Day Free Trial instead.',
    );
  }

  async retrieveSubscription(id: string) {
    const s = await TestModeSubscription.findOne({ subscriptionId: id }).lean();
    if (!s) throw new Error(`No test-mode subscription ${id}`);
    return snapshotOf(s);
  }

  async cancelSubscription(id: string, when: 'now' | 'period_end') {
    const update = when === 'now' ? { status: 'canceled', cancelAtPeriodEnd: false } : { cancelAtPeriodEnd: true };
    const s = await TestModeSubscription.findOneAndUpdate(
      { subscriptionId: id },
      { $set: update },
      { returnDocument: 'after' },
    ).lean();
    if (!s) throw new Error(`No test-mode subscription ${id}`);
    return snapshotOf(s);
  }

  async forgetCustomer({ userId }: { userId: string }) {
    await Promise.all([TestModeSession.deleteMany({ userId }), TestModeSubscription.deleteMany({ userId })]);
  }

  async refundInvoice(invoiceId: string, idempotencyKey: string) {
    const s = await TestModeSubscription.findOne({ 'invoices.invoiceId': invoiceId });
    const invoice = s?.invoices.find((i) => i.invoiceId === invoiceId);
    if (!s || !invoice) throw new Error(`No test-mode invoice ${invoiceId}`);
    // Like Stripe's idempotency keys: the same key answers the same refund.
    invoice.refundId ??= `re_test_local_${hash(idempotencyKey).slice(0, 24)}`;
    await s.save();
    return { refundId: invoice.refundId, amountCents: invoice.amountCents };
  }

  parseWebhook(): never {
    throw new WebhookSignatureError('Stripe webhooks are not configured (test mode)');
  }

  /** The user a live link belongs to; null when unknown, expired, or (checkout) already used. */
  async openSession(
    kind: 'checkout' | 'portal',
    token: string,
  ): Promise<{ userId: string; cancelPath: string; trial: boolean } | null> {
    const s = await TestModeSession.findOne({ tokenHash: hash(token), kind, expiresAt: { $gt: new Date() } }).lean();
    if (!s || (kind === 'checkout' && s.usedAt)) return null;
    return { userId: s.userId, cancelPath: s.cancelPath ?? DEFAULT_CHECKOUT_CANCEL_PATH, trial: s.trial !== false };
  }

  /** Marks a checkout link used, atomically: of two racing submits only one gets the user. */
  async redeemCheckout(token: string): Promise<{ userId: string; trial: boolean } | null> {
    const s = await TestModeSession.findOneAndUpdate(
      { tokenHash: hash(token), kind: 'checkout', usedAt: null, expiresAt: { $gt: new Date() } },
      { $set: { usedAt: new Date() } },
      { returnDocument: 'after' },
    ).lean();
    return s ? { userId: s.userId, trial: s.trial !== false } : null;
  }

  /** What Stripe does when a checkout completes: a customer and a trialing subscription. */
  async startTrial(userId: string): Promise<{ customerId: string; subscriptionId: string }> {
    const trialEnd = new Date(Date.now() + PRICING.trialDays * DAY_MS);
    const s = await TestModeSubscription.create({
      subscriptionId: newToken('sub_test_local'),
      customerId: customerOf(userId),
      userId,
      status: 'trialing',
      trialEnd,
      currentPeriodEnd: trialEnd,
      cancelAtPeriodEnd: false,
      invoices: [],
    });
    return { customerId: s.customerId, subscriptionId: s.subscriptionId };
  }

  /** What Stripe does when a checkout without a trial completes: the first $10.99 invoice is paid at once. */
  async startPaid(userId: string): Promise<{ subscriptionId: string; invoice: InvoiceFacts }> {
    const s = await TestModeSubscription.create({
      subscriptionId: newToken('sub_test_local'),
      customerId: customerOf(userId),
      userId,
      status: 'active',
      currentPeriodEnd: new Date(),
      cancelAtPeriodEnd: false,
      invoices: [],
    });
    return { subscriptionId: s.subscriptionId, invoice: await this.payFirstInvoice(s) };
  }

  /** What Stripe does when a trial ends: the first $10.99 invoice is paid (here nothing is charged). */
  async endTrial(subscriptionId: string): Promise<InvoiceFacts> {
    const s = await TestModeSubscription.findOne({ subscriptionId, status: 'trialing' });
    if (!s) throw new HttpError(409, 'This subscription is not in its trial.');
    return this.payFirstInvoice(s);
  }

  async endTrialNow(subscriptionId: string) {
    await this.endTrial(subscriptionId);
    return this.retrieveSubscription(subscriptionId);
  }

  private async payFirstInvoice(s: HydratedDocument<TestModeSubscriptionFields>): Promise<InvoiceFacts> {
    const now = new Date();
    const periodEnd = new Date(now);
    periodEnd.setUTCMonth(periodEnd.getUTCMonth() + 1);
    const invoiceId = newToken('in_test_local');
    if (s.status === 'trialing') s.trialEnd = now;
    s.status = 'active';
    s.currentPeriodEnd = periodEnd;
    s.invoices.push({ invoiceId, amountCents: PRICING.monthlyPriceCents, paidAt: now });
    await s.save();
    return {
      invoiceId,
      customerId: s.customerId,
      subscriptionId: s.subscriptionId,
      description: 'Pro Plan (test mode — no card is charged)',
      amountCents: PRICING.monthlyPriceCents,
      currency: 'usd',
      date: now,
    };
  }
}

const customerOf = (userId: string) => `cus_test_local_${hash(userId).slice(0, 16)}`;

export function createLocalBillingGateway(): LocalBillingGateway {
  return new LocalBillingGateway();
}
