import { createAppStore } from '../../store/create-store';
import { installFetchMock, jsonResponse } from '../../testing';
import { setNavigator } from '../../api/navigation';
import { loadSession, logoutSession, refreshSession } from '../session-thunks';
import { sessionResolved } from '../session-slice';

const user = { id: 'u1', email: 'teacher@school.org', subscription_status: 'trialing' as const };

describe('session (spec §4)', () => {
  let net: ReturnType<typeof installFetchMock>;
  beforeEach(() => {
    localStorage.clear();
    setNavigator(jest.fn());
  });
  afterEach(() => net?.restore());

  it('starts loading and ends with the user when a stored token is valid', async () => {
    localStorage.setItem('auth_token', 'tok');
    net = installFetchMock({ 'GET /api/auth/me': () => jsonResponse(200, user) });
    const store = createAppStore();
    expect(store.getState().session.status).toBe('unknown');
    const pending = store.dispatch(loadSession());
    expect(store.getState().session.status).toBe('loading');
    await expect(pending).resolves.toEqual(user);
    expect(store.getState().session).toEqual({ user, status: 'ready' });
  });

  it('removes the token when loading the user fails, and loading still ends', async () => {
    localStorage.setItem('auth_token', 'tok');
    net = installFetchMock({ 'GET /api/auth/me': () => jsonResponse(500, { detail: 'db down' }) });
    const store = createAppStore();
    await store.dispatch(loadSession());
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(store.getState().session).toEqual({ user: null, status: 'ready' });
  });

  it('does not call the server without a stored token', async () => {
    net = installFetchMock({});
    const store = createAppStore();
    await store.dispatch(loadSession());
    expect(net.requests).toHaveLength(0);
    expect(store.getState().session.status).toBe('ready');
  });

  it('refresh fetches the user again instead of reading the cache', async () => {
    localStorage.setItem('auth_token', 'tok');
    let status = 'pending_payment';
    net = installFetchMock({ 'GET /api/auth/me': () => jsonResponse(200, { ...user, subscription_status: status }) });
    const store = createAppStore();
    await store.dispatch(loadSession());
    status = 'active';
    await store.dispatch(refreshSession());
    expect(net.requests).toHaveLength(2);
    expect(store.getState().session.user?.subscription_status).toBe('active');
  });

  it('logout posts to the server and clears both token keys, saved email, remember flag and user', async () => {
    localStorage.setItem('auth_token', 'tok');
    localStorage.setItem('savedEmail', 'teacher@school.org');
    localStorage.setItem('rememberMe', 'true');
    localStorage.setItem('token', 'tok-for-resources');
    net = installFetchMock({ 'POST /api/auth/logout': () => jsonResponse(200, { ok: true }) });
    const store = createAppStore();
    store.dispatch(sessionResolved(user));
    await store.dispatch(logoutSession());
    expect(net.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['POST /api/auth/logout']);
    expect(net.requests[0].headers.get('Authorization')).toBe('Bearer tok');
    expect(['auth_token', 'token', 'savedEmail', 'rememberMe'].map((k) => localStorage.getItem(k))).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect(store.getState().session.user).toBeNull();
  });

  it('logout still clears everything when the server call fails', async () => {
    localStorage.setItem('auth_token', 'tok');
    localStorage.setItem('savedEmail', 'x@y.z');
    net = installFetchMock({ 'POST /api/auth/logout': () => Promise.reject(new TypeError('offline')) });
    const store = createAppStore();
    store.dispatch(sessionResolved(user));
    await store.dispatch(logoutSession());
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(localStorage.getItem('savedEmail')).toBeNull();
    expect(store.getState().session.user).toBeNull();
  });
});
