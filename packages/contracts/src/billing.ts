export interface UrlResponse {
  url: string;
}
export interface ClientSecretResponse {
  clientSecret: string;
  /** 'setup' for a trial's pending SetupIntent (confirmSetup), 'payment' for a first invoice (confirmPayment). */
  intentType?: 'setup' | 'payment';
}
export interface BillingHistoryEntry {
  id: string;
  date: string;
  description: string;
  amount_cents: number;
  currency: string;
  status: string;
}

/** GET /api/billing/config: what the subscribe page needs to decide between Elements and 'Payment Coming Soon'. */
export interface BillingConfigResponse {
  publishableKey: string | null;
  mode: 'stripe' | 'test';
}

/** POST /api/billing/cancel: what happened, so the page can say it. */
export interface CancelSubscriptionResponse {
  subscription_status: string;
  cancel_at_period_end: boolean;
  current_period_end: string | null;
  refunded_amount_cents: number;
}

export const BILLING_TEXT = {
  alreadySubscribed: 'You already have an active subscription.',
  refundNote: 'Cancel anytime within the first 30 days for a full refund',
  testModeNotice: 'Test mode — no card is charged',
  trialStartedToast: 'Your payment method has been added and your 7-day trial has started!',
} as const;

/** GET /api/billing/summary: the /billing stat cards. */
export interface BillingSummaryResponse {
  generated_this_period: number;
  period_start: string;
  days_active: number;
}
