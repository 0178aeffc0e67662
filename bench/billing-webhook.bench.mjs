// Billing: the cost of one Stripe webhook end to end — signature check by the real SDK over the
// raw bytes, the event-id claim, the re-read of the subscription from a local fake Stripe, the user write —
// and of a replay (claim refused, nothing applied); plus the test-mode checkout (page + form post).
// In-process app on the embedded store via bff/dist's test harness. Needs `npm run build:node` first.
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';

const require = createRequire(import.meta.url);
const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'bff', 'dist');
const { startTestApp, signupUser } = require(join(dist, 'testing/testing.app.js'));
const { createStripeBillingGateway } = require(join(dist, 'gateways/billing/billing.stripe-gateway.js'));
const { User } = require(join(dist, 'modules/auth/auth.user-model.js'));
const Stripe = require('stripe');

const SECRET = 'whsec_bench';
const RUNS = 150;
const WARMUP = 10;
// Stripe wants a 2xx within seconds; half a second at p95 leaves a wide margin on a loaded machine.
const GOAL_P95_MS = 500;

/** Answers signup's checkout session and GET /v1/subscriptions/:id (active); nothing else is needed here. */
async function fakeStripe() {
  const server = createServer((req, res) => {
    if (req.url === '/v1/checkout/sessions') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(
        JSON.stringify({
          id: 'cs_bench',
          object: 'checkout.session',
          url: 'https://checkout.stripe.test/c/pay/cs_bench',
        }),
      );
    }
    const m = /^\/v1\/subscriptions\/([\w-]+)/.exec(req.url ?? '');
    res.writeHead(m ? 200 : 404, { 'content-type': 'application/json' });
    const now = Math.floor(Date.now() / 1000);
    res.end(
      JSON.stringify(
        m
          ? {
              id: m[1],
              object: 'subscription',
              customer: 'cus_bench',
              status: 'active',
              cancel_at_period_end: false,
              cancel_at: null,
              trial_end: null,
              default_payment_method: 'pm_1',
              pending_setup_intent: null,
              metadata: {},
              items: { object: 'list', data: [{ id: 'si_1', current_period_end: now + 30 * 86400 }] },
            }
          : { error: { message: 'not found' } },
      ),
    );
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((r) => server.close(r)) };
}

const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};
const round = (n) => Math.round(n * 10) / 10;

export default async function run() {
  const fake = await fakeStripe();
  const billing = createStripeBillingGateway({
    secretKey: 'sk_test_bench',
    webhookSecret: SECRET,
    priceId: 'price_bench',
    apiBase: fake.url,
  });
  const t = await startTestApp({ billing });
  const signer = new Stripe('sk_test_signer');
  let closed = false;
  try {
    const u = await signupUser(t);
    await User.updateOne(
      { email: u.email },
      { $set: { 'subscription.stripeSubscriptionId': 'sub_bench', 'subscription.stripeCustomerId': 'cus_bench' } },
    );
    const deliver = (payload) =>
      t.http
        .post('/api/billing/webhook')
        .set('Content-Type', 'application/json')
        .set('Stripe-Signature', signer.webhooks.generateTestHeaderString({ payload, secret: SECRET }))
        .send(payload);
    const event = (i) =>
      JSON.stringify({
        id: `evt_bench_${i}`,
        object: 'event',
        type: 'customer.subscription.updated',
        created: Math.floor(Date.now() / 1000),
        data: { object: { id: 'sub_bench', object: 'subscription' } },
      });

    const fresh = [];
    const replays = [];
    for (let i = 0; i < WARMUP + RUNS; i++) {
      const payload = event(i);
      let t0 = performance.now();
      const res = await deliver(payload);
      const ms = performance.now() - t0;
      if (res.status !== 200 || res.body.duplicate)
        throw new Error(`webhook ${i}: ${res.status} ${JSON.stringify(res.body)}`);
      t0 = performance.now();
      const again = await deliver(payload);
      const replayMs = performance.now() - t0;
      if (!again.body.duplicate) throw new Error('replay was applied');
      if (i >= WARMUP) {
        fresh.push(ms);
        replays.push(replayMs);
      }
    }

    // Test-mode checkout: its own app (no Stripe key; mongoose holds one connection, so the first goes).
    await t.close();
    closed = true;
    const tm = await startTestApp();
    const checkout = [];
    try {
      for (let i = 0; i < 30; i++) {
        const res = await tm.http
          .post('/api/auth/signup')
          .field('email', `bench${i}@school.test`)
          .field('password', 'correct horse');
        const url = new URL(res.body.checkout_url);
        const t0 = performance.now();
        await tm.http.get(url.pathname + url.search).expect(200);
        await tm.http
          .post('/api/billing/test-mode/checkout')
          .type('form')
          .send({ session_id: url.searchParams.get('session_id') })
          .expect(303);
        checkout.push(performance.now() - t0);
      }
    } finally {
      await tm.close().catch(() => undefined);
    }

    const p95 = pct(fresh, 95);
    return {
      name: 'billing-webhook',
      rows: [
        { metric: 'webhook applied, p50', value: round(pct(fresh, 50)), unit: 'ms' },
        {
          metric: 'webhook applied, p95',
          value: round(p95),
          unit: 'ms',
          goal: `< ${GOAL_P95_MS} ms`,
          pass: p95 < GOAL_P95_MS,
        },
        { metric: 'webhook replay (refused), p50', value: round(pct(replays, 50)), unit: 'ms' },
        { metric: 'test-mode checkout (page + post), p50', value: round(pct(checkout, 50)), unit: 'ms' },
      ],
      notes: [
        `${RUNS} signed customer.subscription.updated events after ${WARMUP} warm-up; each verified by the stripe SDK, claimed, re-read from a local fake Stripe over HTTP and written to the embedded store.`,
        'In-process supertest calls on a shared 2-core machine: compare runs on the same machine only.',
      ],
    };
  } finally {
    if (!closed) await t.close().catch(() => undefined);
    await fake.close();
  }
}
