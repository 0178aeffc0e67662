import type { AppConfig } from '../../config';
import type { Logger } from '../../logger';
import type { BillingGateway } from './billing.gateway';
import { createLocalBillingGateway } from './billing.local-gateway';
import { createStripeBillingGateway } from './billing.stripe-gateway';

export function createBillingGateway(config: AppConfig, logger: Logger): BillingGateway {
  if (!config.stripe) {
    logger.info('billing: test mode (no STRIPE_SECRET_KEY) — no card is charged');
    return createLocalBillingGateway();
  }
  logger.info('billing: stripe', {
    apiBase: config.stripe.apiBase ?? 'https://api.stripe.com',
    publishableKey: !!config.stripe.publishableKey,
  });
  return createStripeBillingGateway(config.stripe);
}
