// The billing pages' fixed sentences (spec §2 /billing, /dashboard). No zod here: a page that shows a
// sentence should not carry the API's schemas with it.
export const BILLING_TEXT = {
  alreadySubscribed: 'You already have an active subscription.',
  refundNote: 'Cancel anytime within the first 30 days for a full refund',
  testModeNotice: 'Test mode — no card is charged',
  trialStartedToast: 'Your payment method has been added and your 7-day trial has started!',
  /** Said wherever checkout starts for an account that has had its one free trial. */
  trialUsed: 'You have already had your free trial, so your subscription starts today and is billed now.',
  subscribePaid: 'Subscribe for $10.99/month',
} as const;
