// The single place that turns HTTP into data or an ApiError (spec §7, §8).
import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { ApiError } from './errors';
import { bearerToken, clearAuthToken, getAuthToken, removeStored } from './auth-storage';
import { navigateTo } from './navigation';
import { sessionCleared } from '../session/session-slice';

export interface RequestArgs {
  url: string;
  method?: string;
  /** FormData goes out untouched; plain objects are sent as JSON. */
  body?: unknown;
  params?: Record<string, string | number | boolean | undefined | null>;
  /** 'json' (default) parses the body, 'blob' keeps it binary, 'text' keeps it as text. */
  responseHandler?: 'json' | 'blob' | 'text';
  /** Another storage key for the bearer token (spec §7: resource downloads read `token`). */
  tokenKey?: string;
}

function buildUrl(url: string, params?: RequestArgs['params']): string {
  if (!params) return url;
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null) search.append(k, String(v));
  const qs = search.toString();
  return qs ? `${url}${url.includes('?') ? '&' : '?'}${qs}` : url;
}

function parseDetail(text: string): string | undefined {
  try {
    const parsed = JSON.parse(text) as { detail?: unknown };
    return typeof parsed?.detail === 'string' ? parsed.detail : undefined;
  } catch {
    return undefined;
  }
}

async function readBody(res: Response, handler: RequestArgs['responseHandler']): Promise<unknown> {
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

export const baseQuery: BaseQueryFn<string | RequestArgs, unknown, ApiError> = async (arg, api) => {
  const args: RequestArgs = typeof arg === 'string' ? { url: arg } : arg;
  let body: BodyInit | undefined;
  const json =
    !(args.body instanceof FormData || typeof args.body === 'string' || args.body instanceof Blob) &&
    args.body !== undefined;
  if (json) body = JSON.stringify(args.body);
  else body = args.body as BodyInit | undefined;
  const send = (token: string | null) => {
    const headers = new Headers();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    if (json) headers.set('Content-Type', 'application/json');
    return fetch(buildUrl(args.url, args.params), {
      method: args.method ?? 'GET',
      headers,
      body,
      credentials: 'include',
      signal: api.signal,
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
    return { error: { status: 'FETCH_ERROR', message: err instanceof Error ? err.message : String(err) } };
  }
  if (!res.ok) {
    const text = await res.text().catch(() => '');
    if (res.status === 401) {
      clearAuthToken();
      if (args.tokenKey) removeStored(args.tokenKey);
      api.dispatch(sessionCleared());
      navigateTo('/login');
    }
    return {
      error: {
        status: res.status,
        message: `${res.status}: ${text || res.statusText}`,
        detail: parseDetail(text),
        statusText: res.statusText,
      },
    };
  }
  return { data: await readBody(res, args.responseHandler) };
};
