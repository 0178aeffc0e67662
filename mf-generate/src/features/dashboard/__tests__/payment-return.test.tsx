import { screen, waitFor } from '@testing-library/react';
import { installFetchMock, jsonResponse, renderWithProviders, signedInState } from '@lessonloom/web-core/src/testing';
import { DashboardPage } from '../components/dashboard-page';
import { WELCOME_PENDING_KEY } from '../use-payment-return';
import { browser } from '../../generations/browser';
import { activeUser } from '../../testing/fixtures';
import '../../testing/setup';

const WELCOME = 'Your payment method has been added and your 7-day trial has started!';
let net: ReturnType<typeof installFetchMock>;
let replace: jest.SpyInstance;

beforeEach(() => {
  replace = jest.spyOn(browser, 'replace').mockImplementation(() => undefined);
  window.sessionStorage.clear();
});
afterEach(() => {
  net?.restore();
  jest.restoreAllMocks();
});

const pending = { ...activeUser, subscription_status: 'pending_payment' as const };

describe('Dashboard payment return', () => {
  it('welcomes, re-fetches the user, then does a full redirect to /dashboard', async () => {
    net = installFetchMock({
      'GET /api/generations': () => jsonResponse(200, []),
      'GET /api/auth/me': () => jsonResponse(200, { ...activeUser, subscription_status: 'trialing' }),
    });
    renderWithProviders(<DashboardPage />, {
      route: '/dashboard?signup=success&session_id=cs_test_123',
      preloaded: signedInState(pending),
    });
    expect(await screen.findByText(WELCOME)).toBeInTheDocument();
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/dashboard'));
    expect(net.requests.some((r) => r.url === '/api/auth/me')).toBe(true);
    expect(screen.getByTestId('subscription-badge')).toHaveTextContent('Free Trial');
    expect(replace).toHaveBeenCalledTimes(1);
  });

  it('ignores a failed re-fetch and still redirects', async () => {
    net = installFetchMock({
      'GET /api/generations': () => jsonResponse(200, []),
      'GET /api/auth/me': () => jsonResponse(503, { detail: 'try later' }),
    });
    renderWithProviders(<DashboardPage />, {
      route: '/dashboard?signup=success&session_id=cs_test_123',
      preloaded: signedInState(pending),
    });
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/dashboard'));
    expect(screen.getByTestId('user-email')).toHaveTextContent('teacher@school.edu');
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
  });

  it('shows the welcome again after the reload, once', async () => {
    net = installFetchMock({
      'GET /api/generations': () => jsonResponse(200, []),
      'GET /api/auth/me': () => jsonResponse(200, activeUser),
    });
    const first = renderWithProviders(<DashboardPage />, {
      route: '/dashboard?signup=success&session_id=cs_1',
      preloaded: signedInState(pending),
    });
    await waitFor(() => expect(replace).toHaveBeenCalled());
    expect(window.sessionStorage.getItem(WELCOME_PENDING_KEY)).toBe('1');
    first.unmount();

    const second = renderWithProviders(<DashboardPage />, {
      route: '/dashboard',
      preloaded: signedInState(activeUser),
    });
    expect(await screen.findByText(WELCOME)).toBeInTheDocument();
    expect(window.sessionStorage.getItem(WELCOME_PENDING_KEY)).toBeNull();
    second.unmount();

    renderWithProviders(<DashboardPage />, { route: '/dashboard', preloaded: signedInState(activeUser) });
    await screen.findByText('No activity yet. Start by generating your first worksheet!');
    expect(screen.queryByText(WELCOME)).not.toBeInTheDocument();
  });

  it.each(['/dashboard?signup=success', '/dashboard?session_id=cs_1', '/dashboard?signup=cancelled&session_id=cs_1'])(
    'does nothing special for %s',
    async (route) => {
      net = installFetchMock({ 'GET /api/generations': () => jsonResponse(200, []) });
      renderWithProviders(<DashboardPage />, { route, preloaded: signedInState(activeUser) });
      await screen.findByText('No activity yet. Start by generating your first worksheet!');
      expect(screen.queryByText(WELCOME)).not.toBeInTheDocument();
      expect(replace).not.toHaveBeenCalled();
      expect(net.requests.some((r) => r.url === '/api/auth/me')).toBe(false);
    },
  );
});
