// Links the server makes (checkout, billing portal, Stripe's return URLs) start with PUBLIC_URL, or in
// development with the configured host; a Host or X-Forwarded-Host header a client forges never reaches one.
import { ConfigError, loadConfig } from '../config';
import { buildDeps } from '../deps';
import { createLogger } from '../logger';
import { startTestApp, type TestApp } from '../testing/testing.app';

const problemsOf = (env: NodeJS.ProcessEnv) => {
  try {
    loadConfig(env, '/repo');
    return [];
  } catch (e) {
    return (e as ConfigError).problems;
  }
};

it('refuses to start without PUBLIC_URL in production or with Stripe, listing it with the other problems', () => {
  expect(problemsOf({ NODE_ENV: 'production', PORT: 'abc' })).toEqual([
    expect.stringMatching(/^PORT/),
    expect.stringMatching(/^PUBLIC_URL: required when NODE_ENV=production/),
  ]);
  expect(
    problemsOf({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1', STRIPE_PRICE_ID: 'p' }),
  ).toEqual([expect.stringMatching(/^PUBLIC_URL: required when STRIPE_SECRET_KEY is set/)]);
  for (const bad of ['app.example.org', 'ftp://app.example.org', 'https://app.example.org/app', 'https://u:p@x.org'])
    expect(problemsOf({ NODE_ENV: 'production', PUBLIC_URL: bad })).toEqual([
      expect.stringMatching(/^PUBLIC_URL: must be the origin users reach the app on/),
    ]);
  expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://app.example.org/' }).publicUrl).toBe(
    'https://app.example.org',
  );
  expect(problemsOf({})).toEqual([]); // development keeps working with no configuration
});

it('builds links from PUBLIC_URL, else from the configured host and the port it listens on', () => {
  const logger = createLogger('silent');
  const db = { ping: async () => {}, available: () => true };
  const prod = loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://app.example.org' });
  expect(buildDeps(prod, logger, db).publicBaseUrl()).toBe('https://app.example.org');
  const dev = loadConfig({ PORT: '0' });
  expect(buildDeps(dev, logger, db, () => 3371).publicBaseUrl()).toBe('http://localhost:3371');
  const bound = loadConfig({ HOST: '127.0.0.1', PORT: '3372' });
  expect(buildDeps(bound, logger, db).publicBaseUrl()).toBe('http://127.0.0.1:3372');
});

describe.each([
  ['with PUBLIC_URL', { PUBLIC_URL: 'https://app.example.org' }, 'https://app.example.org'],
  [
    'in development without it',
    { PUBLIC_URL: '', NODE_ENV: 'development', HOST: '127.0.0.1', PORT: '3373' },
    'http://127.0.0.1:3373',
  ],
])('a forged Host %s', (_name, env, origin) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, { ...env, TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  const forged = { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' };

  it('never reaches the checkout or portal links', async () => {
    const signup = await t.http
      .post('/api/auth/signup')
      .set(forged)
      .field('email', `links${Date.now()}@school.test`)
      .field('password', 'correct horse');
    expect(signup.status).toBe(201);
    expect(signup.body.checkout_url).toMatch(new RegExp(`^${origin.replace(/[.]/g, '\\.')}/`));
    const auth = `Bearer ${signup.body.token}`;

    const checkout = await t.http.post('/api/billing/create-checkout').set(forged).set('Authorization', auth);
    expect(checkout.status).toBe(200);
    expect(new URL(checkout.body.url).origin).toBe(origin);

    // the test-mode checkout starts the trial, which gives the account a billing portal
    const sessionId = new URL(signup.body.checkout_url).searchParams.get('session_id')!;
    await t.http.post('/api/billing/test-mode/checkout').type('form').send({ session_id: sessionId });
    const portal = await t.http.post('/api/billing/create-portal').set(forged).set('Authorization', auth);
    expect(portal.status).toBe(200);
    expect(new URL(portal.body.url).origin).toBe(origin);
    expect(JSON.stringify([signup.body, checkout.body, portal.body])).not.toContain('evil.example');
  });
});
