import { screen, waitFor } from '@testing-library/react';
import { RequireAuth } from '../require-auth';
import { installFetchMock, jsonResponse, renderWithProviders, signedInState } from '../../testing';

const page = (
  <RequireAuth>
    <h1>Secret page</h1>
  </RequireAuth>
);

describe('RequireAuth (spec §2)', () => {
  afterEach(() => localStorage.clear());

  it('shows a Loading spinner while the session check runs, then the page', async () => {
    localStorage.setItem('auth_token', 'tok');
    let answer!: (r: Response) => void;
    const net = installFetchMock({ 'GET /api/auth/me': () => new Promise<Response>((r) => (answer = r)) });
    renderWithProviders(page, { route: '/dashboard', startSession: true });
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Secret page' })).not.toBeInTheDocument();
    answer(jsonResponse(200, { id: 'u', email: 'a@b.org', subscription_status: 'active' }));
    expect(await screen.findByRole('heading', { name: 'Secret page' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
    net.restore();
  });

  it('sends a signed-out user to /login', async () => {
    renderWithProviders(page, { route: '/generate', startSession: true });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(screen.queryByRole('heading', { name: 'Secret page' })).not.toBeInTheDocument();
  });

  it('renders the page for a signed-in user', () => {
    renderWithProviders(page, {
      route: '/billing',
      preloaded: signedInState({ id: 'u', email: 'a@b.org', subscription_status: 'active' }),
    });
    expect(screen.getByRole('heading', { name: 'Secret page' })).toBeInTheDocument();
  });
});
