// One interface over Stripe and the test-mode provider, in our own words, so the billing service runs the
// same state machine whichever provider answers. Provider shapes (Stripe objects) stop at the gateway.
export interface CheckoutInput {
  userId: string;
  email: string;
  customerId?: string;
  /** Absolute origin used for success/cancel URLs, e.g. https://app.example.com */
  baseUrl: string;
  /** Where 'cancel' returns to: the page the teacher started from (signup by default, as in spec §2). */
  cancelPath?: string;
  /** Decided on our side before the session exists: false once the account has had its free trial. */
  trial: boolean;
}

export const DEFAULT_CHECKOUT_CANCEL_PATH = '/signup?error=payment_cancelled';

export interface PortalInput {
  userId: string;
  customerId?: string;
  baseUrl: string;
}

export interface SubscriptionInput {
  userId: string;
  email: string;
  customerId?: string;
  /** False once the account has had its free trial: the first invoice is paid up front. */
  trial: boolean;
}

export interface SubscriptionSetup {
  clientSecret: string;
  intentType: 'setup' | 'payment';
  customerId: string;
  subscriptionId: string;
}

/** The provider's current view of a subscription; always re-read, never taken from an event body. */
export interface SubscriptionSnapshot {
  id: string;
  customerId: string;
  /** The provider's status word (Stripe's vocabulary: trialing, active, past_due, canceled, ...). */
  status: string;
  /** A trial whose card has not been collected yet (Elements flow before its SetupIntent succeeds). */
  awaitingPaymentMethod: boolean;
  trialEnd?: Date;
  currentPeriodEnd?: Date;
  cancelAtPeriodEnd: boolean;
  /** Our user id, when the subscription carries it in metadata. */
  userId?: string;
}

export interface InvoiceFacts {
  invoiceId: string;
  customerId?: string;
  subscriptionId?: string;
  description: string;
  amountCents: number;
  currency: string;
  date: Date;
}

/** A verified webhook event reduced to what the service acts on. */
export type GatewayEvent = { id: string; created: Date } & (
  | { kind: 'checkout.completed'; userId?: string; customerId?: string; subscriptionId?: string }
  | { kind: 'subscription.changed'; subscriptionId: string }
  | { kind: 'invoice.paid' | 'invoice.payment_failed'; invoice: InvoiceFacts }
  | { kind: 'ignored'; type: string }
);

export interface RefundResult {
  refundId: string;
  amountCents: number;
}

export interface BillingGateway {
  readonly mode: 'stripe' | 'test';
  readonly publishableKey: string | null;
  createCheckoutSession(input: CheckoutInput): Promise<{ id: string; url: string }>;
  createPortalSession(input: PortalInput): Promise<{ url: string }>;
  /** A subscription for the Elements page, trialing, whose pending SetupIntent collects the card. */
  createSubscription(input: SubscriptionInput): Promise<SubscriptionSetup>;
  retrieveSubscription(subscriptionId: string): Promise<SubscriptionSnapshot>;
  /** Ends a trial at once, so the first invoice is charged now (a second trial slipped through a race). */
  endTrialNow(subscriptionId: string): Promise<SubscriptionSnapshot>;
  /** Ends the subscription now (refund path, trial) or at the period end. */
  cancelSubscription(subscriptionId: string, when: 'now' | 'period_end'): Promise<SubscriptionSnapshot>;
  /** Removes what the provider keeps about a deleted account (after its subscription is cancelled). */
  forgetCustomer(input: { userId: string; customerId?: string }): Promise<void>;
  /** Refunds an invoice's payment in full; the key makes a retried request refund once. */
  refundInvoice(invoiceId: string, idempotencyKey: string): Promise<RefundResult>;
  /** Verifies the signature over the raw bytes; throws on forged, tampered or stale payloads. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): GatewayEvent;
}
