import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFetchMock, jsonResponse, renderWithProviders } from '@lessonloom/web-core/src/testing';
import SignupPage from '../../../expose/signup-page';

const signupOk = () =>
  jsonResponse(200, {
    token: 'tok-new',
    subscription_status: 'pending_payment',
    checkout_url: null,
    requires_payment: true,
  });

async function fill({
  password = 'longenough',
  confirm,
  terms = true,
}: { password?: string; confirm?: string; terms?: boolean } = {}) {
  confirm ??= password;
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Work Email'), 'new@school.org');
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm Password'), confirm);
  if (terms) await user.click(screen.getByRole('checkbox', { name: /Terms of Service/ }));
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

describe('SignupPage (spec §2 /signup, §5, §8)', () => {
  let net: ReturnType<typeof installFetchMock>;
  beforeEach(() => localStorage.clear());
  afterEach(() => net?.restore());

  it('shows the form, its constraints, the header links and a link to /login', () => {
    net = installFetchMock({});
    renderWithProviders(<SignupPage />, { route: '/signup' });
    expect(screen.getByRole('heading', { name: 'Create Your Account' })).toBeInTheDocument();
    expect(screen.getByLabelText('Work Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Work Email')).toBeRequired();
    expect(screen.getByLabelText('Password')).toHaveAttribute('minlength', '8');
    expect(screen.getByLabelText('Confirm Password')).toBeRequired();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it("refuses mismatched passwords with 'Passwords don't match'", async () => {
    net = installFetchMock({});
    renderWithProviders(<SignupPage />, { route: '/signup' });
    await fill({ password: 'longenough', confirm: 'different1' });
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    expect(screen.getByText('Please make sure your passwords match.')).toBeInTheDocument();
    expect(net.requests).toHaveLength(0);
  });

  it("refuses an unticked terms box with 'Terms required'", async () => {
    net = installFetchMock({});
    renderWithProviders(<SignupPage />, { route: '/signup' });
    await fill({ terms: false });
    expect(await screen.findByText('Terms required')).toBeInTheDocument();
    expect(screen.getByText('Please accept the terms of service to continue')).toBeInTheDocument();
    expect(net.requests).toHaveLength(0);
  });

  it('refuses a password shorter than 8 characters', async () => {
    net = installFetchMock({});
    renderWithProviders(<SignupPage />, { route: '/signup' });
    await fill({ password: 'short7!' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Password must be at least 8 characters.');
    expect(net.requests).toHaveLength(0);
  });

  it('creates the account with form data, stores the token, loads the user and goes to /billing with a welcome toast', async () => {
    net = installFetchMock({
      'POST /api/auth/signup': signupOk,
      'GET /api/auth/me': () =>
        jsonResponse(200, { id: 'u', email: 'new@school.org', subscription_status: 'pending_payment' }),
    });
    const { store } = renderWithProviders(<SignupPage />, { route: '/signup' });
    await fill();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/billing'));
    const body = net.requests[0].body as FormData;
    expect([body.get('email'), body.get('password')]).toEqual(['new@school.org', 'longenough']);
    expect(localStorage.getItem('auth_token')).toBe('tok-new');
    expect(net.requests[1].headers.get('Authorization')).toBe('Bearer tok-new');
    expect(store.getState().session.user?.email).toBe('new@school.org');
    expect(screen.getByText('Welcome to Lessonloom!')).toBeInTheDocument();
  });

  it("shows 'Creating Account...' while busy", async () => {
    let answer!: (r: Response) => void;
    net = installFetchMock({ 'POST /api/auth/signup': () => new Promise<Response>((r) => (answer = r)) });
    renderWithProviders(<SignupPage />, { route: '/signup' });
    await fill();
    expect(await screen.findByRole('button', { name: 'Creating Account...' })).toBeDisabled();
    answer(jsonResponse(409, { detail: 'Email already registered' }));
    expect(await screen.findByRole('button', { name: 'Create Account' })).toBeEnabled();
  });

  it("shows 'Signup failed' with the detail and stays on the form", async () => {
    net = installFetchMock({
      'POST /api/auth/signup': () => jsonResponse(409, { detail: 'Email already registered' }),
    });
    renderWithProviders(<SignupPage />, { route: '/signup' });
    await fill();
    expect(await screen.findByText('Signup failed')).toBeInTheDocument();
    expect(screen.getByText('Email already registered')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/signup');
    expect(screen.getByLabelText('Work Email')).toHaveValue('new@school.org');
  });

  it("falls back to 'An error occurred during signup'", async () => {
    net = installFetchMock({
      'POST /api/auth/signup': () => new Response('', { status: 500, statusText: 'Internal Server Error' }),
    });
    renderWithProviders(<SignupPage />, { route: '/signup' });
    await fill();
    expect(await screen.findByText('Signup failed')).toBeInTheDocument();
    expect(screen.getByText('An error occurred during signup')).toBeInTheDocument();
  });

  it('?error=payment_cancelled shows the destructive toast and rewrites the address to /signup', async () => {
    net = installFetchMock({});
    renderWithProviders(<SignupPage />, { route: '/signup?error=payment_cancelled', path: '/signup' });
    expect(await screen.findByText('Payment setup cancelled')).toBeInTheDocument();
    expect(screen.getByText('Please complete payment setup to start your free trial.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveAttribute('data-variant', 'destructive');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/signup'));
  });

  it('a signed-in teacher who cancelled checkout gets the same toast but goes on to /billing, not back to signup', async () => {
    net = installFetchMock({});
    localStorage.setItem('auth_token', 'tok');
    try {
      renderWithProviders(<SignupPage />, { route: '/signup?error=payment_cancelled', path: '/signup' });
      expect(await screen.findByText('Payment setup cancelled')).toBeInTheDocument();
      await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/billing'));
    } finally {
      localStorage.removeItem('auth_token');
    }
  });

  it('shows no toast without the query parameter', () => {
    net = installFetchMock({});
    renderWithProviders(<SignupPage />, { route: '/signup' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
