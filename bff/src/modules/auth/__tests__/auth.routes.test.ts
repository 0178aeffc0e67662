import { createHash } from 'node:crypto';
import request from 'supertest';
import { createApp } from '../../../app';
import { Session } from '../auth.session-model';
import { User } from '../auth.user-model';
import { signupUser, startTestApp, type TestApp } from '../../../testing/testing.app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('POST /api/auth/signup', () => {
  it('creates a pending_payment account from form data and answers the spec fields', async () => {
    const res = await t.http
      .post('/api/auth/signup')
      .field('email', '  Ms.Rivera@School.EDU ')
      .field('password', 'lesson-plans-123');
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{40,}$/),
      subscription_status: 'pending_payment',
      checkout_url: expect.stringContaining('http://lessonloom.test/'),
      requires_payment: true,
    });
    const user = await User.findOne({ email: 'ms.rivera@school.edu' }).lean();
    expect(user).not.toBeNull();
    expect(user!.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(user!.passwordHash).not.toContain('lesson-plans-123');
  });

  it('still creates the account when the payment provider fails, answering checkout_url null', async () => {
    const failing = {
      ...t.deps.billing,
      createCheckoutSession: async () => Promise.reject(new Error('provider down')),
    };
    const app = createApp({ ...t.deps, billing: failing });
    const res = await request(app.callback())
      .post('/api/auth/signup')
      .field('email', 'outage@school.edu')
      .field('password', 'abcdefgh');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      checkout_url: null,
      requires_payment: true,
      subscription_status: 'pending_payment',
    });
    const login = await t.http
      .post('/api/auth/login')
      .field('email', 'outage@school.edu')
      .field('password', 'abcdefgh');
    expect(login.status).toBe(200);
  });

  it('accepts urlencoded form data too', async () => {
    const res = await t.http
      .post('/api/auth/signup')
      .type('form')
      .send({ email: 'form@school.edu', password: 'abcdefgh' });
    expect(res.status).toBe(201);
  });

  it('stores only the SHA-256 of the session token', async () => {
    const res = await t.http.post('/api/auth/signup').field('email', 'hash@school.edu').field('password', 'abcdefgh');
    const hash = createHash('sha256').update(res.body.token).digest('hex');
    expect(await Session.countDocuments({ tokenHash: hash })).toBe(1);
    expect(await Session.countDocuments({ tokenHash: res.body.token })).toBe(0);
  });

  it.each([
    [{ password: 'abcdefgh' }, 'Email is required'],
    [{ email: 'not-an-email', password: 'abcdefgh' }, 'Enter a valid email address'],
    [{ email: 'short@school.edu', password: 'abc' }, 'Password must be at least 8 characters'],
    [{ email: 'nopw@school.edu' }, 'Password is required'],
  ])('rejects %j with 400 and a detail', async (fields, detail) => {
    const req = t.http.post('/api/auth/signup');
    for (const [k, v] of Object.entries(fields)) req.field(k, v as string);
    const res = await req;
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail });
  });

  it('answers 409 for an email that exists, whatever its case', async () => {
    await signupUser(t, 'dup@school.edu');
    const res = await t.http.post('/api/auth/signup').field('email', 'DUP@School.edu').field('password', 'abcdefgh');
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe('An account with this email already exists');
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with form data and answers token + subscription_status', async () => {
    const u = await signupUser(t, 'login@school.edu', 'right-password');
    const res = await t.http
      .post('/api/auth/login')
      .field('email', 'LOGIN@school.edu')
      .field('password', 'right-password');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ token: expect.any(String), subscription_status: 'pending_payment' });
    expect(res.body.token).not.toBe(u.token);
  });

  it("answers 401 'Invalid credentials' whether the email or the password is wrong", async () => {
    await signupUser(t, 'who@school.edu', 'right-password');
    const wrongPw = await t.http
      .post('/api/auth/login')
      .field('email', 'who@school.edu')
      .field('password', 'wrong-password');
    const wrongEmail = await t.http
      .post('/api/auth/login')
      .field('email', 'nobody@school.edu')
      .field('password', 'right-password');
    expect(wrongPw.status).toBe(401);
    expect(wrongEmail.status).toBe(401);
    expect(wrongPw.body).toEqual({ detail: 'Invalid credentials' });
    expect(wrongEmail.body).toEqual({ detail: 'Invalid credentials' });
  });

  it('locks an email+IP out with 429 after 10 failures in 15 minutes, even with the right password', async () => {
    await signupUser(t, 'locked@school.edu', 'right-password');
    for (let i = 0; i < 10; i++) {
      const r = await t.http.post('/api/auth/login').field('email', 'locked@school.edu').field('password', `nope-${i}`);
      expect(r.status).toBe(401);
    }
    const res = await t.http
      .post('/api/auth/login')
      .field('email', 'locked@school.edu')
      .field('password', 'right-password');
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ detail: 'Too many sign-in attempts. Please try again in 15 minutes.' });
    // The lock runs 15 minutes from the first failure; a slow machine may take a while to send the ten.
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(600);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(900);
  });
});

