import { screen } from '@testing-library/react';
import { renderWithProviders, signedInState } from '@lessonloom/web-core/src/testing';
import ResourcesPage from '../../../expose/resources-page';

const as = (subscription_status: 'active' | 'trialing' | 'pending_payment' | 'inactive') =>
  signedInState({ id: 'u1', email: 'teacher@school.org', subscription_status });

describe('ResourcesPage (spec §2 /resources)', () => {
  it('shows the navigation, badge, email, heading and the included panel', () => {
    renderWithProviders(<ResourcesPage />, { route: '/resources', preloaded: as('active') });
    expect(screen.getByRole('heading', { level: 1, name: 'Premium Resources' })).toBeInTheDocument();
    for (const link of ['Dashboard', 'Generate', 'Resources', 'Billing']) {
      expect(screen.getByRole('link', { name: link })).toBeInTheDocument();
    }
    expect(screen.getByTestId('subscription-badge')).toHaveTextContent('Pro Active');
    expect(screen.getByText('teacher@school.org')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: "What's Included in Your Subscription" })).toBeInTheDocument();
    for (const item of ['Premium Resources', 'Unlimited Downloads', 'Regular Updates']) {
      expect(screen.getByRole('heading', { level: 3, name: item })).toBeInTheDocument();
    }
  });

  it.each(['active', 'trialing'] as const)('a %s subscriber sees no upsell', (status) => {
    renderWithProviders(<ResourcesPage />, { route: '/resources', preloaded: as(status) });
    expect(screen.queryByText('Subscribe to Access Resources')).not.toBeInTheDocument();
  });

  it.each(['pending_payment', 'inactive'] as const)(
    'a %s user sees the upsell with Subscribe Now to /billing',
    (status) => {
      renderWithProviders(<ResourcesPage />, { route: '/resources', preloaded: as(status) });
      expect(screen.getByRole('heading', { name: 'Subscribe to Access Resources' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Subscribe Now' })).toHaveAttribute('href', '/billing');
      expect(screen.getByTestId('subscription-badge')).toHaveTextContent('Inactive');
    },
  );
});
