import { loadConfig } from '../../../config';
import { createLogger } from '../../../logger';
import { createBillingGateway } from '..';
import { LocalBillingGateway } from '../billing.local-gateway';

const logger = createLogger('silent');

describe('createBillingGateway', () => {
  it('is test mode without STRIPE_SECRET_KEY', () => {
    const g = createBillingGateway(loadConfig({ NODE_ENV: 'test' }), logger);
    expect(g).toBeInstanceOf(LocalBillingGateway);
    expect(g.mode).toBe('test');
    expect(g.publishableKey).toBeNull();
  });

  it('is Stripe with the keys set, exposing only the publishable key', () => {
    const g = createBillingGateway(
      loadConfig({
        NODE_ENV: 'test',
        STRIPE_SECRET_KEY: 'sk_test_1',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
        STRIPE_WEBHOOK_SECRET: 'whsec_1',
        STRIPE_PRICE_ID: 'price_1',
        PUBLIC_URL: 'https://app.example.org',
        STRIPE_API_BASE: 'http://127.0.0.1:12111',
      }),
      logger,
    );
    expect(g.mode).toBe('stripe');
    expect(g.publishableKey).toBe('pk_test_1');
    expect(JSON.stringify(g)).not.toContain('sk_test_1');
  });
});
