import Stripe from 'stripe';
import { PRICING } from '@lessonloom/contracts';
import type { AppConfig } from '../../config';
import { DEFAULT_CHECKOUT_CANCEL_PATH, type BillingGateway, type SubscriptionSetup } from './billing.gateway';
import { providerCall } from './billing.provider-error';
import { toGatewayEvent, toSnapshot } from './billing.stripe-mapping';
import { WebhookSignatureError } from './billing.webhook-signature-error';

export type StripeSettings = NonNullable<AppConfig['stripe']>;

/** STRIPE_API_BASE (stripe-mock, a test server) becomes the SDK's host/port/protocol options. */
export function stripeClientOptions(apiBase?: string): Stripe.StripeConfig {
  const options: Stripe.StripeConfig = { maxNetworkRetries: 2, telemetry: false };
  if (!apiBase) return options;
  const u = new URL(apiBase);
  const protocol = u.protocol === 'http:' ? 'http' : 'https';
  return { ...options, host: u.hostname, port: u.port || (protocol === 'http' ? 80 : 443), protocol };
}

export function createStripeBillingGateway(settings: StripeSettings, client?: Stripe): BillingGateway {
  const stripe = client ?? new Stripe(settings.secretKey, stripeClientOptions(settings.apiBase));
  const trialDays = PRICING.trialDays;

  async function ensureCustomer(userId: string, email: string, customerId?: string): Promise<string> {
    if (customerId) return customerId;
    // Keyed by user: a retried request (or a double click) does not create a second customer.
    const customer = await stripe.customers.create(
      { email, metadata: { user_id: userId } },
      { idempotencyKey: `customer-${userId}` },
    );
    return customer.id;
  }

  const gateway: BillingGateway = {
    mode: 'stripe',
    publishableKey: settings.publishableKey ?? null,

    async createCheckoutSession({ userId, email, customerId, baseUrl, cancelPath, trial }) {
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: settings.priceId, quantity: 1 }],
        subscription_data: { ...(trial ? { trial_period_days: trialDays } : {}), metadata: { user_id: userId } },
        client_reference_id: userId,
        metadata: { user_id: userId },
        ...(customerId ? { customer: customerId } : { customer_email: email }),
        // The dashboard's return says the trial has started (spec §2); a paid start returns to /billing.
        success_url: trial
          ? `${baseUrl}/dashboard?signup=success&session_id={CHECKOUT_SESSION_ID}`
          : `${baseUrl}/billing?status=success`,
        cancel_url: `${baseUrl}${cancelPath ?? DEFAULT_CHECKOUT_CANCEL_PATH}`,
      });
      if (!session.url) throw new Error('Stripe returned a checkout session without a url');
      return { id: session.id, url: session.url };
    },

    async createPortalSession({ customerId, baseUrl }) {
      if (!customerId) throw new Error('A portal session needs a Stripe customer');
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: `${baseUrl}/billing`,
      });
      return { url: session.url };
    },

    async createSubscription({ userId, email, customerId, trial }): Promise<SubscriptionSetup> {
      const customer = await ensureCustomer(userId, email, customerId);
      const sub = await stripe.subscriptions.create({
        customer,
        items: [{ price: settings.priceId }],
        ...(trial
          ? { trial_period_days: trialDays, trial_settings: { end_behavior: { missing_payment_method: 'cancel' } } }
          : {}),
        payment_behavior: 'default_incomplete',
        payment_settings: { save_default_payment_method: 'on_subscription' },
        metadata: { user_id: userId },
        // Invoices no longer carry payment_intent: a trial's card is collected by the pending SetupIntent,
        // a charge up front by the first invoice's confirmation_secret.
        expand: ['pending_setup_intent', 'latest_invoice.confirmation_secret'],
      });
      const setup = sub.pending_setup_intent;
      if (setup && typeof setup !== 'string' && setup.client_secret)
        return { clientSecret: setup.client_secret, intentType: 'setup', customerId: customer, subscriptionId: sub.id };
      const invoice = sub.latest_invoice;
      const secret = invoice && typeof invoice !== 'string' ? invoice.confirmation_secret?.client_secret : undefined;
      if (secret) return { clientSecret: secret, intentType: 'payment', customerId: customer, subscriptionId: sub.id };
      throw new Error(`Stripe subscription ${sub.id} has neither a pending SetupIntent nor an invoice to confirm`);
    },

    async retrieveSubscription(id) {
      return toSnapshot(await stripe.subscriptions.retrieve(id, { expand: ['pending_setup_intent'] }));
    },

    async endTrialNow(id) {
      return toSnapshot(await stripe.subscriptions.update(id, { trial_end: 'now', expand: ['pending_setup_intent'] }));
    },

    async cancelSubscription(id, when) {
      const sub =
        when === 'now'
          ? await stripe.subscriptions.cancel(id, { prorate: false, invoice_now: false })
          : await stripe.subscriptions.update(id, { cancel_at_period_end: true, expand: ['pending_setup_intent'] });
      return toSnapshot(sub);
    },

    // Stripe keeps paid invoices for the books either way; deleting the customer removes the email and
    // payment methods it holds for a teacher who deleted their account.
    async forgetCustomer({ customerId }) {
      if (customerId) await stripe.customers.del(customerId);
    },

    async refundInvoice(invoiceId, idempotencyKey) {
      const payments = await stripe.invoicePayments.list({ invoice: invoiceId, status: 'paid', limit: 10 });
      const paid = payments.data.find((p) => p.status === 'paid');
      const intent = paid?.payment.payment_intent;
      const charge = paid?.payment.charge;
      if (!intent && !charge) throw new Error(`Invoice ${invoiceId} has no payment to refund`);
      const refund = await stripe.refunds.create(
        {
          ...(intent
            ? { payment_intent: typeof intent === 'string' ? intent : intent.id }
            : { charge: typeof charge === 'string' ? charge : charge!.id }),
          reason: 'requested_by_customer',
          metadata: { invoice_id: invoiceId },
        },
        { idempotencyKey },
      );
      return { refundId: refund.id, amountCents: refund.amount };
    },

    parseWebhook(rawBody, signature) {
      if (!signature) throw new WebhookSignatureError('Missing Stripe-Signature header');
      // The SDK refuses events older than its tolerance but not ones dated in the future; a signed event
      // from more than 5 minutes ahead is a replay set up in advance or a broken clock, refused either way.
      const stamp = Number(/(?:^|,)\s*t=(\d+)/.exec(signature)?.[1]);
      if (Number.isFinite(stamp) && stamp * 1000 > Date.now() + WEBHOOK_FUTURE_TOLERANCE_MS)
        throw new WebhookSignatureError('Webhook timestamp is more than 5 minutes in the future');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      } catch (err) {
        throw new WebhookSignatureError(err instanceof Error ? err.message : String(err));
      }
      return toGatewayEvent(event);
    },
  };
  return withProviderErrors(gateway);
}

export const WEBHOOK_FUTURE_TOLERANCE_MS = 5 * 60 * 1000;

/** Every network call of the gateway reports SDK failures as BillingProviderError. */
function withProviderErrors(g: BillingGateway): BillingGateway {
  return {
    mode: g.mode,
    publishableKey: g.publishableKey,
    createCheckoutSession: (input) => providerCall(() => g.createCheckoutSession(input)),
    createPortalSession: (input) => providerCall(() => g.createPortalSession(input)),
    createSubscription: (input) => providerCall(() => g.createSubscription(input)),
    retrieveSubscription: (id) => providerCall(() => g.retrieveSubscription(id)),
    endTrialNow: (id) => providerCall(() => g.endTrialNow(id)),
    cancelSubscription: (id, when) => providerCall(() => g.cancelSubscription(id, when)),
    refundInvoice: (id, key) => providerCall(() => g.refundInvoice(id, key)),
    forgetCustomer: (input) => providerCall(() => g.forgetCustomer(input)),
    parseWebhook: (raw, sig) => g.parseWebhook(raw, sig),
  };
}
