import { loadFederatedPage } from '../federation-loader';
import { loadWithRetry } from '../page-loader';
import { installFetchMock, jsonResponse } from '@lessonloom/web-core/src/testing';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));
const runtime = jest.requireMock('@module-federation/enhanced/runtime') as {
  registerRemotes: jest.Mock;
  loadRemote: jest.Mock;
};

const Page = () => null;

describe('federation loader', () => {
  afterEach(() => jest.clearAllMocks());

  it('registers the remotes of /remotes.json (absolute URLs) and loads the exposed page', async () => {
    const net = installFetchMock({
      'GET /remotes.json': () =>
        jsonResponse(200, {
          mf_auth: '/remotes/mf-auth/mf-manifest.json',
          mf_billing: '/remotes/mf-billing/mf-manifest.json',
        }),
    });
    runtime.loadRemote.mockResolvedValue({ default: Page });
    await expect(loadFederatedPage('mf_auth', 'LoginPage', false)).resolves.toBe(Page);
    expect(runtime.registerRemotes).toHaveBeenCalledWith(
      [
        { name: 'mf_auth', entry: 'http://localhost/remotes/mf-auth/mf-manifest.json' },
        { name: 'mf_billing', entry: 'http://localhost/remotes/mf-billing/mf-manifest.json' },
      ],
      { force: false },
    );
    expect(runtime.loadRemote).toHaveBeenCalledWith('mf_auth/LoginPage');
    // Later pages reuse the registration.
    await loadFederatedPage('mf_billing', 'BillingPage', false);
    expect(net.requests).toHaveLength(1);
    net.restore();
  });

  it('a retry re-reads /remotes.json and re-registers with force, dropping the cached failure', async () => {
    const net = installFetchMock({
      'GET /remotes.json': () => jsonResponse(200, { mf_billing: '/remotes/mf-billing/mf-manifest.json' }),
    });
    runtime.loadRemote.mockRejectedValueOnce(new Error('RUNTIME-003')).mockResolvedValueOnce({ default: Page });
    jest.useFakeTimers({ advanceTimers: true });
    await expect(loadWithRetry(loadFederatedPage, 'mf_billing', 'BillingPage')).resolves.toBe(Page);
    jest.useRealTimers();
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith(expect.any(Array), { force: true });
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
    net.restore();
  });

  it('fails when the module has no default export, so the fallback shows', async () => {
    const net = installFetchMock({ 'GET /remotes.json': () => jsonResponse(200, {}) });
    runtime.loadRemote.mockResolvedValue(null);
    await expect(loadFederatedPage('mf_resources', 'ResourcesPage', true)).rejects.toThrow(
      'mf_resources/ResourcesPage did not load',
    );
    net.restore();
  });

  it('fails when /remotes.json cannot be read, and reads it again next time', async () => {
    let status = 503;
    const net = installFetchMock({
      'GET /remotes.json': () => (status === 200 ? jsonResponse(200, {}) : new Response('', { status })),
    });
    await expect(loadFederatedPage('mf_auth', 'LoginPage', true)).rejects.toThrow('503: /remotes.json');
    status = 200;
    runtime.loadRemote.mockResolvedValue({ default: Page });
    await expect(loadFederatedPage('mf_auth', 'LoginPage', false)).resolves.toBe(Page);
    expect(net.requests).toHaveLength(2);
    net.restore();
  });

  it('registers the map the server inlined in the page without asking /remotes.json; a retry asks it', async () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'lessonloom-remotes';
    script.textContent = JSON.stringify({ mf_auth: 'https://cdn.school.test/auth/mf-manifest.json' });
    document.head.append(script);
    const net = installFetchMock({
      'GET /remotes.json': () => jsonResponse(200, { mf_auth: '/remotes/mf-auth/mf-manifest.json' }),
    });
    await jest.isolateModulesAsync(async () => {
      const fresh = (await import('../federation-loader')) as typeof import('../federation-loader');
      const mf = jest.requireMock('@module-federation/enhanced/runtime') as typeof runtime;
      mf.loadRemote.mockResolvedValue({ default: Page });
      await expect(fresh.loadFederatedPage('mf_auth', 'LoginPage', false)).resolves.toBe(Page);
      expect(mf.registerRemotes).toHaveBeenCalledWith(
        [{ name: 'mf_auth', entry: 'https://cdn.school.test/auth/mf-manifest.json' }],
        { force: false },
      );
      expect(net.requests).toHaveLength(0);
      await fresh.loadFederatedPage('mf_auth', 'LoginPage', true);
      expect(net.requests).toHaveLength(1);
      expect(mf.registerRemotes).toHaveBeenLastCalledWith(
        [{ name: 'mf_auth', entry: 'http://localhost/remotes/mf-auth/mf-manifest.json' }],
        { force: true },
      );
    });
    script.remove();
    net.restore();
  });
});
