// The session asked for by the shell's page with the HTML: the start-up check takes that answer instead of a
// second round trip, and only when it was asked with the token stored now.
import { FIRST_PAINT } from '@lessonloom/contracts';
import { createAppStore } from '../../store/create-store';
import { installFetchMock, jsonResponse } from '../../testing';
import { setNavigator } from '../../api/navigation';
import { loadSession } from '../session-thunks';

const user = { id: 'u1', email: 'teacher@school.org', subscription_status: 'active' as const };
const slot = window as unknown as Record<string, unknown>;

describe('the early session answer', () => {
  let net: ReturnType<typeof installFetchMock>;
  beforeEach(() => {
    localStorage.clear();
    setNavigator(jest.fn());
    localStorage.setItem('auth_token', 'tok');
  });
  afterEach(() => {
    net?.restore();
    delete slot[FIRST_PAINT.sessionGlobal];
  });

  it('is used by the start-up check with no request of its own, and only once', async () => {
    net = installFetchMock({ 'GET /api/auth/me': () => jsonResponse(200, user) });
    slot[FIRST_PAINT.sessionGlobal] = { token: 'tok', user: Promise.resolve(user) };
    const store = createAppStore();
    await expect(store.dispatch(loadSession())).resolves.toEqual(user);
    expect(store.getState().session).toEqual({ user, status: 'ready' });
    expect(net.requests).toHaveLength(0);
    expect(slot[FIRST_PAINT.sessionGlobal]).toBeUndefined();
    await createAppStore().dispatch(loadSession());
    expect(net.requests).toHaveLength(1);
  });

  it('is ignored when it was asked with another token (a sign-in since)', async () => {
    net = installFetchMock({ 'GET /api/auth/me': () => jsonResponse(200, user) });
    slot[FIRST_PAINT.sessionGlobal] = { token: 'old', user: Promise.resolve({ ...user, email: 'old@school.org' }) };
    const store = createAppStore();
    await store.dispatch(loadSession());
    expect(store.getState().session.user?.email).toBe('teacher@school.org');
    expect(net.requests).toHaveLength(1);
  });

  it('asks the server again when the early answer was a refusal, which then signs the browser out', async () => {
    net = installFetchMock({ 'GET /api/auth/me': () => jsonResponse(401, { detail: 'Session expired' }) });
    slot[FIRST_PAINT.sessionGlobal] = { token: 'tok', user: Promise.resolve(null) };
    const store = createAppStore();
    await expect(store.dispatch(loadSession())).resolves.toBeNull();
    expect(net.requests).toHaveLength(1);
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(store.getState().session).toEqual({ user: null, status: 'ready' });
  });
});
