import { Types } from 'mongoose';
import { Generation } from '../../generations/generations.model';
import { TestModeSession } from '../../../gateways/billing/billing.test-mode-models';
import { startTestApp, type TestApp } from '../../../testing/testing.app';
import { User } from '../../auth/auth.user-model';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** Signs up and returns the checkout link's path and session id (test mode: a page of this app). */
async function signupWithCheckout() {
  const email = `tm${Math.random().toString(36).slice(2, 10)}@school.test`;
  const res = await t.http.post('/api/auth/signup').field('email', email).field('password', 'correct horse');
  const url = new URL(res.body.checkout_url);
  const user = await User.findOne({ email });
  return {
    auth: `Bearer ${res.body.token}`,
    userId: user!.id as string,
    path: url.pathname + url.search,
    sessionId: url.searchParams.get('session_id')!,
  };
}

const startTrial = (sessionId: string) =>
  t.http.post('/api/billing/test-mode/checkout').type('form').send({ session_id: sessionId });

describe('test-mode checkout (no Stripe key)', () => {
  it("signup's checkout_url is a page of this app, marked test mode, posting a plain form (no scripts)", async () => {
    const s = await signupWithCheckout();
    expect(s.path).toMatch(/^\/api\/billing\/test-mode\/checkout\?session_id=cs_test_local_[\w-]{30,}$/);
    const page = await t.http.get(s.path);
    expect(page.status).toBe(200);
    expect(page.type).toBe('text/html');
    expect(page.text).toContain('Test mode — no card is charged');
    expect(page.text).toContain('<form method="post" action="/api/billing/test-mode/checkout">');
    expect(page.text).toContain('href="/signup?error=payment_cancelled"');
    expect(page.text).not.toMatch(/<script/i);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['cache-control']).toBe('no-store');
  });

  it('starts the 7-day trial and redirects to the dashboard payment return', async () => {
    const s = await signupWithCheckout();
    const res = await startTrial(s.sessionId);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`/dashboard?signup=success&session_id=${s.sessionId}`);
    const me = await t.http.get('/api/auth/me').set('Authorization', s.auth);
    expect(me.body.subscription_status).toBe('trialing');
    const days = (Date.parse(me.body.trial_end) - Date.now()) / 86400000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
  });

  it('a checkout link works once, and unknown or expired links do nothing', async () => {
    const s = await signupWithCheckout();
    expect((await startTrial(s.sessionId)).status).toBe(303);
    const reuse = await startTrial(s.sessionId);
    expect(reuse.status).toBe(400);
    expect(reuse.text).toContain('expired or was already used');
    expect((await t.http.get(s.path)).status).toBe(404);

    const other = await signupWithCheckout();
    expect((await startTrial(`cs_test_local_${'x'.repeat(32)}`)).status).toBe(400);
    await TestModeSession.updateMany({ userId: other.userId }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await startTrial(other.sessionId)).status).toBe(400);
    expect((await User.findById(other.userId).lean())!.subscription.status).toBe('pending_payment');
  });

  it('create-checkout gives a fresh link while pending, 409 once trialing', async () => {
    const s = await signupWithCheckout();
    const res = await t.http.post('/api/billing/create-checkout').set('Authorization', s.auth);
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(/^http:\/\/lessonloom\.test\/api\/billing\/test-mode\/checkout\?session_id=/);
    // Started from /billing: its cancel link goes back to /billing (the signup link keeps the spec's return).
    const checkout = await t.http.get(new URL(res.body.url).pathname + new URL(res.body.url).search);
    expect(checkout.text).toContain('<a href="/billing">Cancel and go back</a>');
    await startTrial(new URL(res.body.url).searchParams.get('session_id')!);
    const again = await t.http.post('/api/billing/create-checkout').set('Authorization', s.auth);
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe('You already have an active subscription.');
    // The signup link, still unused, cannot start a second subscription either.
    expect((await startTrial(s.sessionId)).status).toBe(409);
  });

  it('config says test mode without a publishable key; Elements is refused', async () => {
    expect((await t.http.get('/api/billing/config')).body).toEqual({ publishableKey: null, mode: 'test' });
    const s = await signupWithCheckout();
    const res = await t.http.post('/api/billing/create-subscription').set('Authorization', s.auth);
    expect(res.status).toBe(503);
  });
});

describe('test-mode portal', () => {
  async function trialUserWithPortal() {
    const s = await signupWithCheckout();
    await startTrial(s.sessionId);
    const portal = await t.http.post('/api/billing/create-portal').set('Authorization', s.auth);
    expect(portal.status).toBe(200);
    const url = new URL(portal.body.url);
    expect(url.pathname).toBe('/api/billing/test-mode/portal');
    return { ...s, portalPath: url.pathname + url.search, portalSession: url.searchParams.get('session')! };
  }

  it('cancelling within the trial ends it now, charging nothing, and returns to /billing', async () => {
    const u = await trialUserWithPortal();
    const page = await t.http.get(u.portalPath);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Test mode — no card is charged');
    expect(page.text).toContain('trialing');
    const res = await t.http
      .post('/api/billing/test-mode/portal/cancel')
      .type('form')
      .send({ session: u.portalSession });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/billing');
    expect((await t.http.get('/api/auth/me').set('Authorization', u.auth)).body.subscription_status).toBe('inactive');
    expect((await t.http.get('/api/billing/history').set('Authorization', u.auth)).body).toEqual([]);
  });

  it('ending the trial records the first $10.99 payment; cancelling then refunds it', async () => {
    const u = await trialUserWithPortal();
    const end = await t.http
      .post('/api/billing/test-mode/portal/end-trial')
      .type('form')
      .send({ session: u.portalSession });
    expect(end.status).toBe(303);
    expect((await t.http.get('/api/auth/me').set('Authorization', u.auth)).body.subscription_status).toBe('active');
    const history = await t.http.get('/api/billing/history').set('Authorization', u.auth);
    expect(history.body).toEqual([expect.objectContaining({ amount_cents: 1099, currency: 'usd', status: 'paid' })]);
    const res = await t.http.post('/api/billing/cancel').set('Authorization', u.auth);
    expect(res.body).toMatchObject({ subscription_status: 'inactive', refunded_amount_cents: 1099 });
    expect((await t.http.get('/api/billing/history').set('Authorization', u.auth)).body[0].status).toBe('refunded');
  });

  it('a portal link identifies only its own user, and a forged one is refused', async () => {
    const res = await t.http
      .post('/api/billing/test-mode/portal/cancel')
      .type('form')
      .send({ session: `bps_test_local_${'y'.repeat(32)}` });
    expect(res.status).toBe(400);
    expect((await t.http.get(`/api/billing/test-mode/portal?session=${'z'.repeat(40)}`)).status).toBe(404);
  });
});

describe('GET /api/billing/summary', () => {
  it('counts this period’s generations and the days since signup', async () => {
    const s = await signupWithCheckout();
    await startTrial(s.sessionId);
    const owner = new Types.ObjectId(s.userId);
    // Raw inserts: only the owner and the date matter to the count.
    await Generation.collection.insertMany([
      { owner, createdAt: new Date() },
      { owner, createdAt: new Date() },
      { owner, createdAt: new Date(Date.now() - 40 * 86400000) },
    ]);
    const res = await t.http.get('/api/billing/summary').set('Authorization', s.auth);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ generated_this_period: 2, period_start: expect.any(String), days_active: 1 });
    expect((await t.http.get('/api/billing/summary')).status).toBe(401);
  });
});
