// Files (generated documents, exports, library resources) come through the one door like every other call,
// so the bearer token, the '{status}: {body}' error and the 401 -> logout rule are the ones of spec §7/§8.
// A Blob never goes into the store (it is not serialisable), so a download runs outside the RTK Query cache.
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { callApi, type ApiError, type CallArgs } from '@lessonloom/web-core/public';

export type DownloadResult = { ok: true; blob: Blob; headers: Headers } | { ok: false; error: ApiError };

/** GET (or, with a body, POST) `url` as a blob; `tokenKey` names another storage key for the bearer token. */
export function downloadFile(
  url: string,
  options: Omit<CallArgs, 'url'> = {},
): ThunkAction<Promise<DownloadResult>, unknown, unknown, UnknownAction> {
  return async (dispatch) => {
    const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
    const call = await callApi({ ...options, url, method }, dispatch);
    if (!call.ok) return call;
    try {
      return { ok: true, blob: await call.response.blob(), headers: call.response.headers };
    } catch (err) {
      // The connection dropped while the file was coming.
      return { ok: false, error: { status: 'FETCH_ERROR', message: err instanceof Error ? err.message : String(err) } };
    }
  };
}
