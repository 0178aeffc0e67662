import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  installFetchMock,
  jsonResponse,
  renderWithProviders,
  type FetchHandler,
} from '@lessonloom/web-core/src/testing';
import ResourcesPage from '../../../expose/resources-page';
import { browser } from '../browser';
import { bearerToken } from '@lessonloom/web-core';
import { as, pdfBytes, RESOURCES } from './fixtures';

let net: ReturnType<typeof installFetchMock>;
let saved: Array<{ name: string; bytes: number[] }>;
beforeEach(() => {
  saved = [];
  jest.spyOn(browser, 'saveBlob').mockImplementation((blob, name) => {
    void blob.arrayBuffer().then((b) => saved.push({ name, bytes: [...new Uint8Array(b)] }));
  });
  window.localStorage.setItem('auth_token', 'session-abc');
});
afterEach(() => {
  net.restore();
  jest.restoreAllMocks();
  window.localStorage.clear();
});

const pdf: FetchHandler = () => new Response(pdfBytes, { status: 200, headers: { 'Content-Type': 'application/pdf' } });

async function clickDownload(
  handler: FetchHandler,
  status: 'active' | 'trialing' = 'active',
  title = 'Classroom Management Checklist',
) {
  net = installFetchMock({
    'GET /api/resources': () => jsonResponse(200, RESOURCES),
    'GET /api/resources/r1/download': handler,
    'GET /api/resources/r2/download': handler,
  });
  renderWithProviders(<ResourcesPage />, { route: '/resources', preloaded: as(status) });
  const card = await screen.findByRole('article', { name: title });
  await userEvent.setup({ delay: null }).click(within(card).getByRole('button', { name: /^Download / }));
}

const downloads = () => net.requests.filter((r) => r.url.includes('/download'));

describe('resource downloads (spec §7, §8)', () => {
  it.each(['active', 'trialing'] as const)(
    "a %s subscriber's download saves the blob under fileName: 'Download Started'",
    async (status) => {
      await clickDownload(pdf, status, 'Differentiation Strategies Guide');
      expect(await screen.findByText('Download Started')).toBeInTheDocument();
      expect(downloads().map((r) => r.url)).toEqual(['/api/resources/r2/download']);
      expect(saved).toEqual([{ name: 'differentiation-strategies-ebook.pdf', bytes: [...pdfBytes] }]);
    },
  );

  it('reads the bearer token from the `token` key first (spec §7)', async () => {
    window.localStorage.setItem('token', 'spec-token-key');
    await clickDownload(pdf);
    await screen.findByText('Download Started');
    expect(downloads()[0].headers.get('Authorization')).toBe('Bearer spec-token-key');
  });

  it('falls back to auth_token when `token` is not stored', async () => {
    await clickDownload(pdf);
    await screen.findByText('Download Started');
    expect(downloads()[0].headers.get('Authorization')).toBe('Bearer session-abc');
  });

  it('the resource download token (web-core bearerToken) prefers token, then auth_token, else null', () => {
    window.localStorage.clear();
    expect(bearerToken('token')).toBeNull();
    window.localStorage.setItem('auth_token', 'a');
    expect(bearerToken('token')).toBe('a');
    window.localStorage.setItem('token', 't');
    expect(bearerToken('token')).toBe('t');
  });

  it.each([
    ['a server error', () => jsonResponse(500, { detail: 'Internal server error' })],
    ['a missing resource', () => jsonResponse(404, { detail: 'Resource not found' })],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ] as Array<[string, FetchHandler]>)(
    "%s shows 'Download Failed' / 'Unable to download resource. Please try again.'",
    async (_, handler) => {
      await clickDownload(handler);
      expect(await screen.findByText('Download Failed')).toBeInTheDocument();
      expect(screen.getByText('Unable to download resource. Please try again.')).toBeInTheDocument();
      expect(saved).toEqual([]);
    },
  );

  it("a 402 shows 'Subscription Required' / 'Please subscribe to download resources'", async () => {
    await clickDownload(() => jsonResponse(402, { detail: 'Active subscription required to download resources.' }));
    expect(await screen.findByText('Subscription Required')).toBeInTheDocument();
    expect(screen.getByText('Please subscribe to download resources')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('a 401 removes auth_token and goes to /login', async () => {
    await clickDownload(() => jsonResponse(401, { detail: 'Not authenticated' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(window.localStorage.getItem('auth_token')).toBeNull();
    expect(saved).toEqual([]);
  });

  it('a refused `token` falls back to auth_token, forgets the stale key and keeps the teacher signed in', async () => {
    window.localStorage.setItem('token', 'revoked-old-token');
    await clickDownload((req) =>
      req.headers.get('Authorization') === 'Bearer session-abc'
        ? pdf(req)
        : jsonResponse(401, { detail: 'Not authenticated' }),
    );
    expect(await screen.findByText('Download Started')).toBeInTheDocument();
    expect(downloads().map((r) => r.headers.get('Authorization'))).toEqual([
      'Bearer revoked-old-token',
      'Bearer session-abc',
    ]);
    expect(window.localStorage.getItem('auth_token')).toBe('session-abc');
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/resources');
    expect(saved).toHaveLength(1);
  });

  it('when both keys are refused the session is over: both are removed and the browser goes to /login', async () => {
    window.localStorage.setItem('token', 'revoked-old-token');
    await clickDownload(() => jsonResponse(401, { detail: 'Not authenticated' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(downloads()).toHaveLength(2);
    expect(window.localStorage.getItem('auth_token')).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('a non-subscriber cannot start a download: no request is made', async () => {
    net = installFetchMock({ 'GET /api/resources': () => jsonResponse(200, RESOURCES) });
    renderWithProviders(<ResourcesPage />, { route: '/resources', preloaded: as('inactive') });
    const [button] = await screen.findAllByRole('button', { name: /^Subscribe to Download / });
    await userEvent.setup({ delay: null }).click(button);
    expect(downloads()).toHaveLength(0);
  });
});
