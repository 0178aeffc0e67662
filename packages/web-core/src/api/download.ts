// Files (generated exports, library resources) come through the same base query as every other call, so
// the bearer token, the '{status}: {body}' error and the 401 -> logout rule are the ones of spec §7/§8.
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { baseQuery, type RequestArgs } from './base-query';
import type { ApiError } from './errors';

export type DownloadResult = { ok: true; blob: Blob } | { ok: false; error: ApiError };

/** GET `url` as a blob. `tokenKey` names another storage key for the bearer token (see bearerToken). */
export function downloadFile(
  url: string,
  tokenKey?: RequestArgs['tokenKey'],
): ThunkAction<Promise<DownloadResult>, unknown, unknown, UnknownAction> {
  return async (dispatch, getState) => {
    const abort = new AbortController();
    const api: BaseQueryApi = {
      signal: abort.signal,
      abort: () => abort.abort(),
      dispatch,
      getState,
      extra: undefined,
      endpoint: 'download',
      type: 'query',
    };
    // A Blob never goes into the store (it is not serialisable): the base query runs without the cache.
    const result = await baseQuery({ url, responseHandler: 'blob', tokenKey }, api, {});
    if (result.error) return { ok: false, error: result.error };
    return { ok: true, blob: result.data as Blob };
  };
}
