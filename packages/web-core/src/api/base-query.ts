// RTK Query's base query: the one door (callApi) plus reading the answer's body.
import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { ApiError } from './errors';
import { callApi, type CallArgs } from './call-api';

export interface RequestArgs extends CallArgs {
  /** 'json' (default) parses the body, 'blob' keeps it binary, 'text' keeps it as text. */
  responseHandler?: 'json' | 'blob' | 'text';
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
  const call = await callApi(args, api.dispatch, api.signal);
  if (!call.ok) return { error: call.error };
  return { data: await readBody(call.response, args.responseHandler) };
};
