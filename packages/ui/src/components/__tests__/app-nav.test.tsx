import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppNav } from '../app-nav';
import { MarketingHeader } from '../marketing-header';
import { renderUi } from './render-with-theme';

describe('AppNav', () => {
  it('shows the links, the email, the badge and a Logout button', async () => {
    const onLogout = jest.fn();
    renderUi(
      <AppNav
        links={[
          { to: '/dashboard', label: 'Dashboard' },
          { to: '/generate', label: 'Generate' },
        ]}
        email="teacher@school.org"
        badge={{ label: 'Pro Active', tone: 'success' }}
        onLogout={onLogout}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav).toContainElement(screen.getByRole('link', { name: 'Dashboard' }));
    expect(screen.getByRole('link', { name: 'Generate' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('teacher@school.org')).toBeInTheDocument();
    expect(screen.getByTestId('subscription-badge')).toHaveTextContent('Pro Active');
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('has a Menu button that opens and closes the navigation panel (phone layout), Escape closes it', async () => {
    renderUi(
      <AppNav
        links={[{ to: '/dashboard', label: 'Dashboard' }]}
        email="t@school.org"
        badge={{ label: 'Inactive', tone: 'default' }}
        onLogout={() => undefined}
      />,
    );
    const menu = screen.getByRole('button', { name: 'Menu' });
    const panel = screen.getByTestId('app-nav-panel');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveAttribute('aria-controls', panel.id);
    await userEvent.click(menu);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('MarketingHeader', () => {
  it("has a Login link and 'Start Free Trial' to /signup", () => {
    renderUi(<MarketingHeader />);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', '/signup');
  });
});
