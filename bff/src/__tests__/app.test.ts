import request from 'supertest';
import { createApp } from '../app';
import { startTestApp, type TestApp } from '../testing/testing.app';

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
  expect(res.headers['content-security-policy']).not.toContain('stripe.com');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(res.headers['x-request-id']).toMatch(/^[\w-]+$/);
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
