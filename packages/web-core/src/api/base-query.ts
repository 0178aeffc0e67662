// RTK Query's base query: the one door (callApi) plus reading the answer's body.
import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { callApi, readBody, type ApiError, type CallArgs, type ResponseHandler } from '@lessonloom/web-core/public';

export interface RequestArgs extends CallArgs {
  /** 'json' (default) parses the body, 'blob' keeps it binary, 'text' keeps it as text. */
  responseHandler?: ResponseHandler;
}

export const baseQuery: BaseQueryFn<string | RequestArgs, unknown, ApiError> = async (arg, api) => {
  const args: RequestArgs = typeof arg === 'string' ? { url: arg } : arg;
  const call = await callApi(args, api.dispatch, api.signal);
  if (!call.ok) return { error: call.error };
  return { data: await readBody(call.response, args.responseHandler) };
};
