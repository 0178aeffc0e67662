// POST /api/upload as a stream (Accept: text/event-stream): a `progress` event after each scanned page the
// server reads by OCR, then the spec's JSON answer as the last event. A server or proxy that answers plain
// JSON is read the same way. Errors take web-core's ApiError shape, so the usual upload toast shows them.
import { uploadEventSchema, type UploadResult } from '@lessonloom/contracts';
import type { ApiError } from '@lessonloom/web-core';
import { getAuthToken } from '@lessonloom/web-core';

const apiError = (status: number, text: string): ApiError => {
  let detail: string | undefined;
  try {
    const d = (JSON.parse(text) as { detail?: unknown }).detail;
    detail = typeof d === 'string' ? d : undefined;
  } catch {
    detail = undefined;
  }
  return { status, message: `${status}: ${text}`, detail };
};

/** `keepPartial`: the teacher asked to keep a long scan's pages read if its time runs out. */
export async function streamUpload(
  file: File,
  keepPartial: boolean,
  onProgress: (done: number, total: number) => void,
): Promise<UploadResult> {
  const body = new FormData();
  body.append('file', file, file.name);
  if (keepPartial) body.append('keep_partial', 'true');
  const headers: Record<string, string> = { Accept: 'text/event-stream' };
  const token = getAuthToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let res: Response;
  try {
    res = await fetch('/api/upload', { method: 'POST', body, headers, credentials: 'include' });
  } catch (err) {
    throw { status: 'FETCH_ERROR', message: err instanceof Error ? err.message : String(err) } satisfies ApiError;
  }
  if (!res.ok) {
    const text = await res.text().catch(() => '');
    throw apiError(res.status, text || res.statusText);
  }
  if (!/text\/event-stream/.test(res.headers.get('content-type') ?? '') || !res.body)
    return (await res.json()) as UploadResult;
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let outcome: { result: UploadResult } | { error: ApiError } | undefined;
  const onFrame = (frame: string) => {
    const data = frame
      .split('\n')
      .filter((l) => l.startsWith('data:'))
      .map((l) => l.slice(5).trimStart())
      .join('\n');
    if (!data) return;
    const event = uploadEventSchema.parse(JSON.parse(data));
    if (event.type === 'progress') onProgress(event.done, event.total);
    else if (event.type === 'result') outcome = { result: event.result };
    else outcome = { error: apiError(event.status, JSON.stringify({ detail: event.detail })) };
  };
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      onFrame(buffer.slice(0, end));
      buffer = buffer.slice(end + 2);
    }
  }
  if (!outcome)
    throw apiError(
      502,
      JSON.stringify({ detail: 'The connection closed before the file was read. Please try again.' }),
    );
  if ('error' in outcome) throw outcome.error;
  return outcome.result;
}
