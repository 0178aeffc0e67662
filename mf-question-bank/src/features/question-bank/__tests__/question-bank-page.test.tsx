import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFetchMock, jsonResponse, renderWithProviders, signedInState } from '@lessonloom/web-core/src/testing';
import QuestionBankPage from '../../../expose/question-bank-page';

const user = { id: 'u1', email: 'teacher@school.org', subscription_status: 'trialing' as const };

describe('QuestionBankPage (spec §2 /question-bank)', () => {
  it('shows the navigation, email, badge and the three tabs', async () => {
    const net = installFetchMock({ 'GET /api/generations': () => jsonResponse(200, []) });
    renderWithProviders(<QuestionBankPage />, { route: '/question-bank', preloaded: signedInState(user) });
    expect(screen.getByRole('heading', { level: 1, name: 'Question Bank' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect([...nav.querySelectorAll('a')].map((a) => a.textContent)).toEqual([
      'Dashboard',
      'Generate',
      'History',
      'Question Bank',
      'Resources',
      'Billing',
    ]);
    expect(screen.getByText('teacher@school.org')).toBeInTheDocument();
    expect(screen.getByTestId('subscription-badge')).toHaveTextContent('Free Trial');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Search Questions',
      'Generate Specific',
      'Randomize Test',
    ]);
    await userEvent.click(screen.getByRole('tab', { name: 'Randomize Test' }));
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Randomize Test');
    net.restore();
  });

  it('opens Randomize Test on the test a link chose (?tab=randomize&test_id=…)', async () => {
    const net = installFetchMock({
      'GET /api/generations': () => jsonResponse(200, []),
      'GET /api/question-bank/search': () => jsonResponse(200, []),
    });
    renderWithProviders(<QuestionBankPage />, {
      route: '/question-bank?tab=randomize&test_id=64b7f0c2a1b2c3d4e5f60711',
      preloaded: signedInState(user),
    });
    expect(screen.getByRole('tab', { name: 'Randomize Test' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Test ID')).toHaveValue('64b7f0c2a1b2c3d4e5f60711');
    net.restore();
  });

  it('Logout clears the session and goes to /login', async () => {
    localStorage.setItem('auth_token', 'tok');
    const net = installFetchMock({ 'POST /api/auth/logout': () => jsonResponse(200, {}) });
    renderWithProviders(<QuestionBankPage />, { route: '/question-bank', preloaded: signedInState(user) });
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
    expect(localStorage.getItem('auth_token')).toBeNull();
    net.restore();
  });
});
