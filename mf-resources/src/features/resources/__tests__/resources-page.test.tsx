import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFetchMock, jsonResponse, renderWithProviders } from '@lessonloom/web-core/src/testing';
import ResourcesPage from '../../../expose/resources-page';
import { as, RESOURCES } from './fixtures';

let net: ReturnType<typeof installFetchMock>;
beforeEach(() => {
  net = installFetchMock({ 'GET /api/resources': () => jsonResponse(200, RESOURCES) });
});
afterEach(() => net.restore());

describe('ResourcesPage (spec §2 /resources)', () => {
  it('shows the navigation, badge, email, heading and the included panel', async () => {
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
    expect(await screen.findAllByTestId('resource-card')).toHaveLength(RESOURCES.length);
  });

  it('the trialing badge reads Free Trial', async () => {
    renderWithProviders(<ResourcesPage />, { route: '/resources', preloaded: as('trialing') });
    expect(screen.getByTestId('subscription-badge')).toHaveTextContent('Free Trial');
    expect(await screen.findAllByTestId('resource-card')).toHaveLength(RESOURCES.length);
  });

  it.each(['active', 'trialing'] as const)('a %s subscriber sees no upsell', async (status) => {
    renderWithProviders(<ResourcesPage />, { route: '/resources', preloaded: as(status) });
    await screen.findAllByTestId('resource-card');
    expect(screen.queryByText('Subscribe to Access Resources')).not.toBeInTheDocument();
  });

  it.each(['pending_payment', 'inactive'] as const)(
    'a %s user sees the upsell with Subscribe Now to /billing',
    async (status) => {
      renderWithProviders(<ResourcesPage />, { route: '/resources', preloaded: as(status) });
      expect(screen.getByRole('heading', { name: 'Subscribe to Access Resources' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Subscribe Now' })).toHaveAttribute('href', '/billing');
      expect(screen.getByTestId('subscription-badge')).toHaveTextContent('Inactive');
      await screen.findAllByTestId('resource-card');
    },
  );

  it('Subscribe Now goes to /billing', async () => {
    renderWithProviders(<ResourcesPage />, { route: '/resources', preloaded: as('inactive') });
    await userEvent.setup({ delay: null }).click(screen.getByRole('link', { name: 'Subscribe Now' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/billing');
  });

  it('Logout returns to /login', async () => {
    net.restore();
    net = installFetchMock({
      'GET /api/resources': () => jsonResponse(200, RESOURCES),
      'POST /api/auth/logout': () => jsonResponse(200, { ok: true }),
    });
    renderWithProviders(<ResourcesPage />, { route: '/resources', preloaded: as('active') });
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(net.requests.some((r) => r.method === 'POST' && r.url.endsWith('/api/auth/logout'))).toBe(true);
  });
});
