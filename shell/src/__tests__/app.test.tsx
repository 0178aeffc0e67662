import type { ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { setAppStore } from '@lessonloom/web-core';
import { installFetchMock, jsonResponse, LocationDisplay } from '@lessonloom/web-core/src/testing';
import { App } from '../app';
import type { PageLoader } from '../remotes/page-loader';

const user = { id: 'u1', email: 'teacher@school.org', subscription_status: 'active' as const };

/** A loader standing in for the federation runtime: each exposed page renders its own name. */
function fakeLoader(failing: Set<string> = new Set()) {
  const calls: string[] = [];
  const load: PageLoader = async (remote, module) => {
    calls.push(`${remote}/${module}`);
    if (failing.has(remote)) throw new Error(`${remote} is down`);
    const Page: ComponentType = () => <h1>{`${remote}/${module}`}</h1>;
    return Page;
  };
  return { load, calls };
}

let net: ReturnType<typeof installFetchMock> | undefined;
afterEach(() => {
  net?.restore();
  net = undefined;
  localStorage.clear();
});

/** Starts the shell as the browser would: the session comes from the stored token and /api/auth/me. */
function renderShell(path: string, loader: PageLoader, signedIn = true) {
  if (signedIn) localStorage.setItem('auth_token', 'tok');
  net ??= installFetchMock({ 'GET /api/auth/me': () => jsonResponse(200, user) });
  setAppStore(null); // each start of the shell makes its own store, as a page load does
  return render(
    <MemoryRouter initialEntries={[path]}>
      <App loadPage={loader} />
      <LocationDisplay />
    </MemoryRouter>,
  );
}

describe('shell routing (spec §2)', () => {
  it.each([
    ['/login', 'mf_auth/LoginPage'],
    ['/signup', 'mf_auth/SignupPage'],
    ['/subscribe', 'mf_billing/SubscribePage'],
    ['/dashboard', 'mf_generate/DashboardPage'],
    ['/generate', 'mf_generate/GeneratePage'],
    ['/history', 'mf_generate/HistoryPage'],
    ['/billing', 'mf_billing/BillingPage'],
    ['/question-bank', 'mf_question_bank/QuestionBankPage'],
    ['/resources', 'mf_resources/ResourcesPage'],
  ])('%s shows %s', async (path, page) => {
    renderShell(path, fakeLoader().load);
    expect(await screen.findByRole('heading', { name: page })).toBeInTheDocument();
  });

  it('/ redirects to /dashboard', async () => {
    renderShell('/', fakeLoader().load);
    expect(await screen.findByRole('heading', { name: 'mf_generate/DashboardPage' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
  });

  it("any other path shows '404 Page Not Found'", async () => {
    const loader = fakeLoader();
    renderShell('/no/such/page', loader.load);
    expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(loader.calls).toEqual([]);
  });

  it.each(['/dashboard', '/generate', '/history', '/billing', '/question-bank', '/resources'])(
    'a signed-out visit to %s goes to /login',
    async (path) => {
      renderShell(path, fakeLoader().load, false);
      expect(await screen.findByRole('heading', { name: 'mf_auth/LoginPage' })).toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent('/login');
    },
  );

  it('public pages need no session', async () => {
    renderShell('/subscribe', fakeLoader().load, false);
    expect(await screen.findByRole('heading', { name: 'mf_billing/SubscribePage' })).toBeInTheDocument();
  });

  it('shows the Loading spinner while the session check runs, then the page', async () => {
    localStorage.setItem('auth_token', 'tok');
    let answer!: (r: Response) => void;
    net = installFetchMock({ 'GET /api/auth/me': () => new Promise<Response>((r) => (answer = r)) });
    const loader = fakeLoader();
    renderShell('/billing', loader.load, false);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(loader.calls).toEqual([]);
    answer(jsonResponse(200, user));
    expect(await screen.findByRole('heading', { name: 'mf_billing/BillingPage' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
  });
});

describe('remote that fails to load', () => {
  it('is retried once, then a fallback names the section; other sections keep working', async () => {
    const loader = fakeLoader(new Set(['mf_billing']));
    renderShell('/billing', loader.load);
    expect(await screen.findByRole('heading', { name: 'Billing is temporarily unavailable' })).toBeInTheDocument();
    expect(loader.calls).toEqual(['mf_billing/BillingPage', 'mf_billing/BillingPage']);
    // The fallback keeps the navigation, and another remote's section still loads.
    await userEvent.click(screen.getByRole('link', { name: 'Generate' }));
    expect(await screen.findByRole('heading', { name: 'mf_generate/GeneratePage' })).toBeInTheDocument();
  });

  it('Retry loads the page once the remote is back', async () => {
    const failing = new Set(['mf_resources']);
    const loader = fakeLoader(failing);
    renderShell('/resources', loader.load);
    expect(await screen.findByRole('heading', { name: 'Resources is temporarily unavailable' })).toBeInTheDocument();
    failing.clear();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'mf_resources/ResourcesPage' })).toBeInTheDocument();
  });

  it('a retry that succeeds shows the page without a fallback', async () => {
    let attempts = 0;
    const flaky: PageLoader = async (remote, module) => {
      attempts += 1;
      if (attempts === 1) throw new Error('network blip');
      return () => <h1>{`${remote}/${module}`}</h1>;
    };
    renderShell('/generate', flaky);
    expect(await screen.findByRole('heading', { name: 'mf_generate/GeneratePage' })).toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  it('a page that throws while rendering is caught by its route boundary', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken: ComponentType = () => {
      throw new Error('render bug');
    };
    renderShell('/question-bank', async () => Broken);
    expect(
      await screen.findByRole('heading', { name: 'Question Bank is temporarily unavailable' }),
    ).toBeInTheDocument();
    (console.error as jest.Mock).mockRestore();
  });

  it('a public section falls back with the marketing header', async () => {
    renderShell('/login', fakeLoader(new Set(['mf_auth'])).load, false);
    expect(await screen.findByRole('heading', { name: 'Sign in is temporarily unavailable' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', '/signup');
  });
});
