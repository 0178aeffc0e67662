// POST /api/generate as a stream (Accept: text/event-stream): progress events while the model writes,
// then the spec's JSON answer as the last event. A server or proxy that answers plain JSON is read the
// same way, so the page works with either. Errors take web-core's ApiError shape for the usual toasts.
import { generationEventSchema, type GenerateResponse, type GenerationEvent } from '@lessonloom/contracts';
import type { ApiError } from '@lessonloom/web-core';
import { getAuthToken } from '@lessonloom/web-core';

export class GenerationCancelled extends Error {
  constructor() {
    super('The generation was cancelled.');
    this.name = 'GenerationCancelled';
  }
}

const apiError = (status: number, text: string, detail?: string): ApiError => ({
  status,
  message: `${status}: ${text}`,
  detail,
});

function detailOf(text: string): string | undefined {
  try {
    const d = (JSON.parse(text) as { detail?: unknown }).detail;
    return typeof d === 'string' ? d : undefined;
  } catch {
    return undefined;
  }
}

/** Splits a growing text into complete `data:` frames; returns the unread rest. */
function takeFrames(buffer: string, onData: (data: string) => void): string {
  let end: number;
  while ((end = buffer.indexOf('\n\n')) >= 0) {
    const frame = buffer.slice(0, end);
    buffer = buffer.slice(end + 2);
    const data = frame
      .split('\n')
      .filter((l) => l.startsWith('data:'))
      .map((l) => l.slice(5).trimStart())
      .join('\n');
    if (data) onData(data);
  }
  return buffer;
}

export async function streamGenerate(
  form: FormData,
  onEvent: (e: GenerationEvent) => void,
  signal: AbortSignal,
): Promise<GenerateResponse> {
  const headers: Record<string, string> = { Accept: 'text/event-stream' };
  const token = getAuthToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  // The Cancel button must work even if the network layer ignores the signal.
  const cancelled = new Promise<never>((_, reject) => {
    if (signal.aborted) reject(new GenerationCancelled());
    signal.addEventListener('abort', () => reject(new GenerationCancelled()), { once: true });
  });
  cancelled.catch(() => undefined);
  const read = async (): Promise<GenerateResponse> => {
    let res: Response;
    try {
      res = await fetch('/api/generate', { method: 'POST', body: form, headers, credentials: 'include', signal });
    } catch (err) {
      if (signal.aborted) throw new GenerationCancelled();
      throw { status: 'FETCH_ERROR', message: err instanceof Error ? err.message : String(err) } satisfies ApiError;
    }
    if (!res.ok) {
      const text = await res.text().catch(() => '');
      throw apiError(res.status, text || res.statusText, detailOf(text));
    }
    if (!/text\/event-stream/.test(res.headers.get('content-type') ?? '') || !res.body)
      return (await res.json()) as GenerateResponse;
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    let outcome: { result: GenerateResponse } | { error: ApiError } | null = null;
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer = takeFrames(buffer + decoder.decode(value, { stream: true }), (data) => {
        // Read through the contract's schema: a malformed event is a server fault, not something to render.
        const event: GenerationEvent = generationEventSchema.parse(JSON.parse(data));
        if (event.type === 'result') outcome = { result: event.result as GenerateResponse };
        else if (event.type === 'error')
          outcome = { error: apiError(event.status, JSON.stringify({ detail: event.detail }), event.detail) };
        else onEvent(event);
      });
    }
    const final = outcome as { result: GenerateResponse } | { error: ApiError } | null;
    if (!final)
      throw apiError(
        502,
        'The connection closed before the generation finished.',
        'The connection closed before the generation finished. Please try again.',
      );
    if ('error' in final) throw final.error;
    return final.result;
  };
  return Promise.race([read(), cancelled]);
}
