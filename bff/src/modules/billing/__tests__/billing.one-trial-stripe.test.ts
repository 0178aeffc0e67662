// One free trial per account with Stripe (real SDK, fake Stripe server): eligibility is decided on our
// side before the Checkout session or subscription is created, and a second trial that slips through
// (a checkout opened before the first trial, completed after it) is ended at once.
import {
  deliver,
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

async function completeCheckout(userId: string) {
  const trialEnd = sec(Date.now()) + 7 * 86400;
  const sub = app.fake.putSubscription({ status: 'trialing', userId, trialEnd, periodEnd: trialEnd });
  const payload = stripeEvent('checkout.session.completed', {
    id: `cs_test_${sub.id}`,
    object: 'checkout.session',
    mode: 'subscription',
    client_reference_id: userId,
    customer: sub.customer,
    subscription: sub.id,
  });
  expect((await deliver(app.t, payload)).status).toBe(200);
  return sub;
}

async function cancelled(subId: string) {
  app.fake.subscriptions.get(subId)!.status = 'canceled';
  const payload = stripeEvent('customer.subscription.deleted', { id: subId, object: 'subscription' });
  expect((await deliver(app.t, payload)).status).toBe(200);
}

describe('one free trial per account (Stripe)', () => {
  it('after a cancelled trial, create-checkout and create-subscription ask Stripe for no trial', async () => {
    const u = await newUser(app.t);
    const sub = await completeCheckout(u.id);
    expect(await subscriptionOf(u.id)).toMatchObject({ status: 'trialing', trialSubscriptionId: sub.id });
    await cancelled(sub.id as string);
    const me = await app.t.http.get('/api/auth/me').set('Authorization', u.auth);
    expect(me.body).toMatchObject({ subscription_status: 'inactive', trial_available: false });

    expect((await app.t.http.post('/api/billing/create-checkout').set('Authorization', u.auth)).status).toBe(200);
    const checkout = app.fake.last('POST', '/v1/checkout/sessions')!.params;
    expect(checkout['client_reference_id']).toBe(u.id);
    expect(checkout).not.toHaveProperty('subscription_data[trial_period_days]');
    expect(checkout.success_url).toBe('http://lessonloom.test/billing?status=success');

    const elements = await app.t.http.post('/api/billing/create-subscription').set('Authorization', u.auth);
    expect(elements.body).toEqual({ clientSecret: expect.stringMatching(/^pi_/), intentType: 'payment' });
    expect(app.fake.last('POST', '/v1/subscriptions')!.params).not.toHaveProperty('trial_period_days');
  });

  it('a new account is offered the trial', async () => {
    const u = await newUser(app.t);
    const me = await app.t.http.get('/api/auth/me').set('Authorization', u.auth);
    expect(me.body.trial_available).toBe(true);
    await app.t.http.post('/api/billing/create-checkout').set('Authorization', u.auth);
    expect(app.fake.last('POST', '/v1/checkout/sessions')!.params['subscription_data[trial_period_days]']).toBe('7');
  });

  it('a second trialing subscription on the account has its trial ended now', async () => {
    const u = await newUser(app.t);
    const first = await completeCheckout(u.id);
    await cancelled(first.id as string);
    const second = await completeCheckout(u.id);
    const ended = app.fake.last('POST', `/v1/subscriptions/${second.id}`);
    expect(ended?.params.trial_end).toBe('now');
    expect(await subscriptionOf(u.id)).toMatchObject({
      status: 'active',
      stripeSubscriptionId: second.id,
      trialSubscriptionId: first.id,
    });
  });
});
