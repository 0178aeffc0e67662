// Shared set-up for the billing integration tests: the app on the embedded store, billing through the real
// Stripe SDK against a fake Stripe server, and webhook payloads signed with the SDK's test-header helper.
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { createStripeBillingGateway } from '../../../gateways/billing/billing.stripe-gateway';
import { signupUser, startTestApp, type TestApp } from '../../../testing/testing.app';
import { startFakeStripe, type FakeStripe } from '../../../gateways/billing/__tests__/fake-stripe-server';
import { User } from '../../auth/auth.user-model';

export const WEBHOOK_SECRET = 'whsec_lessonloom_test';
const signer = new Stripe('sk_test_signer');

export interface StripeTestApp {
  t: TestApp;
  fake: FakeStripe;
  close(): Promise<void>;
}

export async function startStripeApp(): Promise<StripeTestApp> {
  const fake = await startFakeStripe();
  const billing = createStripeBillingGateway({
    secretKey: 'sk_test_lessonloom',
    publishableKey: 'pk_test_lessonloom',
    webhookSecret: WEBHOOK_SECRET,
    priceId: 'price_pro_monthly',
    apiBase: fake.url,
  });
  const t = await startTestApp({ billing });
  return {
    t,
    fake,
    close: async () => {
      await t.close();
      await fake.close();
    },
  };
}

export const sec = (d: Date | number) => Math.floor(new Date(d).getTime() / 1000);

export function stripeEvent(
  type: string,
  object: Record<string, unknown>,
  opts: { id?: string; created?: number } = {},
) {
  return JSON.stringify({
    id: opts.id ?? `evt_${randomBytes(8).toString('hex')}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    type,
    created: opts.created ?? sec(Date.now()),
    data: { object },
  });
}

export function sign(payload: string, opts: { secret?: string; timestamp?: number } = {}) {
  return signer.webhooks.generateTestHeaderString({
    payload,
    secret: opts.secret ?? WEBHOOK_SECRET,
    timestamp: opts.timestamp,
  });
}

/** Posts a payload as Stripe does: raw JSON bytes and a Stripe-Signature header. */
export function deliver(t: TestApp, payload: string, header: string | null = sign(payload)) {
  const req = t.http.post('/api/billing/webhook').set('Content-Type', 'application/json');
  if (header !== null) req.set('Stripe-Signature', header);
  return req.send(payload);
}

export async function newUser(t: TestApp) {
  const u = await signupUser(t);
  const doc = await User.findOne({ email: u.email });
  return { ...u, id: doc!.id as string };
}

export const subscriptionOf = async (userId: string) => (await User.findById(userId).lean())!.subscription;

export function invoiceObject(o: {
  id: string;
  customer: string;
  subscription: string;
  amount: number;
  paidAt?: number;
}) {
  return {
    id: o.id,
    object: 'invoice',
    customer: o.customer,
    amount_paid: o.amount,
    amount_due: o.amount,
    currency: 'usd',
    created: o.paidAt ?? sec(Date.now()),
    status_transitions: { paid_at: o.paidAt ?? sec(Date.now()) },
    description: null,
    lines: { data: [{ description: '1 × Pro Plan (at $10.99 / month)' }] },
    parent: { type: 'subscription_details', subscription_details: { subscription: o.subscription } },
  };
}
