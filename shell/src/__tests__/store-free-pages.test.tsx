// Sign-in, sign-up, terms and privacy are shown without the app's store: the shell's store side (store-area,
// and with it Redux and RTK Query) is loaded only when a page that uses the store is shown.
import type { ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { installFetchMock, jsonResponse } from '@lessonloom/web-core/src/testing';
import { App } from '../app';
import type { PageLoader } from '../remotes/page-loader';

const loaded: string[] = [];
jest.mock('../store-area', () => {
  loaded.push('store-area');
  return jest.requireActual('../store-area');
});

const loader: PageLoader = async (remote, module) => {
  const Page: ComponentType = () => <h1>{`${remote}/${module}`}</h1>;
  return Page;
};

const show = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <App loadPage={loader} />
    </MemoryRouter>,
  );

afterEach(() => localStorage.clear());

it.each([
  ['/login', 'mf_auth/LoginPage'],
  ['/signup', 'mf_auth/SignupPage'],
  ['/terms', 'mf_auth/TermsPage'],
  ['/privacy', 'mf_auth/PrivacyPage'],
])('%s shows its page without loading the store side', async (path, page) => {
  const { unmount } = show(path);
  expect(await screen.findByRole('heading', { name: page })).toBeInTheDocument();
  expect(loaded).toEqual([]);
  unmount();
});

it('a signed-in page loads the store side', async () => {
  localStorage.setItem('auth_token', 'tok');
  const net = installFetchMock({
    'GET /api/auth/me': () => jsonResponse(200, { id: 'u', email: 't@school.org', subscription_status: 'active' }),
  });
  show('/dashboard');
  expect(await screen.findByRole('heading', { name: 'mf_generate/DashboardPage' })).toBeInTheDocument();
  expect(loaded).toEqual(['store-area']);
  net.restore();
});
