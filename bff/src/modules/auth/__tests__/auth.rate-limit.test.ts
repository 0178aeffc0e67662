import request from 'supertest';
import { createApp } from '../../../app';
import { loadConfig } from '../../../config';
import { signupUser, startTestApp, type TestApp } from '../../../testing/testing.app';
import { AttemptBucket } from '../auth.attempt-model';

// Client addresses come from X-Forwarded-For here (TRUST_PROXY), so one test can play many addresses.
// Each burst hashes dozens of passwords at once: on a loaded two-core CI machine one test took over the global 30 s
// (session 16's fresh-clone run beside a content run). The tests check the limits, not speed (bench does speed).
jest.setTimeout(120_000);
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { TRUST_PROXY: 'true' });
});
afterAll(() => t.close());

const login = (http: TestApp['http'], email: string, password: string, ip: string) =>
  http.post('/api/auth/login').set('X-Forwarded-For', ip).type('form').send({ email, password });

/** Ages every hit of the buckets whose id contains `fragment`, as if `ms` had passed. */
async function age(fragment: string, ms: number) {
  for (const b of await AttemptBucket.find({ _id: { $regex: fragment.replace(/[.|]/g, '\\$&') } }).lean()) {
    await AttemptBucket.updateOne(
      { _id: b._id },
      { $set: { hits: b.hits.map((h) => ({ at: new Date(h.at.getTime() - ms), n: h.n })) } },
    );
  }
}

describe('login limits under concurrency', () => {
  it('checks at most 10 passwords for one account and address in a burst of 60, and the right one at 56 gets no token', async () => {
    await signupUser(t, 'burst@school.edu', 'right-password');
    const res = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        login(t.http, 'burst@school.edu', i === 55 ? 'right-password' : `wrong-${i}`, '10.0.0.1'),
      ),
    );
    const statuses = res.map((r) => r.status);
    // Exactly 10 passwords were checked (the requests race, so which 10 is not fixed); the rest never were.
    expect(statuses.filter((s) => s === 401 || s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50);
    expect(res.filter((r) => r.body.token).length).toBe(statuses[55] === 200 ? 1 : 0);
    expect((await login(t.http, 'burst@school.edu', 'right-password', '10.0.0.1')).status).toBe(
      statuses[55] === 200 ? 200 : 429,
    );
    const refused = res.find((r) => r.status === 429)!;
    expect(refused.body).toEqual({ detail: 'Too many sign-in attempts. Please try again in 15 minutes.' });
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('holds across two BFF instances on one database', async () => {
    await signupUser(t, 'two-instances@school.edu', 'right-password');
    const other = request(
      createApp({
        ...t.deps,
        config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', TRUST_PROXY: 'true' }),
      }).callback(),
    );
    const res = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        login(i % 2 ? other : t.http, 'two-instances@school.edu', `wrong-${i}`, '10.0.0.2'),
      ),
    );
    expect(res.filter((r) => r.status === 401)).toHaveLength(10);
    expect(res.filter((r) => r.status === 429)).toHaveLength(20);
  });

  it('hands a successful login its place back, and frees the account once the window has passed', async () => {
    await signupUser(t, 'again@school.edu', 'right-password');
    for (let i = 0; i < 9; i++)
      expect((await login(t.http, 'again@school.edu', `wrong-${i}`, '10.0.0.3')).status).toBe(401);
    expect((await login(t.http, 'again@school.edu', 'right-password', '10.0.0.3')).status).toBe(200);
    expect((await login(t.http, 'again@school.edu', 'wrong-9', '10.0.0.3')).status).toBe(401);
    const locked = await login(t.http, 'again@school.edu', 'right-password', '10.0.0.3');
    expect(locked.status).toBe(429);
    await age('login-pair:again@school.edu|10.0.0.3', 10 * 60 * 1000);
    const later = await login(t.http, 'again@school.edu', 'right-password', '10.0.0.3');
    expect(later.status).toBe(429);
    expect(later.body.detail).toBe('Too many sign-in attempts. Please try again in 5 minutes.');
    await age('again@school.edu', 5 * 60 * 1000 + 1000);
    expect((await login(t.http, 'again@school.edu', 'right-password', '10.0.0.3')).status).toBe(200);
  });

  it('caps one address spraying many accounts', async () => {
    const res = [];
    for (let i = 0; i < 25; i++)
      res.push((await login(t.http, `spray${i}@school.edu`, 'Summer2026!', '10.0.0.4')).status);
    expect(res.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(res.slice(20).every((s) => s === 429)).toBe(true);
    // Another address is not affected.
    expect((await login(t.http, 'spray0@school.edu', 'Summer2026!', '10.0.0.5')).status).toBe(401);
  });

  it('caps one account tried from many addresses, with longer waits as attempts go on', async () => {
    await signupUser(t, 'target@school.edu', 'right-password');
    const res = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(t.http, 'target@school.edu', `wrong-${i}`, `10.1.0.${i}`)),
    );
    expect(res.filter((r) => r.status === 401)).toHaveLength(20);
    expect((await login(t.http, 'target@school.edu', 'right-password', '10.1.1.1')).body.detail).toBe(
      'Too many sign-in attempts. Please try again in 15 minutes.',
    );
    // 15 minutes later the short window is free but the hourly cap (40) is next.
    await age('target@school.edu', 16 * 60 * 1000);
    const second = await Promise.all(
      Array.from({ length: 25 }, (_, i) => login(t.http, 'target@school.edu', `wrong-${i}`, `10.2.0.${i}`)),
    );
    expect(second.filter((r) => r.status === 401)).toHaveLength(20);
    const hourly = await login(t.http, 'target@school.edu', 'right-password', '10.2.1.1');
    expect(hourly.status).toBe(429);
    expect(hourly.body.detail).toMatch(/^Too many sign-in attempts\. Please try again in 4[3-5] minutes\.$/);
  });
});

describe('signup limit per address', () => {
  it('creates at most SIGNUPS_PER_ADDRESS_PER_HOUR accounts from one address per hour, counted before the work', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      TRUST_PROXY: 'true',
      SIGNUPS_PER_ADDRESS_PER_HOUR: '3',
    });
    const http = request(createApp({ ...t.deps, config }).callback());
    const res = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        http
          .post('/api/auth/signup')
          .set('X-Forwarded-For', '10.9.0.1')
          .type('form')
          .send({ email: `new${i}@school.edu`, password: 'abcdefgh' }),
      ),
    );
    expect(res.filter((r) => r.status === 201)).toHaveLength(3);
    const refused = res.filter((r) => r.status === 429);
    expect(refused).toHaveLength(5);
    expect(refused[0].body).toEqual({ detail: 'Too many sign-up attempts. Please try again in 60 minutes.' });
    expect(Number(refused[0].headers['retry-after'])).toBeGreaterThan(3500);
    const elsewhere = await http
      .post('/api/auth/signup')
      .set('X-Forwarded-For', '10.9.0.2')
      .type('form')
      .send({ email: 'other@school.edu', password: 'abcdefgh' });
    expect(elsewhere.status).toBe(201);
  });
});
