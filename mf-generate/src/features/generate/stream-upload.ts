// POST /api/upload as a stream (Accept: text/event-stream): a `progress` event after each scanned page the
// server reads by OCR, then the spec's JSON answer as the last event. A server or proxy that answers plain
// JSON is read the same way. The call goes through web-core's one door (token, errors, 401 -> logout); an
// error event inside the stream becomes the same ApiError by the same rule, so the usual upload toast shows it.
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { uploadEventSchema, type UploadResult } from '@lessonloom/contracts';
import { callApi, failedCall, isEventStream, readEventStream, type ApiError } from '@lessonloom/web-core';

const CLOSED_EARLY: ApiError = {
  status: 502,
  message: '502: The connection closed before the file was read.',
  detail: 'The connection closed before the file was read. Please try again.',
};

/** `keepPartial`: the teacher asked to keep a long scan's pages read if its time runs out. */
export function streamUpload(
  file: File,
  keepPartial: boolean,
  onProgress: (done: number, total: number) => void,
): ThunkAction<Promise<UploadResult>, unknown, unknown, UnknownAction> {
  return async (dispatch) => {
    const body = new FormData();
    body.append('file', file, file.name);
    if (keepPartial) body.append('keep_partial', 'true');
    const call = await callApi({ url: '/api/upload', method: 'POST', body, accept: 'text/event-stream' }, dispatch);
    if (!call.ok) throw call.error;
    if (!isEventStream(call.response)) return (await call.response.json()) as UploadResult;
    let outcome: { result: UploadResult } | { error: ApiError } | null = null;
    await readEventStream(call.response, (data) => {
      // Read through the contract's schema: a malformed event is a server fault, not something to show.
      const event = uploadEventSchema.parse(JSON.parse(data));
      if (event.type === 'progress') onProgress(event.done, event.total);
      else if (event.type === 'result') outcome = { result: event.result };
      else outcome = { error: failedCall(dispatch, event.status, JSON.stringify({ detail: event.detail })) };
    });
    const final = outcome as { result: UploadResult } | { error: ApiError } | null;
    if (!final) throw CLOSED_EARLY;
    if ('error' in final) throw final.error;
    return final.result;
  };
}
