// POST /api/generate as a stream (Accept: text/event-stream): progress events while the model writes,
// then the spec's JSON answer as the last event. A server or proxy that answers plain JSON is read the
// same way, so the page works with either. The call goes through web-core's one door (token, errors,
// 401 -> logout); an error event inside the stream is turned into the same ApiError by the same rule.
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { generationEventSchema, type GenerateResponse, type GenerationEvent } from '@lessonloom/contracts';
import { callApi, failedCall, isEventStream, readEventStream, type ApiError } from '@lessonloom/web-core';

export class GenerationCancelled extends Error {
  constructor() {
    super('The generation was cancelled.');
    this.name = 'GenerationCancelled';
  }
}

const CLOSED_EARLY: ApiError = {
  status: 502,
  message: '502: The connection closed before the generation finished.',
  detail: 'The connection closed before the generation finished. Please try again.',
};

export function streamGenerate(
  form: FormData,
  onEvent: (e: GenerationEvent) => void,
  signal: AbortSignal,
): ThunkAction<Promise<GenerateResponse>, unknown, unknown, UnknownAction> {
  return async (dispatch) => {
    // The Cancel button must work even if the network layer ignores the signal.
    const cancelled = new Promise<never>((_, reject) => {
      if (signal.aborted) reject(new GenerationCancelled());
      signal.addEventListener('abort', () => reject(new GenerationCancelled()), { once: true });
    });
    cancelled.catch(() => undefined);
    const read = async (): Promise<GenerateResponse> => {
      const call = await callApi(
        { url: '/api/generate', method: 'POST', body: form, accept: 'text/event-stream' },
        dispatch,
        signal,
      );
      if (!call.ok) throw signal.aborted ? new GenerationCancelled() : call.error;
      if (!isEventStream(call.response)) return (await call.response.json()) as GenerateResponse;
      let outcome: { result: GenerateResponse } | { error: ApiError } | null = null;
      await readEventStream(call.response, (data) => {
        // Read through the contract's schema: a malformed event is a server fault, not something to render.
        const event: GenerationEvent = generationEventSchema.parse(JSON.parse(data));
        if (event.type === 'result') outcome = { result: event.result };
        else if (event.type === 'error')
          outcome = { error: failedCall(dispatch, event.status, JSON.stringify({ detail: event.detail })) };
        else onEvent(event);
      });
      const final = outcome as { result: GenerateResponse } | { error: ApiError } | null;
      if (!final) throw CLOSED_EARLY;
      if ('error' in final) throw final.error;
      return final.result;
    };
    return Promise.race([read(), cancelled]);
  };
}
