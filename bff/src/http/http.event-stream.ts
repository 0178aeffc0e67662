// Server-sent events for a long request (a generation, a scanned upload): progress events while the work
// runs, then the answer the plain JSON route would give as the last event, or an `error` event with the
// status and detail it would have answered. The stream opens at once, so the page knows it was accepted.
import { PassThrough } from 'node:stream';
import type { Context } from 'koa';
import { HttpError } from './http.error';
import { databaseUnavailable, isDatabaseUnavailable } from './http.database-outage';
import type { Logger } from '../logger';

export const wantsEventStream = (ctx: Context) => /\btext\/event-stream\b/.test(ctx.get('accept'));

/** Proxies close idle connections; a comment line every 15 s keeps a long request's stream open. */
const HEARTBEAT_MS = 15_000;

export type ErrorEvent = { type: 'error'; status: number; detail: string };

export function errorEvent(caught: unknown, log: Logger, path: string): ErrorEvent {
  // The store is down: 503 with its detail, as the JSON routes answer.
  const err = isDatabaseUnavailable(caught) ? databaseUnavailable() : caught;
  if (err instanceof HttpError) return { type: 'error', status: err.status, detail: err.detail };
  log.error('unhandled error', { err, path: `${path} (stream)` });
  return { type: 'error', status: 500, detail: 'Internal server error' };
}

/**
 * Opens the event stream and runs `work` with a sender; `work`'s value becomes the `result` event.
 * The request's close (the browser went away) is for the caller to watch.
 */
export function streamEvents<E extends { type: string }, R>(
  ctx: Context,
  log: Logger,
  work: (send: (e: E) => void) => Promise<R>,
  result: (value: R) => E,
): void {
  const out = new PassThrough();
  ctx.status = 200;
  ctx.type = 'text/event-stream';
  ctx.set('Cache-Control', 'no-store');
  // nginx and similar proxies would otherwise hold the events back until the end.
  ctx.set('X-Accel-Buffering', 'no');
  ctx.body = out;
  const write = (e: E | ErrorEvent) => {
    if (!out.writableEnded) out.write(`event: ${e.type}\ndata: ${JSON.stringify(e)}\n\n`);
  };
  const beat = setInterval(() => !out.writableEnded && out.write(': still working\n\n'), HEARTBEAT_MS);
  out.write(': accepted\n\n');
  work(write)
    .then((value) => write(result(value)))
    .catch((err) => write(errorEvent(err, log, ctx.path)))
    .finally(() => {
      clearInterval(beat);
      out.end();
    });
}
