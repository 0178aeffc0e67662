// One free trial per account, in test mode: after a trial (ended, cancelled or refunded) a new checkout
// starts the paid plan at once, and every page on the way says so.
import { startTestApp, type TestApp } from '../../../testing/testing.app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const linkOf = (url: string) => {
  const u = new URL(url);
  return { path: u.pathname + u.search, sessionId: u.searchParams.get('session_id')! };
};
const complete = (sessionId: string) =>
  t.http.post('/api/billing/test-mode/checkout').type('form').send({ session_id: sessionId });

async function teacherWithTrial() {
  const email = `once${Math.random().toString(36).slice(2, 10)}@school.test`;
  const res = await t.http.post('/api/auth/signup').field('email', email).field('password', 'correct horse');
  const auth = `Bearer ${res.body.token}`;
  const signupLink = linkOf(res.body.checkout_url);
  const me = async () => (await t.http.get('/api/auth/me').set('Authorization', auth)).body;
  expect((await me()).trial_available).toBe(true);
  expect((await complete(signupLink.sessionId)).headers.location).toMatch(/^\/dashboard\?signup=success/);
  expect(await me()).toMatchObject({ subscription_status: 'trialing', trial_available: false });
  return { auth, me, signupLink };
}

const cancel = (auth: string) => t.http.post('/api/billing/cancel').set('Authorization', auth);
const checkout = async (auth: string) => {
  const res = await t.http.post('/api/billing/create-checkout').set('Authorization', auth);
  expect(res.status).toBe(200);
  return linkOf(res.body.url);
};

describe('one free trial per account (test mode)', () => {
  it('after cancelling in the trial, checkout offers no trial and starts the paid plan with its first invoice', async () => {
    const u = await teacherWithTrial();
    expect((await cancel(u.auth)).body.subscription_status).toBe('inactive');
    const link = await checkout(u.auth);
    const page = await t.http.get(link.path);
    expect(page.text).toContain('You have already had your free trial, so your subscription starts today');
    expect(page.text).toContain('Subscribe for $10.99/month');
    expect(page.text).not.toContain('Start 7-Day Free Trial');
    const done = await complete(link.sessionId);
    expect(done.status).toBe(303);
    expect(done.headers.location).toBe('/billing?status=success');
    const me = await u.me();
    expect(me).toMatchObject({ subscription_status: 'active', trial_available: false });
    expect(me.trial_end).toBeNull();
    const history = await t.http.get('/api/billing/history').set('Authorization', u.auth);
    expect(history.body).toEqual([expect.objectContaining({ amount_cents: 1099, status: 'paid' })]);
  });

  it('after a refunded first payment, checkout is paid from the start', async () => {
    const u = await teacherWithTrial();
    const portal = await t.http.post('/api/billing/create-portal').set('Authorization', u.auth);
    const session = new URL(portal.body.url).searchParams.get('session')!;
    await t.http.post('/api/billing/test-mode/portal/end-trial').type('form').send({ session });
    expect((await cancel(u.auth)).body.refunded_amount_cents).toBe(1099);
    const link = await checkout(u.auth);
    expect((await complete(link.sessionId)).headers.location).toBe('/billing?status=success');
    expect((await u.me()).subscription_status).toBe('active');
  });

  it('a trial link made before the trial began is paid when used after it (decided again on use)', async () => {
    const email = `race${Math.random().toString(36).slice(2, 10)}@school.test`;
    const res = await t.http.post('/api/auth/signup').field('email', email).field('password', 'correct horse');
    const auth = `Bearer ${res.body.token}`;
    const second = await checkout(auth);
    expect((await t.http.get(second.path)).text).toContain('Start 7-Day Free Trial');
    await complete(linkOf(res.body.checkout_url).sessionId);
    await cancel(auth);
    expect((await complete(second.sessionId)).headers.location).toBe('/billing?status=success');
    const me = (await t.http.get('/api/auth/me').set('Authorization', auth)).body;
    expect(me).toMatchObject({ subscription_status: 'active', trial_end: null });
  });
});
