import Stripe from 'stripe';
import { createStripeBillingGateway, stripeClientOptions } from '../billing.stripe-gateway';
import { WebhookSignatureError } from '../billing.webhook-signature-error';
import { BillingProviderError } from '../billing.provider-error';
import type { BillingGateway } from '../billing.gateway';
import { startFakeStripe, type FakeStripe } from './fake-stripe-server';

const settings = (apiBase: string) => ({
  secretKey: 'sk_test_lessonloom',
  publishableKey: 'pk_test_lessonloom',
  webhookSecret: 'whsec_test_secret',
  priceId: 'price_pro_monthly',
  apiBase,
});

let fake: FakeStripe;
let gateway: BillingGateway;
const signer = new Stripe('sk_test_signer');

beforeAll(async () => {
  fake = await startFakeStripe();
  gateway = createStripeBillingGateway(settings(fake.url));
});
afterAll(() => fake.close());

describe('stripeClientOptions', () => {
  it('turns STRIPE_API_BASE into host, port and protocol', () => {
    expect(stripeClientOptions('http://127.0.0.1:12111')).toMatchObject({
      host: '127.0.0.1',
      port: '12111',
      protocol: 'http',
    });
    expect(stripeClientOptions('https://stripe-mock.internal')).toMatchObject({
      host: 'stripe-mock.internal',
      port: 443,
      protocol: 'https',
    });
    expect(stripeClientOptions(undefined)).not.toHaveProperty('host');
  });
});

