import { clientSecretResponseSchema } from '@lessonloom/contracts';
import { User } from '../../auth/auth.user-model';
import { newUser, startStripeApp, subscriptionOf, type StripeTestApp } from './billing-test-kit';

let app: StripeTestApp;
beforeAll(async () => {
  app = await startStripeApp();
});
afterAll(() => app.close());

describe('billing routes with Stripe (real SDK, fake Stripe server)', () => {
  it("signup answers a Checkout URL for this user: subscription mode, the price, 7-day trial, the spec's URLs", async () => {
    const u = await newUser(app.t);
    const sent = app.fake.requests
      .filter((r) => r.path === '/v1/checkout/sessions')
      .find((r) => r.params.client_reference_id === u.id);
    expect(sent?.params).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_pro_monthly',
      'subscription_data[trial_period_days]': '7',
      customer_email: u.email,
      success_url: 'http://lessonloom.test/dashboard?signup=success&session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://lessonloom.test/signup?error=payment_cancelled',
    });
  });

  it('POST /api/billing/create-checkout answers {url}; 409 with a detail once active or trialing', async () => {
    const u = await newUser(app.t);
    const res = await app.t.http.post('/api/billing/create-checkout').set('Authorization', u.auth);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ url: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\//) });
    // Started from /billing by a signed-in teacher: cancelling returns to /billing, not to signup.
    expect(app.fake.last('POST', '/v1/checkout/sessions')?.params.cancel_url).toBe('http://lessonloom.test/billing');
    for (const status of ['trialing', 'active']) {
      await User.updateOne({ _id: u.id }, { $set: { 'subscription.status': status } });
      const again = await app.t.http.post('/api/billing/create-checkout').set('Authorization', u.auth);
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ detail: 'You already have an active subscription.' });
    }
  });

  it('POST /api/billing/create-portal needs a Stripe customer, then answers the portal URL', async () => {
    const u = await newUser(app.t);
    const none = await app.t.http.post('/api/billing/create-portal').set('Authorization', u.auth);
    expect(none.status).toBe(409);
    expect(none.body.detail).toMatch(/no billing account/i);
    await User.updateOne({ _id: u.id }, { $set: { 'subscription.stripeCustomerId': 'cus_portal' } });
    const res = await app.t.http.post('/api/billing/create-portal').set('Authorization', u.auth);
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(/^https:\/\/billing\.stripe\.test\//);
    expect(app.fake.last('POST', '/v1/billing_portal/sessions')!.params).toEqual({
      customer: 'cus_portal',
      return_url: 'http://lessonloom.test/billing',
    });
  });

  it("POST /api/billing/create-subscription answers the pending SetupIntent's client secret and keeps the user pending", async () => {
    const u = await newUser(app.t);
    const res = await app.t.http.post('/api/billing/create-subscription').set('Authorization', u.auth);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ clientSecret: expect.stringMatching(/^seti_\w+_secret_/), intentType: 'setup' });
    expect(clientSecretResponseSchema.safeParse(res.body).success).toBe(true);
    const sub = await subscriptionOf(u.id);
    expect(sub.status).toBe('pending_payment');
    expect(sub.stripeSubscriptionId).toMatch(/^sub_/);
    expect(app.fake.subscriptions.get(sub.stripeSubscriptionId!)!.customer).toBe(sub.stripeCustomerId);
  });

  it('GET /api/billing/config exposes the publishable key, and nothing else secret', async () => {
    const res = await app.t.http.get('/api/billing/config');
    expect(res.body).toEqual({ publishableKey: 'pk_test_lessonloom', mode: 'stripe' });
  });

  it.each(['create-checkout', 'create-portal', 'create-subscription', 'cancel'])(
    'POST /api/billing/%s needs a signed-in user',
    async (route) => {
      const res = await app.t.http.post(`/api/billing/${route}`);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ detail: 'Not authenticated' });
    },
  );

  it('GET /api/billing/history needs a signed-in user and starts empty', async () => {
    expect((await app.t.http.get('/api/billing/history')).status).toBe(401);
    const u = await newUser(app.t);
    const res = await app.t.http.get('/api/billing/history').set('Authorization', u.auth);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });
});
