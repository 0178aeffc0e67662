import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { installFetchMock, jsonResponse, renderWithProviders, signedInState } from '@lessonloom/web-core/src/testing';
import { SubscribePage } from '../components/subscribe-page';

// Stripe.js cannot load in jsdom: the provider boundary is replaced by a controllable stand-in.
const stripe = { confirmSetup: jest.fn(), confirmPayment: jest.fn() };
let markReady: () => void = () => undefined;
jest.mock('@stripe/stripe-js/pure', () => ({ loadStripe: jest.fn(() => Promise.resolve(stripe)) }));
jest.mock('@stripe/react-stripe-js', () => {
  const { useEffect } = jest.requireActual('react');
  return {
    Elements: ({ children, options }: { children: React.ReactNode; options: { clientSecret: string } }) => (
      <div data-testid="elements" data-client-secret={options.clientSecret}>
        {children}
      </div>
    ),
    PaymentElement: ({ onReady }: { onReady: () => void }) => {
      useEffect(() => {
        markReady = () => onReady();
      }, [onReady]);
      return <div data-testid="payment-element" />;
    },
    useStripe: () => stripe,
    useElements: () => ({ kind: 'elements' }),
  };
});

const user = { id: 'u1', email: 'teacher@school.edu', subscription_status: 'pending_payment' as const };
let net: ReturnType<typeof installFetchMock>;
afterEach(() => {
  net?.restore();
  jest.clearAllMocks();
});

const withKey = (extra: Record<string, () => Response> = {}) =>
  installFetchMock({
    'GET /api/billing/config': () => jsonResponse(200, { publishableKey: 'pk_test_123', mode: 'stripe' }),
    'POST /api/billing/create-subscription': () =>
      jsonResponse(200, { clientSecret: 'seti_1_secret_abc', intentType: 'setup' }),
    ...extra,
  });
const renderPage = () =>
  renderWithProviders(<SubscribePage />, { route: '/subscribe', preloaded: signedInState(user) });