describe('Stripe gateway over the real SDK', () => {
  it('creates a subscription-mode Checkout session with the price, a 7-day trial, the user and the spec URLs', async () => {
    const session = await gateway.createCheckoutSession({
      userId: 'u123',
      email: 'teacher@school.edu',
      baseUrl: 'https://app.lessonloom.test',
      trial: true,
    });
    expect(session.url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    const sent = fake.last('POST', '/v1/checkout/sessions')!.params;
    expect(sent).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_pro_monthly',
      'line_items[0][quantity]': '1',
      'subscription_data[trial_period_days]': '7',
      'subscription_data[metadata][user_id]': 'u123',
      client_reference_id: 'u123',
      customer_email: 'teacher@school.edu',
      success_url: 'https://app.lessonloom.test/dashboard?signup=success&session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://app.lessonloom.test/signup?error=payment_cancelled',
    });
    expect(sent).not.toHaveProperty('customer');
  });

  it('reuses a known customer instead of the email', async () => {
    await gateway.createCheckoutSession({
      userId: 'u1',
      email: 'a@b.c',
      customerId: 'cus_known',
      baseUrl: 'http://x',
      trial: true,
    });
    const sent = fake.last('POST', '/v1/checkout/sessions')!.params;
    expect(sent.customer).toBe('cus_known');
    expect(sent).not.toHaveProperty('customer_email');
  });

  it('without a trial: Checkout has no trial days and returns to /billing; Elements confirms the first payment', async () => {
    await gateway.createCheckoutSession({ userId: 'u2', email: 'b@b.c', baseUrl: 'https://app.test', trial: false });
    const sent = fake.last('POST', '/v1/checkout/sessions')!.params;
    expect(sent).not.toHaveProperty('subscription_data[trial_period_days]');
    expect(sent['subscription_data[metadata][user_id]']).toBe('u2');
    expect(sent.success_url).toBe('https://app.test/billing?status=success');
    const setup = await gateway.createSubscription({ userId: 'u3', email: 'c@b.c', trial: false });
    expect(setup.intentType).toBe('payment');
    expect(setup.clientSecret).toMatch(/^pi_\w+_secret_/);
    const sub = fake.last('POST', '/v1/subscriptions')!.params;
    expect(sub).not.toHaveProperty('trial_period_days');
    expect(sub).not.toHaveProperty('trial_settings[end_behavior][missing_payment_method]');
  });

  it('opens the customer portal returning to /billing', async () => {
    const { url } = await gateway.createPortalSession({
      userId: 'u1',
      customerId: 'cus_known',
      baseUrl: 'https://app.test',
    });
    expect(url).toMatch(/^https:\/\/billing\.stripe\.test\//);
    expect(fake.last('POST', '/v1/billing_portal/sessions')!.params).toEqual({
      customer: 'cus_known',
      return_url: 'https://app.test/billing',
    });
  });

  it("answers the trial's pending SetupIntent secret for Elements, creating the customer once per user", async () => {
    const setup = await gateway.createSubscription({ userId: 'u77', email: 'el@school.edu', trial: true });
    expect(setup.intentType).toBe('setup');
    expect(setup.clientSecret).toMatch(/^seti_\w+_secret_/);
    const customer = fake.last('POST', '/v1/customers')!;
    expect(customer.params).toMatchObject({ email: 'el@school.edu', 'metadata[user_id]': 'u77' });
    expect(customer.idempotencyKey).toBe('customer-u77');
    expect(fake.last('POST', '/v1/subscriptions')!.params).toMatchObject({
      customer: setup.customerId,
      'items[0][price]': 'price_pro_monthly',
      trial_period_days: '7',
      payment_behavior: 'default_incomplete',
      'payment_settings[save_default_payment_method]': 'on_subscription',
      'expand[0]': 'pending_setup_intent',
      'metadata[user_id]': 'u77',
    });
    // Until the SetupIntent succeeds the trial has no card: not a trial yet.
    const snap = await gateway.retrieveSubscription(setup.subscriptionId);
    expect(snap).toMatchObject({
      status: 'trialing',
      awaitingPaymentMethod: true,
      userId: 'u77',
      customerId: setup.customerId,
    });
  });

  it('maps a subscription: period end from its items, trial end, cancel flag', async () => {
    const periodEnd = Math.floor(Date.now() / 1000) + 86400 * 20;
    const sub = fake.putSubscription({ status: 'active', periodEnd, trialEnd: periodEnd - 86400 * 30, userId: 'u9' });
    const snap = await gateway.retrieveSubscription(sub.id as string);
    expect(snap).toEqual({
      id: sub.id,
      customerId: sub.customer,
      status: 'active',
      awaitingPaymentMethod: false,
      trialEnd: new Date((periodEnd - 86400 * 30) * 1000),
      currentPeriodEnd: new Date(periodEnd * 1000),
      cancelAtPeriodEnd: false,
      userId: 'u9',
    });
  });

  it('cancels now with DELETE, or at the period end with cancel_at_period_end', async () => {
    const a = fake.putSubscription({ status: 'active' });
    expect((await gateway.cancelSubscription(a.id as string, 'now')).status).toBe('canceled');
    expect(fake.last('DELETE', `/v1/subscriptions/${a.id}`)).toBeDefined();
    const b = fake.putSubscription({ status: 'active' });
    const snap = await gateway.cancelSubscription(b.id as string, 'period_end');
    expect(snap).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect(fake.last('POST', `/v1/subscriptions/${b.id}`)!.params.cancel_at_period_end).toBe('true');
  });

  it("refunds an invoice's PaymentIntent in full with the idempotency key", async () => {
    fake.putInvoicePayment('in_first', 'pi_first', 1099);
    const refund = await gateway.refundInvoice('in_first', 'refund-in_first');
    expect(refund.amountCents).toBe(1099);
    const sent = fake.last('POST', '/v1/refunds')!;
    expect(sent.params).toMatchObject({ payment_intent: 'pi_first', reason: 'requested_by_customer' });
    expect(sent.params).not.toHaveProperty('amount');
    expect(sent.idempotencyKey).toBe('refund-in_first');
    expect(fake.last('GET', '/v1/invoice_payments')!.params).toMatchObject({ invoice: 'in_first', status: 'paid' });
  });
});

