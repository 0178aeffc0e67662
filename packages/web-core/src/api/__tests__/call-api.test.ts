// The door's own contract, for the callers that are not RTK Query endpoints: downloads, exports and the
// streamed generation see the same token, error and 401 rule as every endpoint (base-query.test.ts).
import { createAppStore } from '../../store/create-store';
import { sessionResolved } from '../../session/session-slice';
import { installFetchMock, jsonResponse } from '../../testing';
import { setAppStore } from '../../store/app-store';
import { SESSION_CLEARED } from '../../session/store-link';
import { sessionCleared } from '../../session/session-slice';
import { callApi, callJson, failedCall } from '../call-api';
import { downloadFile } from '../download';
import { isEventStream, readEventStream } from '../event-stream';
import { setNavigator } from '../navigation';

const user = { id: 'u1', email: 't@school.org', subscription_status: 'active' as const };

describe('callApi and downloadFile', () => {
  let net: ReturnType<typeof installFetchMock>;
  const navigate = jest.fn();
  beforeEach(() => {
    localStorage.clear();
    navigate.mockReset();
    setNavigator(navigate);
  });
  afterEach(() => net?.restore());

  it('a call without a store (the sign-in page) reads JSON, and a 401 empties the app store made since', async () => {
    expect(sessionCleared.type).toBe(SESSION_CLEARED);
    net = installFetchMock({
      'POST /api/auth/login': () => jsonResponse(200, { token: 't', subscription_status: 'active' }),
      'GET /api/auth/me': () => jsonResponse(401, { detail: 'Not authenticated' }),
    });
    await expect(callJson({ url: '/api/auth/login', method: 'POST', body: new FormData() })).resolves.toEqual({
      data: { token: 't', subscription_status: 'active' },
    });
    // no store yet: the token goes and the page goes to /login, nothing else to empty
    localStorage.setItem('auth_token', 'old');
    setAppStore(null);
    await expect(callJson({ url: '/api/auth/me' })).resolves.toEqual({
      error: {
        status: 401,
        message: '401: {"detail":"Not authenticated"}',
        detail: 'Not authenticated',
        statusText: '',
      },
    });
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login', undefined);
    // the app's store, once made, is emptied by a 401 of a call that names none
    const store = setAppStore(createAppStore({ session: { user, status: 'ready' } }));
    await callJson({ url: '/api/auth/me' });
    expect(store.getState().session).toEqual({ user: null, status: 'ready' });
    setAppStore(null);
  });

  it('sends the Accept header a stream asks for, with the bearer token', async () => {
    localStorage.setItem('auth_token', 'tok');
    net = installFetchMock({ 'POST /api/generate': () => jsonResponse(200, {}) });
    const store = createAppStore();
    const call = await callApi(
      { url: '/api/generate', method: 'POST', body: new FormData(), accept: 'text/event-stream' },
      store.dispatch,
    );
    expect(call.ok).toBe(true);
    expect(net.requests[0].headers.get('Accept')).toBe('text/event-stream');
    expect(net.requests[0].headers.get('Authorization')).toBe('Bearer tok');
  });

  it('downloads a POST export as a blob with the answer headers', async () => {
    localStorage.setItem('auth_token', 'tok');
    net = installFetchMock({
      'POST /api/question-bank/export': () =>
        new Response('a,b', { status: 200, headers: { 'Content-Disposition': 'attachment; filename="q.csv"' } }),
    });
    const result = await createAppStore().dispatch(
      downloadFile('/api/question-bank/export', { body: { question_ids: ['x'] } }),
    );
    if (!result.ok) throw new Error('expected a file');
    expect(await result.blob.text()).toBe('a,b');
    expect(result.headers.get('Content-Disposition')).toContain('q.csv');
    expect(net.requests[0].body).toBe('{"question_ids":["x"]}');
    expect(net.requests[0].headers.get('Content-Type')).toBe('application/json');
  });

  it('signs out on a 401 from a download, as from any call', async () => {
    localStorage.setItem('auth_token', 'stale');
    net = installFetchMock({ 'GET /api/file': () => new Response('', { status: 401, statusText: 'Unauthorized' }) });
    const store = createAppStore();
    store.dispatch(sessionResolved(user));
    const result = await store.dispatch(downloadFile('/api/file'));
    expect(result).toEqual({
      ok: false,
      error: { status: 401, message: '401: Unauthorized', detail: undefined, statusText: 'Unauthorized' },
    });
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(store.getState().session.user).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login', undefined);
  });

  it('applies the same rule to a failure reported inside a stream', () => {
    localStorage.setItem('auth_token', 'tok');
    const store = createAppStore();
    store.dispatch(sessionResolved(user));
    const error = failedCall(store.dispatch, 402, JSON.stringify({ detail: 'Active subscription required' }));
    expect(error).toMatchObject({ status: 402, detail: 'Active subscription required' });
    expect(localStorage.getItem('auth_token')).toBe('tok');
    failedCall(store.dispatch, 401, '');
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login', undefined);
  });

  it('reports a network failure as FETCH_ERROR', async () => {
    net = installFetchMock({});
    net.mock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const call = await callApi({ url: '/api/x' }, createAppStore().dispatch);
    expect(call).toEqual({ ok: false, error: { status: 'FETCH_ERROR', message: 'Failed to fetch' } });
  });
});

describe('readEventStream', () => {
  it('hands over each frame, even one split across chunks', async () => {
    const chunks = ['data: {"a":1}\n\nda', 'ta: {"b":2}\n', '\n: comment\n\n'];
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        for (const chunk of chunks) c.enqueue(new TextEncoder().encode(chunk));
        c.close();
      },
    });
    const res = new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
    expect(isEventStream(res)).toBe(true);
    const seen: string[] = [];
    await readEventStream(res, (d) => seen.push(d));
    expect(seen).toEqual(['{"a":1}', '{"b":2}']);
  });
});