describe('/subscribe', () => {
  it("shows 'Payment Coming Soon' with Go to Dashboard when there is no publishable key", async () => {
    net = installFetchMock({
      'GET /api/billing/config': () => jsonResponse(200, { publishableKey: null, mode: 'test' }),
    });
    renderPage();
    expect(await screen.findByText('Payment Coming Soon')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(net.requests.some((r) => r.url.endsWith('/api/billing/create-subscription'))).toBe(false);
  });

  it('sets up, then offers the Payment Element; Subscribe waits for it, confirms the SetupIntent and returns to /billing?status=success', async () => {
    net = withKey();
    stripe.confirmSetup.mockResolvedValue({ setupIntent: { status: 'succeeded' } });
    renderPage();
    expect(screen.getByText(/Setting up your subscription\.\.\./)).toBeVisible();
    expect(await screen.findByText('Complete Your Subscription')).toBeVisible();
    expect(screen.getByText('$10.99/month for unlimited generations • 7-day free trial')).toBeVisible();
    expect(screen.getByTestId('elements')).toHaveAttribute('data-client-secret', 'seti_1_secret_abc');
    const button = screen.getByRole('button', { name: 'Subscribe' });
    expect(button).toBeDisabled();
    act(() => markReady());
    expect(button).toBeEnabled();

    let finish: (v: unknown) => void = () => undefined;
    stripe.confirmSetup.mockReturnValue(new Promise((r) => (finish = r)));
    fireEvent.click(button);
    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(stripe.confirmSetup).toHaveBeenCalledWith({
      elements: { kind: 'elements' },
      confirmParams: { return_url: `${window.location.origin}/billing?status=success` },
      redirect: 'if_required',
    });
    await act(async () => finish({ setupIntent: { status: 'succeeded' } }));
    expect(await screen.findByText('Payment Successful')).toBeVisible();
    expect(screen.getByText('You are now subscribed!')).toBeVisible();
    expect(screen.getByTestId('location')).toHaveTextContent('/billing?status=success');
    expect(net.requests.filter((r) => r.url.endsWith('/api/billing/create-subscription'))).toHaveLength(1);
  });

  it("a declined card shows 'Payment Failed' with the provider's message and stays on the page", async () => {
    net = withKey();
    stripe.confirmSetup.mockResolvedValue({ error: { message: 'Your card was declined.' } });
    renderPage();
    await screen.findByText('Complete Your Subscription');
    act(() => markReady());
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Payment Failed')).toBeVisible();
    expect(screen.getByText('Your card was declined.')).toBeVisible();
    expect(screen.getByTestId('location')).toHaveTextContent('/subscribe');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  it('confirms a PaymentIntent when the server says the first invoice is due now', async () => {
    net = withKey({
      'POST /api/billing/create-subscription': () =>
        jsonResponse(200, { clientSecret: 'pi_1_secret_x', intentType: 'payment' }),
    });
    stripe.confirmPayment.mockResolvedValue({ paymentIntent: { status: 'succeeded' } });
    renderPage();
    await screen.findByText('Complete Your Subscription');
    act(() => markReady());
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(stripe.confirmPayment).toHaveBeenCalled());
    expect(stripe.confirmSetup).not.toHaveBeenCalled();
  });

  it("a failed setup shows 'Setup failed' / 'Failed to initialize subscription setup', then an error state with a retry", async () => {
    let calls = 0;
    net = withKey({
      'POST /api/billing/create-subscription': () =>
        ++calls === 1
          ? jsonResponse(502, { detail: 'provider down' })
          : jsonResponse(200, { clientSecret: 'seti_2_secret', intentType: 'setup' }),
    });
    renderPage();
    expect(await screen.findByText('Setup failed')).toBeVisible();
    expect(screen.getByText('Failed to initialize subscription setup')).toBeVisible();
    // Not an endless spinner: the page says what happened and offers a retry.
    expect(await screen.findByText('We could not set up your subscription')).toBeVisible();
    expect(screen.queryByText(/Setting up your subscription\.\.\./)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Complete Your Subscription')).toBeVisible();
    expect(calls).toBe(2);
  });

  it('a signed-in teacher sees the app navigation; a visitor the public header', async () => {
    net = installFetchMock({
      'GET /api/billing/config': () => jsonResponse(200, { publishableKey: null, mode: 'test' }),
    });
    renderPage();
    await screen.findByText('Payment Coming Soon');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByText('teacher@school.edu')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Start Free Trial' })).toBeNull();
  });

  it('without a publishable key Stripe.js is never requested', async () => {
    const { loadStripe } = jest.requireMock('@stripe/stripe-js/pure') as { loadStripe: jest.Mock };
    net = installFetchMock({
      'GET /api/billing/config': () => jsonResponse(200, { publishableKey: null, mode: 'test' }),
    });
    renderWithProviders(<SubscribePage />, { route: '/subscribe' });
    await screen.findByText('Payment Coming Soon');
    expect(screen.getByRole('link', { name: 'Start Free Trial' })).toBeInTheDocument();
    expect(loadStripe).not.toHaveBeenCalled();
    expect(document.querySelector('script[src*="stripe"]')).toBeNull();
  });

  it('a signed-out visitor is sent to /login without a setup toast', async () => {
    net = withKey({
      'POST /api/billing/create-subscription': () => jsonResponse(401, { detail: 'Not authenticated' }),
    });
    renderPage();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(screen.queryByText('Setup failed')).toBeNull();
  });

  it('an already-subscribed user is told so and sent to /billing', async () => {
    net = withKey({
      'POST /api/billing/create-subscription': () =>
        jsonResponse(409, { detail: 'You already have an active subscription.' }),
    });
    renderPage();
    expect(await screen.findByText('Already subscribed')).toBeVisible();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/billing'));
  });
});