describe('provider failures', () => {
  it("surface as BillingProviderError without Stripe's HTTP status, so no route answers Stripe's 404 as its own", async () => {
    const err = await gateway.retrieveSubscription('sub_missing').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(BillingProviderError);
    expect(err).toMatchObject({ providerType: 'StripeInvalidRequestError', providerStatus: 404 });
    expect(err).not.toHaveProperty('status');
    expect(err).not.toHaveProperty('statusCode');
  });
});

describe('webhook verification', () => {
  const event = (type: string, object: Record<string, unknown>) =>
    JSON.stringify({ id: `evt_${type}`, object: 'event', type, created: 1_760_000_000, data: { object } });
  const sign = (payload: string, opts: { secret?: string; timestamp?: number } = {}) =>
    signer.webhooks.generateTestHeaderString({
      payload,
      secret: opts.secret ?? 'whsec_test_secret',
      timestamp: opts.timestamp,
    });

  it('accepts a correctly signed payload and maps checkout.session.completed', () => {
    const payload = event('checkout.session.completed', {
      id: 'cs_1',
      object: 'checkout.session',
      mode: 'subscription',
      client_reference_id: 'u1',
      customer: 'cus_1',
      subscription: 'sub_1',
    });
    expect(gateway.parseWebhook(Buffer.from(payload), sign(payload))).toEqual({
      id: 'evt_checkout.session.completed',
      created: new Date(1_760_000_000_000),
      kind: 'checkout.completed',
      userId: 'u1',
      customerId: 'cus_1',
      subscriptionId: 'sub_1',
    });
  });

  it('maps invoices under the current API (subscription under parent.subscription_details)', () => {
    const payload = event('invoice.paid', {
      id: 'in_1',
      object: 'invoice',
      customer: 'cus_1',
      amount_paid: 1099,
      amount_due: 1099,
      currency: 'usd',
      created: 1_760_000_000,
      status_transitions: { paid_at: 1_760_000_100 },
      description: null,
      lines: { data: [{ description: '1 × Pro Plan (at $10.99 / month)' }] },
      parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_1' } },
    });
    const parsed = gateway.parseWebhook(Buffer.from(payload), sign(payload));
    expect(parsed).toMatchObject({
      kind: 'invoice.paid',
      invoice: {
        invoiceId: 'in_1',
        subscriptionId: 'sub_1',
        customerId: 'cus_1',
        amountCents: 1099,
        currency: 'usd',
        description: '1 × Pro Plan (at $10.99 / month)',
        date: new Date(1_760_000_100_000),
      },
    });
  });

  it.each([
    ['tampered', (p: string) => ({ body: p.replace('"u1"', '"u2"'), header: sign(p) })],
    ['signed with another secret', (p: string) => ({ body: p, header: sign(p, { secret: 'whsec_forged' }) })],
    [
      'stale (10 minutes old)',
      (p: string) => ({ body: p, header: sign(p, { timestamp: Math.floor(Date.now() / 1000) - 600 }) }),
    ],
    ['unsigned', (p: string) => ({ body: p, header: undefined })],
  ])('rejects a %s payload', (_name, make) => {
    const payload = event('checkout.session.completed', {
      id: 'cs_1',
      mode: 'subscription',
      client_reference_id: 'u1',
    });
    const { body, header } = make(payload);
    expect(() => gateway.parseWebhook(Buffer.from(body), header)).toThrow(WebhookSignatureError);
  });

  it('forgetCustomer deletes the Stripe customer of a deleted account, and does nothing without one', async () => {
    await gateway.forgetCustomer({ userId: 'u1', customerId: 'cus_gone' });
    expect(fake.last('DELETE', '/v1/customers/cus_gone')).toBeDefined();
    const before = fake.requests.length;
    await gateway.forgetCustomer({ userId: 'u2' });
    expect(fake.requests.length).toBe(before);
  });
});
