import { BillingEvent } from '../billing.event-model';
import { BillingRecord } from '../billing.record-model';
import { User } from '../../auth/auth.user-model';
import {
  deliver,
  invoiceObject,
  newUser,
  sec,
  sign,
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

async function checkoutCompleted(userId: string, status = 'trialing') {
  const trialEnd = sec(Date.now()) + 7 * DAY;
  const sub = app.fake.putSubscription({ status, userId, trialEnd, periodEnd: trialEnd });
  const payload = stripeEvent('checkout.session.completed', {
    id: 'cs_test_1',
    object: 'checkout.session',
    mode: 'subscription',
    client_reference_id: userId,
    customer: sub.customer,
    subscription: sub.id,
  });
  return { sub, payload, trialEnd };
}

describe('POST /api/billing/webhook', () => {
  it('applies a signed checkout.session.completed: the user is trialing with the real trial end', async () => {
    const u = await newUser(app.t);
    const { sub, payload, trialEnd } = await checkoutCompleted(u.id);
    const res = await deliver(app.t, payload);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true, duplicate: false });
    const s = await subscriptionOf(u.id);
    expect(s).toMatchObject({
      status: 'trialing',
      stripeCustomerId: sub.customer,
      stripeSubscriptionId: sub.id,
      cancelAtPeriodEnd: false,
    });
    expect(s.trialEnd).toEqual(new Date(trialEnd * 1000));
    const me = await app.t.http.get('/api/auth/me').set('Authorization', u.auth);
    expect(me.body).toMatchObject({
      subscription_status: 'trialing',
      trial_end: new Date(trialEnd * 1000).toISOString(),
    });
  });

  it.each([
    [
      'tampered',
      (p: string) => ({ body: p.replace('"trialing"', '"active"').replace('cs_test_1', 'cs_test_2'), header: sign(p) }),
    ],
    ['forged (another secret)', (p: string) => ({ body: p, header: sign(p, { secret: 'whsec_attacker' }) })],
    [
      'stale (signed 10 minutes ago)',
      (p: string) => ({ body: p, header: sign(p, { timestamp: sec(Date.now()) - 600 }) }),
    ],
    [
      'future-dated (signed for 1 hour ahead)',
      (p: string) => ({ body: p, header: sign(p, { timestamp: sec(Date.now()) + 3600 }) }),
    ],
    [
      'future-dated (signed for 6 minutes ahead)',
      (p: string) => ({ body: p, header: sign(p, { timestamp: sec(Date.now()) + 360 }) }),
    ],
    ['unsigned', (p: string) => ({ body: p, header: null })],
  ])('answers 400 to a %s payload and changes nothing', async (_name, make) => {
    const u = await newUser(app.t);
    const { payload } = await checkoutCompleted(u.id);
    const { body, header } = make(payload);
    const res = await deliver(app.t, body, header);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: 'Invalid webhook signature' });
    expect((await subscriptionOf(u.id)).status).toBe('pending_payment');
    expect(await BillingEvent.countDocuments({ eventId: JSON.parse(payload).id })).toBe(0);
  });

  it('accepts an event dated a little ahead (clock skew under 5 minutes)', async () => {
    const u = await newUser(app.t);
    const { payload } = await checkoutCompleted(u.id);
    const res = await deliver(app.t, payload, sign(payload, { timestamp: sec(Date.now()) + 60 }));
    expect(res.status).toBe(200);
  });

  it('applies a replayed event once', async () => {
    const u = await newUser(app.t);
    const { sub, payload } = await checkoutCompleted(u.id);
    expect((await deliver(app.t, payload)).body.duplicate).toBe(false);
    // Were the replay applied, it would re-read this and write 'inactive'.
    (sub as { status: string }).status = 'canceled';
    const again = await deliver(app.t, payload);
    expect(again.status).toBe(200);
    expect(again.body.duplicate).toBe(true);
    expect((await subscriptionOf(u.id)).status).toBe('trialing');
    expect(await BillingEvent.countDocuments({ eventId: JSON.parse(payload).id })).toBe(1);
  });

  it('does not roll back when an older event arrives after a newer one (the subscription is re-read)', async () => {
    const u = await newUser(app.t);
    const { sub, payload } = await checkoutCompleted(u.id);
    await deliver(app.t, payload);
    const now = sec(Date.now());
    // Stripe now says active (the trial converted); events arrive newest first.
    Object.assign(sub, { status: 'active' });
    const updated = stripeEvent('customer.subscription.updated', { ...sub, status: 'active' }, { created: now });
    const created = stripeEvent(
      'customer.subscription.created',
      { ...sub, status: 'trialing' },
      { created: now - 3600 },
    );
    expect((await deliver(app.t, updated)).status).toBe(200);
    expect((await deliver(app.t, created)).status).toBe(200);
    expect((await subscriptionOf(u.id)).status).toBe('active');
  });

  it('maps Stripe statuses: past_due, unpaid, paused, canceled (deleted), incomplete', async () => {
    const u = await newUser(app.t);
    const { sub, payload } = await checkoutCompleted(u.id);
    await deliver(app.t, payload);
    for (const [stripeStatus, ours] of [
      ['past_due', 'past_due'],
      ['unpaid', 'inactive'],
      ['paused', 'inactive'],
      ['incomplete', 'pending_payment'],
      ['active', 'active'],
      ['incomplete_expired', 'inactive'],
      ['canceled', 'inactive'],
    ]) {
      Object.assign(sub, { status: stripeStatus });
      const type = stripeStatus === 'canceled' ? 'customer.subscription.deleted' : 'customer.subscription.updated';
      expect((await deliver(app.t, stripeEvent(type, sub))).status).toBe(200);
      expect((await subscriptionOf(u.id)).status).toBe(ours);
    }
  });

  it('keeps an Elements trial pending until its SetupIntent succeeds', async () => {
    const u = await newUser(app.t);
    const setup = await app.t.http.post('/api/billing/create-subscription').set('Authorization', u.auth);
    expect(setup.status).toBe(200);
    const subId = (await subscriptionOf(u.id)).stripeSubscriptionId!;
    const sub = app.fake.subscriptions.get(subId)!;
    await deliver(app.t, stripeEvent('customer.subscription.created', sub));
    expect((await subscriptionOf(u.id)).status).toBe('pending_payment');
    Object.assign(sub, {
      default_payment_method: 'pm_card_visa',
      pending_setup_intent: { ...(sub.pending_setup_intent as object), status: 'succeeded' },
    });
    await deliver(app.t, stripeEvent('customer.subscription.updated', sub));
    expect((await subscriptionOf(u.id)).status).toBe('trialing');
  });

  it('records paid and failed invoices for billing history; only a real payment starts the refund window', async () => {
    const u = await newUser(app.t);
    const { sub, payload } = await checkoutCompleted(u.id);
    await deliver(app.t, payload);
    const trialInvoice = invoiceObject({
      id: 'in_trial',
      customer: sub.customer as string,
      subscription: sub.id as string,
      amount: 0,
      paidAt: sec(Date.now()) - 8 * DAY,
    });
    await deliver(app.t, stripeEvent('invoice.paid', trialInvoice));
    expect((await subscriptionOf(u.id)).firstPaymentAt).toBeUndefined();

    Object.assign(sub, { status: 'past_due' });
    const failed = invoiceObject({
      id: 'in_first',
      customer: sub.customer as string,
      subscription: sub.id as string,
      amount: 1099,
      paidAt: sec(Date.now()) - DAY,
    });
    await deliver(app.t, stripeEvent('invoice.payment_failed', failed));
    expect((await subscriptionOf(u.id)).status).toBe('past_due');
    expect((await BillingRecord.findOne({ invoiceId: 'in_first' }).lean())!.status).toBe('failed');

    Object.assign(sub, { status: 'active' });
    const paidAt = sec(Date.now());
    await deliver(app.t, stripeEvent('invoice.paid', { ...failed, status_transitions: { paid_at: paidAt } }));
    // A late copy of the failure must not hide the payment.
    await deliver(app.t, stripeEvent('invoice.payment_failed', failed));
    const s = await subscriptionOf(u.id);
    expect(s.status).toBe('active');
    expect(s.firstPaymentAt).toEqual(new Date(paidAt * 1000));

    const history = await app.t.http.get('/api/billing/history').set('Authorization', u.auth);
    expect(history.body).toEqual([
      {
        id: 'in_first',
        date: new Date(paidAt * 1000).toISOString(),
        description: '1 × Pro Plan (at $10.99 / month)',
        amount_cents: 1099,
        currency: 'usd',
        status: 'paid',
      },
      {
        id: 'in_trial',
        date: expect.any(String),
        description: '1 × Pro Plan (at $10.99 / month)',
        amount_cents: 0,
        currency: 'usd',
        status: 'paid',
      },
    ]);
  });

  it('releases the event when applying fails, so Stripe’s retry applies it', async () => {
    const u = await newUser(app.t);
    const payload = stripeEvent('checkout.session.completed', {
      id: 'cs_x',
      mode: 'subscription',
      client_reference_id: u.id,
      customer: 'cus_x',
      subscription: 'sub_not_yet_known',
    });
    const res = await deliver(app.t, payload);
    expect(res.status).toBe(502);
    expect(await BillingEvent.countDocuments({ eventId: JSON.parse(payload).id })).toBe(0);
    app.fake.putSubscription({ id: 'sub_not_yet_known', customer: 'cus_x', status: 'trialing', userId: u.id });
    expect((await deliver(app.t, payload)).status).toBe(200);
    expect((await subscriptionOf(u.id)).status).toBe('trialing');
  });

  it('acknowledges event types it does not act on', async () => {
    const res = await deliver(app.t, stripeEvent('customer.created', { id: 'cus_new', object: 'customer' }));
    expect(res.status).toBe(200);
    expect(await User.countDocuments({ 'subscription.stripeCustomerId': 'cus_new' })).toBe(0);
  });
});
