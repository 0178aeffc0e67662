// A small stand-in for api.stripe.com on 127.0.0.1, so tests drive the real `stripe` SDK over HTTP and
// can read back the exact form-encoded parameters it sent.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';

export interface RecordedRequest {
  method: string;
  path: string;
  /** Form-encoded (or query) parameters, flattened as sent: `line_items[0][price]` etc. */
  params: Record<string, string>;
  idempotencyKey?: string;
}

type Json = Record<string, unknown>;
const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;
const nowSec = () => Math.floor(Date.now() / 1000);

export interface FakeStripe {
  url: string;
  requests: RecordedRequest[];
  subscriptions: Map<string, Json>;
  invoicePayments: Map<string, Json[]>;
  refunds: Json[];
  /** Adds (or replaces) a subscription as Stripe would answer it. */
  putSubscription(sub: {
    id?: string;
    customer?: string;
    status: string;
    userId?: string;
    trialEnd?: number;
    periodEnd?: number;
    defaultPaymentMethod?: string | null;
    pendingSetupIntent?: Json | null;
  }): Json;
  /** Declares that an invoice was paid by a PaymentIntent, for refund lookups. */
  putInvoicePayment(invoiceId: string, paymentIntent: string, amount: number): void;
  last(method: string, path: string | RegExp): RecordedRequest | undefined;
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: RecordedRequest[] = [];
  const subscriptions = new Map<string, Json>();
  const invoicePayments = new Map<string, Json[]>();
  const refunds: Json[] = [];
  const refundsByKey = new Map<string, Json>();

  const putSubscription: FakeStripe['putSubscription'] = (s) => {
    const sub: Json = {
      id: s.id ?? id('sub'),
      object: 'subscription',
      customer: s.customer ?? id('cus'),
      status: s.status,
      cancel_at_period_end: false,
      cancel_at: null,
      trial_end: s.trialEnd ?? null,
      default_payment_method: s.defaultPaymentMethod === undefined ? 'pm_card_visa' : s.defaultPaymentMethod,
      pending_setup_intent: s.pendingSetupIntent ?? null,
      metadata: s.userId ? { user_id: s.userId } : {},
      items: {
        object: 'list',
        data: [{ id: id('si'), object: 'subscription_item', current_period_end: s.periodEnd ?? nowSec() + 30 * 86400 }],
      },
    };
    subscriptions.set(sub.id as string, sub);
    return sub;
  };

  function answer(r: RecordedRequest): [number, Json] {
    const p = r.params;
    if (r.method === 'POST' && r.path === '/v1/checkout/sessions') {
      const sid = id('cs_test');
      return [
        200,
        { id: sid, object: 'checkout.session', mode: p.mode, url: `https://checkout.stripe.test/c/pay/${sid}` },
      ];
    }
    if (r.method === 'POST' && r.path === '/v1/billing_portal/sessions')
      return [
        200,
        { id: id('bps'), object: 'billing_portal.session', url: `https://billing.stripe.test/p/session/${id('x')}` },
      ];
    if (r.method === 'DELETE' && r.path.startsWith('/v1/customers/'))
      return [200, { id: r.path.slice('/v1/customers/'.length), object: 'customer', deleted: true }];
    if (r.method === 'POST' && r.path === '/v1/customers')
      return [200, { id: id('cus'), object: 'customer', email: p.email }];
    if (r.method === 'POST' && r.path === '/v1/subscriptions' && !p.trial_period_days) {
      // No trial: the first invoice is paid up front through its confirmation secret.
      const sub = putSubscription({
        customer: p.customer,
        status: 'incomplete',
        userId: p['metadata[user_id]'],
        defaultPaymentMethod: null,
      });
      const pi = id('pi');
      sub.latest_invoice = {
        id: id('in'),
        object: 'invoice',
        confirmation_secret: { type: 'payment_intent', client_secret: `${pi}_secret_${id('s')}` },
      };
      return [200, sub];
    }
    if (r.method === 'POST' && r.path === '/v1/subscriptions') {
      const seti = id('seti');
      const sub = putSubscription({
        customer: p.customer,
        status: 'trialing',
        userId: p['metadata[user_id]'],
        trialEnd: nowSec() + 7 * 86400,
        defaultPaymentMethod: null,
        pendingSetupIntent: {
          id: seti,
          object: 'setup_intent',
          status: 'requires_payment_method',
          client_secret: `${seti}_secret_${id('s')}`,
        },
      });
      return [200, sub];
    }
    const subMatch = /^\/v1\/subscriptions\/([\w-]+)$/.exec(r.path);
    if (subMatch) {
      const sub = subscriptions.get(subMatch[1]);
      if (!sub)
        return [
          404,
          {
            error: {
              type: 'invalid_request_error',
              code: 'resource_missing',
              message: `No such subscription: '${subMatch[1]}'`,
            },
          },
        ];
      if (r.method === 'DELETE') Object.assign(sub, { status: 'canceled', cancel_at_period_end: false });
      if (r.method === 'POST' && p.cancel_at_period_end === 'true') sub.cancel_at_period_end = true;
      if (r.method === 'POST' && p.trial_end === 'now') Object.assign(sub, { status: 'active', trial_end: nowSec() });
      return [200, sub];
    }
    if (r.method === 'GET' && r.path === '/v1/invoice_payments')
      return [
        200,
        { object: 'list', has_more: false, url: '/v1/invoice_payments', data: invoicePayments.get(p.invoice) ?? [] },
      ];
    if (r.method === 'POST' && r.path === '/v1/refunds') {
      const prior = r.idempotencyKey ? refundsByKey.get(r.idempotencyKey) : undefined;
      if (prior) return [200, prior];
      const pi = [...invoicePayments.values()]
        .flat()
        .find((x) => (x.payment as Json).payment_intent === p.payment_intent);
      const refund: Json = {
        id: id('re'),
        object: 'refund',
        amount: pi?.amount_paid ?? 0,
        payment_intent: p.payment_intent,
        status: 'succeeded',
      };
      refunds.push(refund);
      if (r.idempotencyKey) refundsByKey.set(r.idempotencyKey, refund);
      return [200, refund];
    }
    return [
      404,
      { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${r.method}: ${r.path})` } },
    ];
  }

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const body = await readBody(req);
    const params = Object.fromEntries([...url.searchParams, ...new URLSearchParams(body)]);
    const key = req.headers['idempotency-key'];
    const rec: RecordedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      params,
      idempotencyKey: typeof key === 'string' ? key : undefined,
    };
    requests.push(rec);
    const [status, json] = answer(rec);
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
    res.end(JSON.stringify(json));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    subscriptions,
    invoicePayments,
    refunds,
    putSubscription,
    putInvoicePayment(invoiceId, paymentIntent, amount) {
      invoicePayments.set(invoiceId, [
        {
          id: id('inpay'),
          object: 'invoice_payment',
          invoice: invoiceId,
          status: 'paid',
          amount_paid: amount,
          payment: { type: 'payment_intent', payment_intent: paymentIntent },
        },
      ]);
    },
    last(method, path) {
      return [...requests]
        .reverse()
        .find((r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path)));
    },
    close: () => new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve()))),
  };
}
