import type { Middleware } from 'koa';
import mongoose from 'mongoose';
import { HttpError } from './http.error';
import type { Logger } from '../logger';
import { databaseUnavailable, isDatabaseUnavailable } from './http.database-outage';

/** First middleware: turns every failure into `{"detail": ...}`; unexpected ones are logged and hidden. */
export function errorMiddleware(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined && ctx.path.startsWith('/api/')) {
        ctx.status = 404;
        ctx.body = { detail: 'Not found' };
      }
      // The routers' allowedMethods() answers these with an empty body (Koa would send plain text).
      if ((ctx.status === 405 || ctx.status === 501) && ctx.body === undefined) {
        const allow = ctx.response.get('Allow');
        const status = ctx.status;
        ctx.body = {
          detail:
            status === 405
              ? `${ctx.method} is not allowed here${allow ? `; use ${allow.split(/,\s*/).join(', ')}` : ''}.`
              : `${ctx.method} is not supported.`,
        };
        ctx.status = status;
      }
    } catch (caught) {
      let err = caught;
      if (isDatabaseUnavailable(err)) {
        ((ctx.state.log as Logger | undefined) ?? logger).warn('database unavailable', { err: caught, path: ctx.path });
        err = databaseUnavailable();
      }
      const answer = toAnswer(err);
      if (answer.status >= 500 && !(err instanceof HttpError)) {
        ((ctx.state.log as Logger | undefined) ?? logger).error('unhandled error', { err, path: ctx.path });
      }
      ctx.status = answer.status;
      ctx.set(answer.headers ?? {});
      ctx.body = { detail: answer.detail };
    }
  };
}

const PLAIN: Record<number, string> = {
  400: 'The request could not be read.',
  401: 'Not authenticated',
  403: 'Not allowed.',
  404: 'Not found',
  405: 'This method is not allowed here.',
  411: 'The request needs a Content-Length.',
  413: 'Request body is too large.',
  415: 'This content type is not accepted here.',
  431: 'The request headers are too large.',
};

function toAnswer(err: unknown): { status: number; detail: string; headers?: Record<string, string> } {
  if (err instanceof HttpError) return { status: err.status, detail: err.detail, headers: err.headers };
  if (err instanceof mongoose.Error.ValidationError) {
    // Field names only: mongoose's own sentences name schema internals (paths, validators, limits).
    return { status: 400, detail: `Invalid ${Object.keys(err.errors).join(', ')}` };
  }
  if (err instanceof mongoose.Error.CastError) return { status: 400, detail: `Invalid ${err.path}` };
  const e = err as { status?: number; statusCode?: number; code?: string | number };
  const status = e.status ?? e.statusCode;
  // koa-body / formidable / http-errors raise these for oversized or malformed bodies.
  if (e.code === 1009 || e.code === 'LIMIT_FILE_SIZE' || status === 413)
    return { status: 413, detail: 'Request body is too large.' };
  // Other libraries' 4xx messages (http-errors, raw-body, the routers) are replaced by plain words.
  if (status && status >= 400 && status < 500)
    return { status, detail: PLAIN[status] ?? 'The request could not be handled.' };
  return { status: 500, detail: 'Internal server error' };
}
