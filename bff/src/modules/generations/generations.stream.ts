// The streaming variant of POST /api/generate (Accept: text/event-stream): the same pipeline, with its
// progress sent as server-sent events and the spec's JSON answer as the last `result` event. Failures
// after the stream opened arrive as an `error` event carrying the status and detail the JSON route
// would have answered.
import { PassThrough } from 'node:stream';
import type { Context } from 'koa';
import type { GenerateResponse, GenerationEvent } from '@lessonloom/contracts';
import { HttpError } from '../../http/http.error';
import type { Logger } from '../../logger';
import { databaseUnavailable, isDatabaseUnavailable } from '../../http/http.database-outage';

export const wantsEventStream = (ctx: Context) => /\btext\/event-stream\b/.test(ctx.get('accept'));

/** Proxies close idle connections; a comment line every 15 s keeps a long generation's stream open. */
const HEARTBEAT_MS = 15_000;

const frame = (e: GenerationEvent) => `event: ${e.type}\ndata: ${JSON.stringify(e)}\n\n`;

export function errorEvent(caught: unknown, log: Logger): GenerationEvent {
  const err = isDatabaseUnavailable(caught) ? databaseUnavailable() : caught;
  if (err instanceof HttpError) return { type: 'error', status: err.status, detail: err.detail };
  log.error('unhandled error', { err, path: '/api/generate (stream)' });
  return { type: 'error', status: 500, detail: 'Internal server error' };
}

/**
 * Opens the event stream and runs `work` with a sender; `work`'s value becomes the `result` event.
 * The caller's abort signal fires when the browser goes away (Cancel closes the connection).
 */
export function streamGeneration(
  ctx: Context,
  log: Logger,
  work: (send: (e: GenerationEvent) => void) => Promise<GenerateResponse>,
) {
  const out = new PassThrough();
  ctx.status = 200;
  ctx.type = 'text/event-stream';
  ctx.set('Cache-Control', 'no-store');
  // nginx and similar proxies would otherwise hold the events back until the end.
  ctx.set('X-Accel-Buffering', 'no');
  ctx.body = out;
  const send = (e: GenerationEvent) => {
    if (!out.writableEnded) out.write(frame(e));
  };
  const beat = setInterval(() => !out.writableEnded && out.write(': still working\n\n'), HEARTBEAT_MS);
  // The first bytes go out at once, so the page knows the request was accepted.
  out.write(': accepted\n\n');
  work(send)
    .then((result) => send({ type: 'result', result }))
    .catch((err) => send(errorEvent(err, log)))
    .finally(() => {
      clearInterval(beat);
      out.end();
    });
}
