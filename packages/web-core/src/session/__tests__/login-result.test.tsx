import { act, screen, waitFor } from '@testing-library/react';
import { Button } from '@lessonloom/ui';
import { loginDestination, useCompleteLogin } from '../login-result';
import { installFetchMock, jsonResponse, renderWithProviders } from '../../testing';

describe('login result (spec §4)', () => {
  it.each(['pending_payment', 'inactive'])('%s goes to /billing with Payment Required', (status) => {
    expect(loginDestination(status)).toEqual({
      path: '/billing',
      toast: { title: 'Payment Required', description: 'Please complete your payment setup to access all features.' },
    });
  });

  it.each(['active', 'trialing', 'past_due'])('%s goes to /dashboard with Welcome back!', (status) => {
    expect(loginDestination(status)).toEqual({
      path: '/dashboard',
      toast: { title: 'Welcome back!', description: 'You have been successfully logged in.' },
    });
  });

  function LoginButton({ remember, status }: { remember: boolean; status: 'active' | 'pending_payment' }) {
    const complete = useCompleteLogin();
    return (
      <Button
        onClick={() =>
          void complete({ token: 'new-token', subscription_status: status, email: 'teacher@school.org', remember })
        }
      >
        finish
      </Button>
    );
  }

  let net: ReturnType<typeof installFetchMock>;
  beforeEach(() => localStorage.clear());
  afterEach(() => net?.restore());

  it('stores the token, fetches the user again and routes by the fresh status', async () => {
    // The login answer said active, the fresh user says pending_payment: the fresh one wins.
    net = installFetchMock({
      'GET /api/auth/me': () =>
        jsonResponse(200, { id: 'u', email: 'teacher@school.org', subscription_status: 'pending_payment' }),
    });
    const { store } = renderWithProviders(<LoginButton remember status="active" />, { route: '/login' });
    await act(async () => screen.getByRole('button', { name: 'finish' }).click());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/billing'));
    expect(localStorage.getItem('auth_token')).toBe('new-token');
    expect(net.requests[0].headers.get('Authorization')).toBe('Bearer new-token');
    expect(store.getState().session.user?.email).toBe('teacher@school.org');
    expect(screen.getByText('Payment Required')).toBeInTheDocument();
    expect(localStorage.getItem('savedEmail')).toBe('teacher@school.org');
    expect(localStorage.getItem('rememberMe')).toBe('true');
  });

  it('an active user lands on /dashboard with Welcome back!, and unchecked remember clears storage', async () => {
    localStorage.setItem('savedEmail', 'old@school.org');
    localStorage.setItem('rememberMe', 'true');
    net = installFetchMock({
      'GET /api/auth/me': () =>
        jsonResponse(200, { id: 'u', email: 'teacher@school.org', subscription_status: 'active' }),
    });
    renderWithProviders(<LoginButton remember={false} status="active" />, { route: '/login' });
    await act(async () => screen.getByRole('button', { name: 'finish' }).click());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(screen.getByText('Welcome back!')).toBeInTheDocument();
    expect(screen.getByText('You have been successfully logged in.')).toBeInTheDocument();
    expect(localStorage.getItem('savedEmail')).toBeNull();
    expect(localStorage.getItem('rememberMe')).toBeNull();
  });

  it('loads the user into the app store made by the sign-in, and the first signed-in page does not load it again', async () => {
    net = installFetchMock({
      'GET /api/auth/me': () =>
        jsonResponse(200, { id: 'u', email: 'teacher@school.org', subscription_status: 'active' }),
    });
    // the store's providers with the start-up check, as the shell mounts them after a sign-in
    const { store } = renderWithProviders(<LoginButton remember={false} status="active" />, {
      route: '/login',
      startSession: true,
    });
    await waitFor(() => expect(store.getState().session.status).toBe('ready'));
    expect(net.requests).toEqual([]); // no token yet: nothing asked
    await act(async () => screen.getByRole('button', { name: 'finish' }).click());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(store.getState().session.user?.email).toBe('teacher@school.org');
    renderWithProviders(<p>dashboard</p>, { store, route: '/dashboard', startSession: true });
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
    expect(net.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /api/auth/me']);
  });
});
