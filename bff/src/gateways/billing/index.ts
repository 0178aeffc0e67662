import type { AppConfig } from '../../config';
import type { Logger } from '../../logger';
import type { BillingGateway } from './billing-gateway';
import { createLocalBillingGateway } from './local.gateway';

export function createBillingGateway(config: AppConfig, logger: Logger): BillingGateway {
  if (!config.stripe) {
    logger.info('billing: test mode (no STRIPE_SECRET_KEY) — no card is charged');
    return createLocalBillingGateway();
  }
  throw new Error('Stripe billing gateway is not wired yet');
}
