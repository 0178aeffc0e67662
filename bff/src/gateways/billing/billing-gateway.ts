// The billing engineer extends this interface (portal, Elements subscription, webhooks, refunds).
// Auth depends only on the checkout part: signup answers a checkout_url.
export interface CheckoutInput {
  userId: string;
  email: string;
  customerId?: string;
  /** Absolute origin used for success/cancel URLs, e.g. https://app.example.com */
  baseUrl: string;
}

export interface BillingGateway {
  readonly mode: 'stripe' | 'test';
  readonly publishableKey: string | null;
  createCheckoutSession(input: CheckoutInput): Promise<{ id: string; url: string }>;
}
