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
    for (const link of ['Dashboard', 'Generate', 'Question Bank', 'Resources', 'Billing']) {
      expect(screen.getByRole('link', { name: link })).toBeInTheDocument();
    }
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
