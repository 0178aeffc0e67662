import type { ComponentType } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { setAppStore } from '@lessonloom/web-core';
import { installFetchMock, jsonResponse } from '@lessonloom/web-core/src/testing';
import { App } from '../app';
import type { PageLoader } from '../remotes/page-loader';

const user = { id: 'u1', email: 'teacher@school.org', subscription_status: 'active' as const };
const loader: PageLoader = async (remote, module) => {
  const Page: ComponentType = () => (
    <main id="main-content" tabIndex={-1}>
      <h1>{`${remote}/${module}`}</h1>
    </main>
  );
  return Page;
};

let net: ReturnType<typeof installFetchMock>;
beforeEach(() => {
  localStorage.setItem('auth_token', 'tok');
  net = installFetchMock({ 'GET /api/auth/me': () => jsonResponse(200, user) });
});
afterEach(() => {
  net.restore();
  localStorage.clear();
});

const renderAt = (path: string) => {
  setAppStore(null); // a fresh store, as at a page load
  return render(
    <MemoryRouter initialEntries={[path]}>
      <App loadPage={loader} />
    </MemoryRouter>,
  );
};

describe('every route names the browser tab', () => {
  it.each([
    ['/login', 'Sign in · Lessonloom'],
    ['/signup', 'Create your account · Lessonloom'],
    ['/terms', 'Terms of Service · Lessonloom'],
    ['/privacy', 'Privacy Policy · Lessonloom'],
    ['/subscribe', 'Subscribe · Lessonloom'],
    ['/dashboard', 'Dashboard · Lessonloom'],
    ['/generate', 'Generate · Lessonloom'],
    ['/billing', 'Billing · Lessonloom'],
    ['/question-bank', 'Question Bank · Lessonloom'],
    ['/resources', 'Resources · Lessonloom'],
    ['/no/such/page', '404 Page Not Found · Lessonloom'],
  ])('%s is titled "%s"', async (path, title) => {
    renderAt(path);
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('/terms and /privacy load the legal pages from mf-auth', async () => {
    renderAt('/terms');
    expect(await screen.findByRole('heading', { name: 'mf_auth/TermsPage' })).toBeInTheDocument();
  });
});

describe('skip link', () => {
  it('is the first tab stop and points at the main landmark', async () => {
    renderAt('/generate');
    await screen.findByRole('heading', { name: 'mf_generate/GeneratePage' });
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main-content');
    expect(document.getElementById('main-content')).toBeInTheDocument();
  });
});
