import request from 'supertest';
import { createApp } from '../app';
import { startTestApp, type TestApp } from '../testing/testing.app';
import { DATABASE_UNAVAILABLE_DETAIL } from '../http/http.database-outage';
import { FIRST_PAINT_SCRIPT_CSP } from '../static/static.first-paint';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

it('GET /api/health pings the database', async () => {
  const res = await t.http.get('/api/health');
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ status: 'ok', database: 'ok' });
});

it('answers unknown API paths with a JSON 404 detail', async () => {
  const res = await t.http.get('/api/nope');
  expect(res.status).toBe(404);
  expect(res.body).toEqual({ detail: 'Not found' });
});

it('sets the security headers on every response', async () => {
  const res = await t.http.get('/api/health');
  expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  // one inline script, by its hash; no 'unsafe-inline' for scripts
  expect(res.headers['content-security-policy']).toContain(`script-src 'self' ${FIRST_PAINT_SCRIPT_CSP}`);
  expect(res.headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(res.headers['content-security-policy']).not.toContain('stripe.com');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(res.headers['x-request-id']).toMatch(/^[\w-]+$/);
});

it('answers 503 with Retry-After, never 500, while the database cannot be reached', async () => {
  // what the driver raises when the store dies under a request or cannot be selected
  const unreachable = [
    Object.assign(new Error('connection 3 to 127.0.0.1:27017 closed'), { name: 'MongoNetworkError' }),
    Object.assign(new Error('Server selection timed out after 10000 ms'), { name: 'MongoServerSelectionError' }),
    Object.assign(new Error('Connection pool for 127.0.0.1:27017 was cleared'), { name: 'MongoPoolClearedError' }),
    Object.assign(new Error('Operation `users.findOne()` buffering timed out after 10000ms'), {
      name: 'MongooseError',
    }),
    new Error('GridFS stream failed', {
      cause: Object.assign(new Error('socket hang up'), { name: 'MongoNetworkError' }),
    }),
  ];
  for (const err of unreachable) {
    const app = createApp(t.deps);
    app.use(async () => {
      throw err;
    });
    const res = await request(app.callback()).get('/api/anything');
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.body).toEqual({ detail: DATABASE_UNAVAILABLE_DETAIL });
  }
  // while the supervisor knows the store is down, requests are answered at once, health says which part is down
  let up = false;
  const gated = createApp({ ...t.deps, databaseAvailable: () => up });
  const me = await request(gated.callback()).get('/api/auth/me');
  expect(me.status).toBe(503);
  expect(me.headers['retry-after']).toBe('5');
  expect(me.body).toEqual({ detail: DATABASE_UNAVAILABLE_DETAIL });
  const health = await request(gated.callback()).get('/api/health');
  expect(health.status).toBe(503);
  expect(health.body).toMatchObject({ database: 'unreachable', detail: 'Database unavailable' });
  up = true;
  expect((await request(gated.callback()).get('/api/auth/me')).status).toBe(401);
  // static pages do not need the database
  up = false;
  expect((await request(gated.callback()).get('/remotes.json')).status).not.toBe(503);
});

it('hides unexpected errors behind a generic 500', async () => {
  const failing = createApp({
    ...t.deps,
    pingDatabase: async () => {
      throw new Error('secret connection string mongodb://user:pw@host');
    },
  });
  failing.use(async () => {
    throw new Error('secret internals');
  });
  const health = await request(failing.callback()).get('/api/health');
  expect(health.status).toBe(503);
  expect(JSON.stringify(health.body)).not.toContain('secret');
  const boom = await request(failing.callback()).get('/api/anything');
  expect(boom.status).toBe(500);
  expect(boom.body).toEqual({ detail: 'Internal server error' });
});

it('serves /remotes.json with a manifest URL per remote', async () => {
  const res = await t.http.get('/remotes.json');
  expect(res.status).toBe(200);
  expect(res.body).toEqual({
    mf_auth: '/remotes/mf-auth/mf-manifest.json',
    mf_generate: '/remotes/mf-generate/mf-manifest.json',
    mf_billing: '/remotes/mf-billing/mf-manifest.json',
    mf_question_bank: '/remotes/mf-question-bank/mf-manifest.json',
    mf_resources: '/remotes/mf-resources/mf-manifest.json',
  });
});

it('refuses path traversal out of a remote folder', async () => {
  const res = await t.http.get('/remotes/mf-auth/..%2f..%2fpackage.json');
  expect(res.status).toBe(404);
});

it('answers 413 with a detail for oversized form and JSON bodies', async () => {
  const big = 'x'.repeat(300 * 1024);
  const form = await t.http.post('/api/auth/login').type('form').send({ email: 'a@b.co', password: big });
  expect(form.status).toBe(413);
  expect(form.body).toEqual({ detail: 'The form is too large (at most 256 KB).' });
  const json = await t.http.post('/api/auth/login').send({ email: 'a@b.co', password: big });
  expect(json.status).toBe(413);
  expect(json.body).toEqual({ detail: 'The form is too large (at most 256 KB).' });
  const multipart = await t.http.post('/api/auth/login').field('email', 'a@b.co').field('password', big);
  expect(multipart.status).toBe(413);
});
