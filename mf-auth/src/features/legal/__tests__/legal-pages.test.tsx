import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@lessonloom/web-core/src/testing';
import { PrivacyPage } from '../components/privacy-page';
import { TermsPage } from '../components/terms-page';

const renderPage = (page: React.ReactElement) => renderWithProviders(page, { route: '/privacy' });

describe('/privacy', () => {
  it('says what is stored, for how long, who processes it and how to export and delete it', () => {
    renderPage(<PrivacyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    for (const heading of [
      'What we store',
      'How long we keep it',
      'Who processes it',
      'Students, FERPA and COPPA',
      'Your data in your hands',
    ])
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    expect(
      screen.getByText(/An AI model provider, only when your administrator has connected one/),
    ).toBeInTheDocument();
    expect(screen.getByText('Download my data')).toBeInTheDocument();
    expect(screen.getByText('Delete my account')).toBeInTheDocument();
    expect(screen.getByText(/children under 13/)).toBeInTheDocument();
  });

  it('has the public header, a main landmark and the footer links', () => {
    renderPage(<PrivacyPage />);
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', '/signup');
  });
});

describe('/terms', () => {
  it('states the subscription terms of the spec and the teacher’s ownership', () => {
    renderPage(<TermsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(screen.getByText(/\$10\.99 per month/)).toBeInTheDocument();
    expect(screen.getByText(/7-day free trial/)).toBeInTheDocument();
    expect(screen.getByText(/Cancel within the first 30 days for a full refund/)).toBeInTheDocument();
    expect(screen.getByText(/You keep every right to the files you upload/)).toBeInTheDocument();
  });
});