describe('GET /api/auth/me and POST /api/auth/logout', () => {
  it('returns the user without private fields', async () => {
    const u = await signupUser(t, 'me@school.edu');
    const res = await t.http.get('/api/auth/me').set('Authorization', u.auth);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      email: 'me@school.edu',
      subscription_status: 'pending_payment',
      id: expect.any(String),
    });
    expect(JSON.stringify(res.body)).not.toMatch(/passwordHash|scrypt|_id|stripe/);
  });

  it('shows a subscription change made by a webhook on the very next request', async () => {
    const u = await signupUser(t);
    const me = () => t.http.get('/api/auth/me').set('Authorization', u.auth);
    expect((await me()).body.subscription_status).toBe('pending_payment');
    const periodEnd = new Date('2026-12-01T00:00:00.000Z');
    await User.updateOne(
      { email: u.email },
      {
        'subscription.status': 'active',
        'subscription.currentPeriodEnd': periodEnd,
        'subscription.cancelAtPeriodEnd': true,
      },
    );
    expect((await me()).body).toMatchObject({
      subscription_status: 'active',
      current_period_end: periodEnd.toISOString(),
      cancel_at_period_end: true,
    });
    await User.updateOne({ email: u.email }, { 'subscription.status': 'inactive' });
    expect((await me()).body.subscription_status).toBe('inactive');
  });

  it('answers 401 when the session outlives its user', async () => {
    const u = await signupUser(t);
    await User.deleteOne({ email: u.email });
    const res = await t.http.get('/api/auth/me').set('Authorization', u.auth);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: 'Not authenticated' });
  });

  it('answers 401 without a token, with a malformed one, and with an unknown one', async () => {
    expect((await t.http.get('/api/auth/me')).status).toBe(401);
    expect((await t.http.get('/api/auth/me').set('Authorization', 'Basic abc')).status).toBe(401);
    const res = await t.http.get('/api/auth/me').set('Authorization', `Bearer ${'x'.repeat(43)}`);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: 'Not authenticated' });
  });

  it('revokes the session on the server', async () => {
    const u = await signupUser(t, 'bye@school.edu');
    expect((await t.http.post('/api/auth/logout').set('Authorization', u.auth)).status).toBe(204);
    expect((await t.http.get('/api/auth/me').set('Authorization', u.auth)).status).toBe(401);
  });

  it('rejects an expired session', async () => {
    const u = await signupUser(t, 'old@school.edu');
    const hash = createHash('sha256').update(u.token).digest('hex');
    await Session.updateOne({ tokenHash: hash }, { expiresAt: new Date(Date.now() - 1000) });
    expect((await t.http.get('/api/auth/me').set('Authorization', u.auth)).status).toBe(401);
  });
});
