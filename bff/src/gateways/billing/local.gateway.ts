import { randomBytes } from 'node:crypto';
import type { BillingGateway, CheckoutInput } from './billing-gateway';

/**
 * Test-mode billing for the embedded default (no Stripe key): checkout is a page served by this app,
 * marked 'Test mode — no card is charged'. The billing module completes the state changes.
 */
export function createLocalBillingGateway(): BillingGateway {
  return {
    mode: 'test',
    publishableKey: null,
    async createCheckoutSession(input: CheckoutInput) {
      const id = `cs_test_local_${randomBytes(12).toString('hex')}`;
      const params = new URLSearchParams({ session_id: id });
      return { id, url: `${input.baseUrl}/api/billing/test-mode/checkout?${params}` };
    },
  };
}
