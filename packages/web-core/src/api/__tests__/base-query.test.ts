import { createAppStore } from '../../store/create-store';
import { api } from '../api';
import { setNavigator } from '../navigation';
import { sessionResolved } from '../../session/session-slice';
import { installFetchMock, jsonResponse } from '../../testing';

const probe = api.injectEndpoints({
  endpoints: (build) => ({
    probeGet: build.query<unknown, string>({ query: (url) => url }),
    probePost: build.mutation<unknown, { url: string; body: unknown }>({
      query: ({ url, body }) => ({ url, method: 'POST', body }),
    }),
  }),
});

const user = { id: 'u1', email: 't@school.org', subscription_status: 'active' as const };

describe('baseQuery', () => {
  let net: ReturnType<typeof installFetchMock>;
  const navigate = jest.fn();
  beforeEach(() => {
    localStorage.clear();
    navigate.mockReset();
    setNavigator(navigate);
  });
  afterEach(() => net?.restore());

  it('sends the stored token as a bearer header, same origin, with credentials', async () => {
    localStorage.setItem('auth_token', 'tok-123');
    net = installFetchMock({ 'GET /api/things': () => jsonResponse(200, { ok: 1 }) });
    const store = createAppStore();
    const result = await store.dispatch(probe.endpoints.probeGet.initiate('/api/things'));
    expect(result.data).toEqual({ ok: 1 });
    expect(net.requests[0].url).toBe('/api/things');
    expect(net.requests[0].headers.get('Authorization')).toBe('Bearer tok-123');
    expect(net.requests[0].credentials).toBe('include');
  });

  it('sends no Authorization header without a stored token', async () => {
    net = installFetchMock({ 'GET /api/things': () => jsonResponse(200, []) });
    await createAppStore().dispatch(probe.endpoints.probeGet.initiate('/api/things'));
    expect(net.requests[0].headers.has('Authorization')).toBe(false);
  });

  it('passes FormData through untouched and JSON-encodes plain objects', async () => {
    net = installFetchMock({
      'POST /api/form': () => jsonResponse(200, {}),
      'POST /api/json': () => jsonResponse(200, {}),
    });
    const store = createAppStore();
    const form = new FormData();
    form.append('email', 'a@b.c');
    await store.dispatch(probe.endpoints.probePost.initiate({ url: '/api/form', body: form }));
    await store.dispatch(probe.endpoints.probePost.initiate({ url: '/api/json', body: { a: 1 } }));
    expect(net.requests[0].body).toBe(form);
    expect(net.requests[0].headers.has('Content-Type')).toBe(false);
    expect(net.requests[1].body).toBe('{"a":1}');
    expect(net.requests[1].headers.get('Content-Type')).toBe('application/json');
  });

  it("turns a non-OK answer into '{status}: {body text}' and exposes detail", async () => {
    net = installFetchMock({ 'GET /api/fail': () => jsonResponse(409, { detail: 'Email already registered' }) });
    const result = await createAppStore().dispatch(probe.endpoints.probeGet.initiate('/api/fail'));
    expect(result.error).toEqual({
      status: 409,
      message: '409: {"detail":"Email already registered"}',
      detail: 'Email already registered',
      statusText: '',
    });
  });

  it('uses the status text when the body is empty', async () => {
    net = installFetchMock({
      'GET /api/empty': () => new Response('', { status: 503, statusText: 'Service Unavailable' }),
    });
    const result = await createAppStore().dispatch(probe.endpoints.probeGet.initiate('/api/empty'));
    expect(result.error).toEqual({
      status: 503,
      message: '503: Service Unavailable',
      detail: undefined,
      statusText: 'Service Unavailable',
    });
  });

  it('keeps a non-JSON body as the message text without a detail', async () => {
    net = installFetchMock({ 'GET /api/text': () => new Response('upstream broke', { status: 502 }) });
    const result = await createAppStore().dispatch(probe.endpoints.probeGet.initiate('/api/text'));
    expect(result.error).toMatchObject({ status: 502, message: '502: upstream broke', detail: undefined });
  });

  it('on any 401 removes auth_token, empties the session and goes to /login', async () => {
    localStorage.setItem('auth_token', 'stale');
    net = installFetchMock({ 'GET /api/generations': () => jsonResponse(401, { detail: 'Not authenticated' }) });
    const store = createAppStore();
    store.dispatch(sessionResolved(user));
    const result = await store.dispatch(probe.endpoints.probeGet.initiate('/api/generations'));
    expect(result.error).toMatchObject({ status: 401, detail: 'Not authenticated' });
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(store.getState().session.user).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login', undefined);
  });

  it('does not sign out on other errors', async () => {
    localStorage.setItem('auth_token', 'good');
    net = installFetchMock({
      'GET /api/generate': () => jsonResponse(402, { detail: 'Active subscription required to generate content.' }),
    });
    await createAppStore().dispatch(probe.endpoints.probeGet.initiate('/api/generate'));
    expect(localStorage.getItem('auth_token')).toBe('good');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('reports a network failure as FETCH_ERROR', async () => {
    net = installFetchMock({ 'GET /api/down': () => Promise.reject(new TypeError('Failed to fetch')) });
    const result = await createAppStore().dispatch(probe.endpoints.probeGet.initiate('/api/down'));
    expect(result.error).toEqual({ status: 'FETCH_ERROR', message: 'Failed to fetch' });
  });

  it('never retries a failed call', async () => {
    net = installFetchMock({ 'GET /api/once': () => jsonResponse(500, { detail: 'boom' }) });
    await createAppStore().dispatch(probe.endpoints.probeGet.initiate('/api/once'));
    expect(net.requests).toHaveLength(1);
  });
});
