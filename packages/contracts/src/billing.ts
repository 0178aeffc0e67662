// Billing calls: spec §7's create-checkout / create-portal / create-subscription and our additions
// (config, history, summary, cancel, webhook).
import { z } from 'zod';
import { SUBSCRIPTION_STATUSES } from './constants';

export * from './billing-text';

/** POST /api/billing/create-checkout and create-portal: the browser is redirected to `url`. */
export const urlResponseSchema = z.strictObject({ url: z.string() });
export type UrlResponse = z.infer<typeof urlResponseSchema>;

/** POST /api/billing/create-subscription. */
export const clientSecretResponseSchema = z.strictObject({
  clientSecret: z.string(),
  /** 'setup' for a trial's pending SetupIntent (confirmSetup), 'payment' for a first invoice (confirmPayment). */
  intentType: z.enum(['setup', 'payment']).optional(),
});
export type ClientSecretResponse = z.infer<typeof clientSecretResponseSchema>;

/** GET /api/billing/history row. */
export const billingHistoryEntrySchema = z.strictObject({
  id: z.string(),
  date: z.string(),
  description: z.string(),
  amount_cents: z.number().int(),
  currency: z.string(),
  status: z.string(),
});
export type BillingHistoryEntry = z.infer<typeof billingHistoryEntrySchema>;

/** GET /api/billing/config: what the subscribe page needs to decide between Elements and 'Payment Coming Soon'. */
export const billingConfigResponseSchema = z.strictObject({
  publishableKey: z.string().nullable(),
  mode: z.enum(['stripe', 'test']),
});
export type BillingConfigResponse = z.infer<typeof billingConfigResponseSchema>;

/** POST /api/billing/cancel: what happened, so the page can say it. */
export const cancelSubscriptionResponseSchema = z.strictObject({
  subscription_status: z.enum(SUBSCRIPTION_STATUSES),
  cancel_at_period_end: z.boolean(),
  current_period_end: z.string().nullable(),
  refunded_amount_cents: z.number().int().nonnegative(),
});
export type CancelSubscriptionResponse = z.infer<typeof cancelSubscriptionResponseSchema>;

/** POST /api/billing/webhook answer to the payment provider. */
export const webhookResponseSchema = z.strictObject({ received: z.literal(true), duplicate: z.boolean() });
export type WebhookResponse = z.infer<typeof webhookResponseSchema>;

/** GET /api/billing/summary: the /billing stat cards. */
export const billingSummaryResponseSchema = z.strictObject({
  generated_this_period: z.number().int().nonnegative(),
  period_start: z.string(),
  days_active: z.number().int().nonnegative(),
});
export type BillingSummaryResponse = z.infer<typeof billingSummaryResponseSchema>;
