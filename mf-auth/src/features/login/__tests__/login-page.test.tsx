import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFetchMock, jsonResponse, renderWithProviders } from '@lessonloom/web-core/src/testing';
import LoginPage from '../../../expose/login-page';

const me = (status: string) => () =>
  jsonResponse(200, { id: 'u1', email: 'teacher@school.org', subscription_status: status });

async function fillAndSubmit(remember = false) {
  const user = userEvent.setup();
  await user.clear(screen.getByLabelText('Email'));
  await user.type(screen.getByLabelText('Email'), 'teacher@school.org');
  await user.type(screen.getByLabelText('Password'), 'correct horse');
  if (remember !== (screen.getByRole('checkbox', { name: 'Remember me' }) as HTMLInputElement).checked) {
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
  }
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('LoginPage (spec §2 /login)', () => {
  let net: ReturnType<typeof installFetchMock>;
  beforeEach(() => localStorage.clear());
  afterEach(() => net?.restore());

  it('shows the marketing page and the Welcome Back card', () => {
    net = installFetchMock({});
    renderWithProviders(<LoginPage />, { route: '/login' });
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Start Your 7-Day Free Trial' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Start your free trial' })).toHaveAttribute('href', '/signup');
    // Terms and privacy are links on the card and in the footer.
    expect(screen.getAllByRole('link', { name: 'Terms of Service' }).map((a) => a.getAttribute('href'))).toEqual([
      '/terms',
      '/terms',
    ]);
    expect(screen.getAllByRole('link', { name: 'Privacy Policy' }).map((a) => a.getAttribute('href'))).toEqual([
      '/privacy',
      '/privacy',
    ]);
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(4);
    for (const text of [
      '12,000+',
      '500K+',
      '4.9/5',
      '$10.99',
      'Multiple Content Types',
      'Smart AI Generation',
      'Track Progress',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Email')).toBeRequired();
    expect(screen.getByLabelText('Password')).toBeRequired();
  });

  it('pre-fills the stored email and ticks the box when rememberMe is true', () => {
    localStorage.setItem('savedEmail', 'saved@school.org');
    localStorage.setItem('rememberMe', 'true');
    net = installFetchMock({});
    renderWithProviders(<LoginPage />, { route: '/login' });
    expect(screen.getByLabelText('Email')).toHaveValue('saved@school.org');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  });

  it('leaves the box unticked when only the email is stored', () => {
    localStorage.setItem('savedEmail', 'saved@school.org');
    net = installFetchMock({});
    renderWithProviders(<LoginPage />, { route: '/login' });
    expect(screen.getByLabelText('Email')).toHaveValue('saved@school.org');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
  });

  it('posts form data, stores the token, and sends an active user to /dashboard with Welcome back!', async () => {
    net = installFetchMock({
      'POST /api/auth/login': () => jsonResponse(200, { token: 'tok-1', subscription_status: 'active' }),
      'GET /api/auth/me': me('active'),
    });
    renderWithProviders(<LoginPage />, { route: '/login' });
    await fillAndSubmit(true);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    const body = net.requests[0].body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect([body.get('email'), body.get('password')]).toEqual(['teacher@school.org', 'correct horse']);
    expect(localStorage.getItem('auth_token')).toBe('tok-1');
    expect(localStorage.getItem('savedEmail')).toBe('teacher@school.org');
    expect(localStorage.getItem('rememberMe')).toBe('true');
    expect(screen.getByText('Welcome back!')).toBeInTheDocument();
    expect(screen.getByText('You have been successfully logged in.')).toBeInTheDocument();
  });

  it.each(['pending_payment', 'inactive'])('sends a %s user to /billing with Payment Required', async (status) => {
    localStorage.setItem('savedEmail', 'old@school.org');
    localStorage.setItem('rememberMe', 'true');
    net = installFetchMock({
      'POST /api/auth/login': () => jsonResponse(200, { token: 'tok-2', subscription_status: status }),
      'GET /api/auth/me': me(status),
    });
    renderWithProviders(<LoginPage />, { route: '/login' });
    await fillAndSubmit(false);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/billing'));
    expect(screen.getByText('Payment Required')).toBeInTheDocument();
    expect(screen.getByText('Please complete your payment setup to access all features.')).toBeInTheDocument();
    expect(localStorage.getItem('savedEmail')).toBeNull();
    expect(localStorage.getItem('rememberMe')).toBeNull();
  });

  it("shows 'Signing in...' while busy", async () => {
    let answer!: (r: Response) => void;
    net = installFetchMock({ 'POST /api/auth/login': () => new Promise<Response>((r) => (answer = r)) });
    renderWithProviders(<LoginPage />, { route: '/login' });
    await fillAndSubmit();
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    answer(jsonResponse(401, { detail: 'Invalid credentials' }));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it("shows 'Login failed' with the server's detail", async () => {
    net = installFetchMock({
      'POST /api/auth/login': () =>
        jsonResponse(429, { detail: 'Too many sign-in attempts. Please try again in 15 minutes.' }),
    });
    renderWithProviders(<LoginPage />, { route: '/login' });
    await fillAndSubmit();
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Too many sign-in attempts. Please try again in 15 minutes.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveAttribute('data-variant', 'destructive');
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it("falls back to 'Invalid credentials' when the error has no detail", async () => {
    net = installFetchMock({
      'POST /api/auth/login': () => new Response('', { status: 500, statusText: 'Internal Server Error' }),
    });
    renderWithProviders(<LoginPage />, { route: '/login' });
    await fillAndSubmit();
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid credentials')).toBeInTheDocument();
  });
});
