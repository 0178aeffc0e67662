import { subscriptionBadge } from '../subscription-badge';

describe('subscription badge (spec §4)', () => {
  it.each([
    ['active', 'Pro Active'],
    ['trialing', 'Free Trial'],
    ['pending_payment', 'Inactive'],
    ['inactive', 'Inactive'],
    ['past_due', 'Inactive'],
    [undefined, 'Inactive'],
  ])('%s shows %s by default', (status, label) => {
    expect(subscriptionBadge(status, { page: 'default' })).toBe(label);
  });

  it('the generate page shows only Pro Active or Inactive', () => {
    expect(subscriptionBadge('active', { page: 'generate' })).toBe('Pro Active');
    expect(subscriptionBadge('trialing', { page: 'generate' })).toBe('Inactive');
    expect(subscriptionBadge('pending_payment', { page: 'generate' })).toBe('Inactive');
  });
});
