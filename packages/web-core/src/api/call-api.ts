// The one door to the API. Every call of the front end goes out here: RTK Query endpoints (through
// baseQuery), file downloads, exports and the streamed generation. So the bearer token, the
// '{status}: {body}' error with the server's `detail`, and 401 -> logout (spec §7, §8) each exist once.
// It needs no store: the sign-in page calls through it before any store exists (a 401 then empties the
// session of the store the call names, else of the app's store if one was made, see store-link.ts).
import type { ApiError } from './errors';
import { bearerToken, clearAuthToken, getAuthToken, removeStored } from './auth-storage';
import { navigateTo } from './navigation';
import { clearStoredSession, type StoreDispatch } from '../session/store-link';

export interface CallArgs {
  url: string;
  method?: string;
  /** FormData goes out untouched; plain objects are sent as JSON. */
  body?: unknown;
  params?: Record<string, string | number | boolean | undefined | null>;
  /** Another storage key for the bearer token (spec §7: resource downloads read `token`). */
  tokenKey?: string;
  /** The Accept header, e.g. 'text/event-stream' for the streamed generation. */
  accept?: string;
}

export type CallResult = { ok: true; response: Response } | { ok: false; error: ApiError };

function buildUrl(url: string, params?: CallArgs['params']): string {
  if (!params) return url;
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null) search.append(k, String(v));
  const qs = search.toString();
  return qs ? `${url}${url.includes('?') ? '&' : '?'}${qs}` : url;
}

/** The `detail` of a JSON error body (spec §3: error bodies are read for a detail field). */
export function parseDetail(text: string): string | undefined {
  try {
    const parsed = JSON.parse(text) as { detail?: unknown };
    return typeof parsed?.detail === 'string' && parsed.detail ? parsed.detail : undefined;
  } catch {
    return undefined;
  }
}

/** Spec §8: '{status}: {body text}', or the status text when the body is empty. */
export function httpError(status: number, body: string, statusText = ''): ApiError {
  return { status, message: `${status}: ${body || statusText}`, detail: parseDetail(body), statusText };
}

/**
 * A refused answer as the app sees it, after spec §8's rule has run: a 401 from any call removes the token
 * (and the call's own key, if it named one), empties the session and goes to /login.
 */
export function failedCall(
  dispatch: StoreDispatch | undefined,
  status: number,
  body: string,
  statusText = '',
  tokenKey?: string,
) {
  if (status === 401) {
    clearAuthToken();
    if (tokenKey) removeStored(tokenKey);
    clearStoredSession(dispatch);
    navigateTo('/login');
  }
  return httpError(status, body, statusText);
}

/** Sends one call; an OK answer comes back unread (JSON, blob, text or a stream: the caller knows which). */
export async function callApi(args: CallArgs, dispatch?: StoreDispatch, signal?: AbortSignal): Promise<CallResult> {
  const json =
    !(args.body instanceof FormData || typeof args.body === 'string' || args.body instanceof Blob) &&
    args.body !== undefined;
  const body = json ? JSON.stringify(args.body) : (args.body as BodyInit | undefined);
  const send = (token: string | null) => {
    const headers = new Headers();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    if (json) headers.set('Content-Type', 'application/json');
    if (args.accept) headers.set('Accept', args.accept);
    return fetch(buildUrl(args.url, args.params), {
      method: args.method ?? 'GET',
      headers,
      body,
      credentials: 'include',
      signal,
    });
  };
  let res: Response;
  try {
    const token = bearerToken(args.tokenKey);
    res = await send(token);
    const session = getAuthToken();
    if (res.status === 401 && args.tokenKey && token && session && token !== session) {
      // The call's own key holds something the server refuses (left by an older session): forget it and use
      // the session the app signed in with. Only the session itself being refused signs the teacher out.
      removeStored(args.tokenKey);
      res = await send(session);
    }
  } catch (err) {
    return { ok: false, error: { status: 'FETCH_ERROR', message: err instanceof Error ? err.message : String(err) } };
  }
  if (res.ok) return { ok: true, response: res };
  const text = await res.text().catch(() => '');
  return { ok: false, error: failedCall(dispatch, res.status, text, res.statusText, args.tokenKey) };
}

/** How an answer's body is read: parsed JSON (default), a Blob, or text. */
export type ResponseHandler = 'json' | 'blob' | 'text';

export async function readBody(res: Response, handler: ResponseHandler = 'json'): Promise<unknown> {
  if (handler === 'blob') return res.blob();
  const text = await res.text();
  if (handler === 'text') return text;
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** One call whose answer is read as JSON, without a store (the sign-in and sign-up forms). */
export async function callJson<T>(args: CallArgs): Promise<{ data: T } | { error: ApiError }> {
  const call = await callApi(args);
  if (!call.ok) return { error: call.error };
  try {
    return { data: (await readBody(call.response)) as T };
  } catch (err) {
    // The connection dropped while the answer was coming.
    return { error: { status: 'FETCH_ERROR', message: err instanceof Error ? err.message : String(err) } };
  }
}
