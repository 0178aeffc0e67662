import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CurrentUser } from '@lessonloom/contracts';
import { installFetchMock, jsonResponse, renderWithProviders, signedInState } from '@lessonloom/web-core/src/testing';
import { BillingPage } from '../components/billing-page';
import { browser } from '../browser';
import { formatDate } from '../format';

type User = CurrentUser & { cancel_at_period_end?: boolean };
const user = (over: Partial<User>): User => ({
  id: 'u1',
  email: 'teacher@school.edu',
  subscription_status: 'inactive',
  ...over,
});
const summary = { generated_this_period: 12, period_start: '2026-11-01T00:00:00.000Z', days_active: 45 };

let net: ReturnType<typeof installFetchMock>;
let assign: jest.SpyInstance;
beforeEach(() => {
  assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
});
afterEach(() => {
  net?.restore();
  assign.mockRestore();
});

const renderAt = (u: User, route = '/billing') =>
  renderWithProviders(<BillingPage />, { route, path: '/billing', preloaded: signedInState(u) });

describe('/billing', () => {
  it('a trialing user sees the Pro Plan card marked Trial with the real next billing date, and no history', async () => {
    net = installFetchMock({});
    renderAt(user({ subscription_status: 'trialing', trial_end: '2026-11-29T10:00:00.000Z' }));
    expect(screen.getByRole('heading', { name: 'Subscription Management' })).toBeVisible();
    const card = screen.getByRole('region', { name: 'Pro Plan' });
    expect(within(card).getByText('Trial')).toBeVisible();
    expect(within(card).getByText('$10.99/month • Unlimited generations')).toBeVisible();
    expect(within(card).getByText(`Next billing date: ${formatDate('2026-11-29T10:00:00.000Z')}`)).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Manage Billing' })).toBeEnabled();
    expect(screen.getByText('Free Trial')).toBeVisible();
    expect(screen.queryByText('Billing History')).toBeNull();
    expect(screen.queryByText('Upgrade to Pro')).toBeNull();
  });

  it("says 'Next billing date: Next month' when the date is not known", () => {
    net = installFetchMock({
      'GET /api/billing/history': () => jsonResponse(200, []),
      'GET /api/billing/summary': () => jsonResponse(200, summary),
    });
    renderAt(user({ subscription_status: 'active' }));
    expect(screen.getByText('Next billing date: Next month')).toBeVisible();
  });

  it('an active user sees Active, Pro Active, the usage cards and an empty Billing History', async () => {
    net = installFetchMock({
      'GET /api/billing/history': () => jsonResponse(200, []),
      'GET /api/billing/summary': () => jsonResponse(200, summary),
    });
    renderAt(user({ subscription_status: 'active', current_period_end: '2026-12-20T00:00:00.000Z' }));
    expect(within(screen.getByRole('region', { name: 'Pro Plan' })).getByText('Active')).toBeVisible();
    expect(screen.getByText('Pro Active')).toBeVisible();
    expect(await screen.findByText('No billing history available yet')).toBeVisible();
    for (const h of ['Date', 'Description', 'Amount', 'Status'])
      expect(screen.getByRole('columnheader', { name: h })).toBeVisible();
    expect(screen.getByText('Content Generated')).toBeVisible();
    expect(await screen.findByText('12')).toBeVisible();
    expect(screen.getByText('Remaining Credits')).toBeVisible();
    expect(screen.getByText('Days Active')).toBeVisible();
    expect(screen.getByText('45')).toBeVisible();
  });

  it('lists real invoices in the Billing History table', async () => {
    net = installFetchMock({
      'GET /api/billing/summary': () => jsonResponse(200, summary),
      'GET /api/billing/history': () =>
        jsonResponse(200, [
          {
            id: 'in_1',
            date: '2026-11-08T12:00:00.000Z',
            description: '1 × Pro Plan (at $10.99 / month)',
            amount_cents: 1099,
            currency: 'usd',
            status: 'paid',
          },
        ]),
    });
    renderAt(user({ subscription_status: 'active' }));
    const row = (await screen.findByText('1 × Pro Plan (at $10.99 / month)')).closest('tr')!;
    expect(within(row).getByText('$10.99')).toBeVisible();
    expect(within(row).getByText('Paid')).toBeVisible();
    expect(within(row).getByText(formatDate('2026-11-08T12:00:00.000Z')!)).toBeVisible();
    expect(screen.queryByText('No billing history available yet')).toBeNull();
  });

  it('anyone else sees Upgrade to Pro, and Start 7-Day Free Trial goes to checkout', async () => {
    net = installFetchMock({
      'POST /api/billing/create-checkout': () => jsonResponse(200, { url: 'https://checkout.stripe.com/c/pay/cs_1' }),
    });
    renderAt(user({ subscription_status: 'pending_payment' }));
    const card = screen.getByRole('region', { name: 'Upgrade to Pro' });
    for (const text of [
      '7-Day Free Trial',
      'Money-Back Guarantee',
      'Unlimited content generation',
      'Export to DOCX and PDF',
      'Multiple worksheet styles',
      'AI-powered customization',
      'Cancel anytime within the first 30 days for a full refund',
    ])
      expect(within(card).getByText(text)).toBeVisible();
    expect(within(card).getByText('$10.99')).toBeVisible();
    expect(screen.getByText('Inactive')).toBeVisible();
    fireEvent.click(within(card).getByRole('button', { name: 'Start 7-Day Free Trial' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_1'));
    expect(net.requests.find((r) => r.url.endsWith('/api/billing/create-checkout'))?.method).toBe('POST');
  });

  it('a teacher who has had the free trial is told so: no trial badge or button, the paid plan instead', async () => {
    net = installFetchMock({
      'POST /api/billing/create-checkout': () => jsonResponse(200, { url: 'https://checkout.stripe.com/c/pay/cs_2' }),
    });
    renderAt(user({ subscription_status: 'inactive', trial_available: false }));
    const card = screen.getByRole('region', { name: 'Upgrade to Pro' });
    expect(within(card).queryByText('7-Day Free Trial')).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Start 7-Day Free Trial' })).toBeNull();
    expect(
      within(card).getByText(
        'You have already had your free trial, so your subscription starts today and is billed now.',
      ),
    ).toBeVisible();
    fireEvent.click(within(card).getByRole('button', { name: 'Subscribe for $10.99/month' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_2'));
  });

  it("an already-subscribed answer shows 'Already subscribed' and no checkout", async () => {
    net = installFetchMock({
      'POST /api/billing/create-checkout': () =>
        jsonResponse(409, { detail: 'You already have an active subscription.' }),
    });
    renderAt(user({}));
    fireEvent.click(screen.getByRole('button', { name: 'Start 7-Day Free Trial' }));
    expect(await screen.findByText('Already subscribed')).toBeVisible();
    expect(screen.getByText('You already have an active subscription.')).toBeVisible();
    expect(assign).not.toHaveBeenCalled();
  });

  it("a failed checkout shows 'Subscription failed' with the detail, or the spec's fallback", async () => {
    net = installFetchMock({
      'POST /api/billing/create-checkout': () =>
        jsonResponse(502, { detail: 'The payment provider could not complete the request.' }),
    });
    renderAt(user({}));
    fireEvent.click(screen.getByRole('button', { name: 'Start 7-Day Free Trial' }));
    expect(await screen.findByText('Subscription failed')).toBeVisible();
    expect(screen.getByText('The payment provider could not complete the request.')).toBeVisible();
    net.restore();
    net = installFetchMock({ 'POST /api/billing/create-checkout': () => new Response('', { status: 500 }) });
    fireEvent.click(screen.getByRole('button', { name: 'Start 7-Day Free Trial' }));
    expect(await screen.findByText('Failed to create subscription')).toBeVisible();
  });

  it('Manage Billing opens the portal; a failure toasts Portal access failed', async () => {
    net = installFetchMock({
      'POST /api/billing/create-portal': () => jsonResponse(200, { url: 'https://billing.stripe.com/p/session/x' }),
    });
    renderAt(user({ subscription_status: 'trialing' }));
    fireEvent.click(screen.getByRole('button', { name: 'Manage Billing' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://billing.stripe.com/p/session/x'));
    net.restore();
    net = installFetchMock({ 'POST /api/billing/create-portal': () => new Response('', { status: 500 }) });
    fireEvent.click(screen.getByRole('button', { name: 'Manage Billing' }));
    expect(await screen.findByText('Portal access failed')).toBeVisible();
    expect(screen.getByText('Failed to access billing portal')).toBeVisible();
  });

  it('cancelling asks to confirm, then says what happened and fetches the user again', async () => {
    net = installFetchMock({
      'POST /api/billing/cancel': () =>
        jsonResponse(200, {
          subscription_status: 'inactive',
          cancel_at_period_end: false,
          current_period_end: null,
          refunded_amount_cents: 0,
        }),
      'GET /api/auth/me': () => jsonResponse(200, user({ subscription_status: 'inactive' })),
    });
    renderAt(user({ subscription_status: 'trialing' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    expect(screen.getByText('Your free trial ends now and no card is charged.')).toBeVisible();
    expect(net.requests.some((r) => r.url.endsWith('/api/billing/cancel'))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Cancellation' }));
    expect(await screen.findByText('Subscription cancelled')).toBeVisible();
    expect(screen.getByText('Your subscription has ended. No card was charged.')).toBeVisible();
    expect(await screen.findByText('Upgrade to Pro')).toBeVisible();
    // focus goes to what replaced the plan card
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Upgrade to Pro' })).toHaveFocus());
  });

  it('Cancel Subscription moves focus into the question, and Keep Subscription gives it back', async () => {
    net = installFetchMock({});
    renderAt(user({ subscription_status: 'trialing' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    await waitFor(() => expect(screen.getByRole('group', { name: 'Confirm cancellation' })).toHaveFocus());
    fireEvent.click(screen.getByRole('button', { name: 'Keep Subscription' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel Subscription' })).toHaveFocus());
  });

  it('says a refund happened when the server refunded', async () => {
    net = installFetchMock({
      'POST /api/billing/cancel': () =>
        jsonResponse(200, {
          subscription_status: 'inactive',
          cancel_at_period_end: false,
          current_period_end: null,
          refunded_amount_cents: 1099,
        }),
      'GET /api/auth/me': () => jsonResponse(200, user({ subscription_status: 'inactive' })),
      'GET /api/billing/history': () => jsonResponse(200, []),
      'GET /api/billing/summary': () => jsonResponse(200, summary),
    });
    renderAt(user({ subscription_status: 'active' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Cancellation' }));
    expect(await screen.findByText('Your payment of $10.99 has been refunded in full.')).toBeVisible();
  });

  it('the payment return /billing?status=success says Payment Successful, fetches the user and cleans the URL', async () => {
    net = installFetchMock({ 'GET /api/auth/me': () => jsonResponse(200, user({ subscription_status: 'trialing' })) });
    renderAt(user({ subscription_status: 'pending_payment' }), '/billing?status=success');
    expect(await screen.findByText('Payment Successful')).toBeVisible();
    expect(screen.getByText('You are now subscribed!')).toBeVisible();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/billing$/));
    expect(await screen.findByText('Trial')).toBeVisible();
    expect(net.requests.some((r) => r.url.endsWith('/api/auth/me'))).toBe(true);
  });
});
