import { cancelSubscriptionResponseSchema, errorBodySchema } from '@lessonloom/contracts';
import { BillingRecord } from '../billing.record-model';
import { User } from '../../auth/auth.user-model';
import {
  deliver,
  invoiceObject,
  newUser,
  sec,
  startStripeApp,
  stripeEvent,
  subscriptionOf,
  type StripeTestApp,
} from './billing-test-kit';

let app: StripeTestApp;
beforeAll(async () => {
  app = await startStripeApp();
});
afterAll(() => app.close());

const DAY = 86400;

/** A user whose subscription Stripe knows, brought in through the webhooks; optionally with a first payment `paidDaysAgo`. */
async function subscriber(status: 'trialing' | 'active', paidDaysAgo?: number) {
  const u = await newUser(app.t);
  const sub = app.fake.putSubscription({ status, userId: u.id, periodEnd: sec(Date.now()) + 20 * DAY });
  await deliver(
    app.t,
    stripeEvent('checkout.session.completed', {
      id: 'cs',
      mode: 'subscription',
      client_reference_id: u.id,
      customer: sub.customer,
      subscription: sub.id,
    }),
  );
  let invoiceId: string | undefined;
  if (paidDaysAgo !== undefined) {
    invoiceId = `in_${u.id}`;
    app.fake.putInvoicePayment(invoiceId, `pi_${u.id}`, 1099);
    const inv = invoiceObject({
      id: invoiceId,
      customer: sub.customer as string,
      subscription: sub.id as string,
      amount: 1099,
      paidAt: sec(Date.now()) - paidDaysAgo * DAY,
    });
    await deliver(app.t, stripeEvent('invoice.paid', inv));
  }
  return { ...u, sub, invoiceId };
}

const cancel = async (auth: string) => {
  const res = await app.t.http.post('/api/billing/cancel').set('Authorization', auth);
  // Every answer is the contract's shape: the cancel result, or an error with a detail.
  expect((res.status === 200 ? cancelSubscriptionResponseSchema : errorBodySchema).safeParse(res.body).success).toBe(
    true,
  );
  return res;
};

describe('POST /api/billing/cancel', () => {
  it('during the trial: cancels now and charges nothing', async () => {
    const u = await subscriber('trialing');
    const refundsBefore = app.fake.refunds.length;
    const res = await cancel(u.auth);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      subscription_status: 'inactive',
      cancel_at_period_end: false,
      refunded_amount_cents: 0,
    });
    expect(app.fake.last('DELETE', `/v1/subscriptions/${u.sub.id}`)).toBeDefined();
    expect(app.fake.refunds.length).toBe(refundsBefore);
    expect((await subscriptionOf(u.id)).status).toBe('inactive');
  });

  it('within 30 days of the first payment: refunds it in full with an idempotency key, then cancels now', async () => {
    const u = await subscriber('active', 29);
    expect((await subscriptionOf(u.id)).firstPaymentAt).toBeDefined();
    const res = await cancel(u.auth);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ subscription_status: 'inactive', refunded_amount_cents: 1099 });
    const refund = app.fake.last('POST', '/v1/refunds')!;
    expect(refund.params).toMatchObject({ payment_intent: `pi_${u.id}` });
    expect(refund.params.amount).toBeUndefined();
    expect(refund.idempotencyKey).toBe(`refund-${u.invoiceId}`);
    expect(app.fake.last('DELETE', `/v1/subscriptions/${u.sub.id}`)).toBeDefined();
    expect(await BillingRecord.findOne({ invoiceId: u.invoiceId }).lean()).toMatchObject({
      status: 'refunded',
      refundedAmountCents: 1099,
    });
    const history = await app.t.http.get('/api/billing/history').set('Authorization', u.auth);
    expect(history.body[0]).toMatchObject({ id: u.invoiceId, status: 'refunded', amount_cents: 1099 });
    // Cancelled: a second attempt has nothing to cancel and refunds nothing more.
    expect((await cancel(u.auth)).status).toBe(409);
    expect(app.fake.refunds.filter((r) => r.payment_intent === `pi_${u.id}`)).toHaveLength(1);
  });

  it('a retried cancel after a failed cancel call does not refund twice', async () => {
    const u = await subscriber('active', 3);
    app.fake.subscriptions.delete(u.sub.id as string); // Stripe cannot find it: the cancel call fails after the refund
    expect((await cancel(u.auth)).status).toBe(502);
    app.fake.subscriptions.set(u.sub.id as string, u.sub);
    const res = await cancel(u.auth);
    expect(res.status).toBe(200);
    expect(res.body.refunded_amount_cents).toBe(1099);
    expect(
      app.fake.requests.filter((r) => r.path === '/v1/refunds' && r.params.payment_intent === `pi_${u.id}`),
    ).toHaveLength(1);
  });

  it('after 30 days: no refund; the subscription runs to the end of the period', async () => {
    const u = await subscriber('active', 31);
    const refundsBefore = app.fake.refunds.length;
    const res = await cancel(u.auth);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      subscription_status: 'active',
      cancel_at_period_end: true,
      refunded_amount_cents: 0,
      current_period_end: expect.any(String),
    });
    expect(app.fake.last('POST', `/v1/subscriptions/${u.sub.id}`)!.params.cancel_at_period_end).toBe('true');
    expect(app.fake.refunds.length).toBe(refundsBefore);
    const me = await app.t.http.get('/api/auth/me').set('Authorization', u.auth);
    expect(me.body).toMatchObject({ subscription_status: 'active', cancel_at_period_end: true });
  });

  it('answers 409 when there is nothing to cancel', async () => {
    const u = await newUser(app.t);
    const res = await cancel(u.auth);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ detail: 'You have no active subscription to cancel.' });
    await User.updateOne(
      { _id: u.id },
      { $set: { 'subscription.status': 'inactive', 'subscription.stripeSubscriptionId': 'sub_old' } },
    );
    expect((await cancel(u.auth)).status).toBe(409);
  });
});
