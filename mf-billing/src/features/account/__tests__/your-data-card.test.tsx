import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFetchMock, jsonResponse, renderWithProviders, signedInState } from '@lessonloom/web-core/src/testing';
import { BillingPage } from '../../billing/components/billing-page';

const user = { id: 'u1', email: 'teacher@school.edu', subscription_status: 'active' as const };
let net: ReturnType<typeof installFetchMock>;
afterEach(() => net?.restore());

const renderBilling = () =>
  renderWithProviders(<BillingPage />, { route: '/billing', path: '/billing', preloaded: signedInState(user) });

describe('Your data on /billing', () => {
  it('shows how much of the storage the uploads and generated files take', async () => {
    net = installFetchMock({
      'GET /api/account/storage': () =>
        jsonResponse(200, {
          used_bytes: 12.3 * 1024 * 1024,
          quota_bytes: 50 * 1024 * 1024,
          uploads_bytes: 10 * 1024 * 1024,
          generated_bytes: 2.3 * 1024 * 1024,
          subscribed_quota_bytes: 1024 * 1024 * 1024,
        }),
    });
    renderBilling();
    const card = screen.getByRole('region', { name: 'Your data' });
    expect(await within(card).findByText('Storage: 12.3 MB of 50.0 MB used')).toBeInTheDocument();
    const meter = within(card).getByRole('progressbar', { name: 'Storage: 12.3 MB of 50.0 MB used' });
    expect(meter).toHaveAttribute('max', String(50 * 1024 * 1024));
    expect(within(card).getByText(/Uploads 10\.0 MB · Generated files 2\.3 MB/)).toHaveTextContent(
      'A subscription raises your storage to 1.0 GB.',
    );
  });

  it('"Delete my account" focuses the password; "Keep my account" gives focus back to the button', async () => {
    net = installFetchMock({});
    renderBilling();
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(screen.getByLabelText('Your password')).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Keep my account' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete my account' })).toHaveFocus());
  });

  it('"Download my data" fetches the zip with the bearer token and saves it', async () => {
    const zip = new Blob(['PK'], { type: 'application/zip' });
    net = installFetchMock({ 'GET /api/account/export': () => new Response(zip, { status: 200 }) });
    localStorage.setItem('auth_token', 'tok');
    const created = jest.fn(() => 'blob:x');
    URL.createObjectURL = created;
    URL.revokeObjectURL = jest.fn();
    renderBilling();
    const card = screen.getByRole('region', { name: 'Your data' });
    await userEvent.click(within(card).getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(created).toHaveBeenCalled());
    const req = net.requests.find((r) => r.url.endsWith('/api/account/export'))!;
    expect(req.headers.get('Authorization')).toBe('Bearer tok');
    expect(await screen.findByText('Your data is saved as a zip file.')).toBeInTheDocument();
  });

  it('"Delete my account" asks for the password, shows the server\'s refusal, and keeps the teacher signed in', async () => {
    net = installFetchMock({
      'POST /api/account/delete': () =>
        jsonResponse(403, { detail: 'That password is not right. Your account was not deleted.' }),
    });
    renderBilling();
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const form = screen.getByRole('form', { name: 'Confirm account deletion' });
    const submit = within(form).getByRole('button', { name: 'Delete my account permanently' });
    expect(submit).toBeDisabled();
    await userEvent.type(within(form).getByLabelText('Your password'), 'wrong');
    await userEvent.click(submit);
    expect(await screen.findByText('That password is not right. Your account was not deleted.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/billing');
    const body = net.requests.find((r) => r.url.endsWith('/api/account/delete'))!.body as FormData;
    expect(body.get('password')).toBe('wrong');
  });

  it('after a confirmed deletion the teacher is signed out and sent to /login', async () => {
    net = installFetchMock({
      'POST /api/account/delete': () => new Response(null, { status: 204 }),
      'POST /api/auth/logout': () => new Response(null, { status: 204 }),
    });
    localStorage.setItem('auth_token', 'tok');
    renderBilling();
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await userEvent.type(screen.getByLabelText('Your password'), 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account permanently' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(await screen.findByText('Your account and everything in it have been removed.')).toBeInTheDocument();
  });
});
