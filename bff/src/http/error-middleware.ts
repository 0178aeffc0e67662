import type { Middleware } from 'koa';
import mongoose from 'mongoose';
import { HttpError } from './http-error';
import type { Logger } from '../logger';

/** First middleware: turns every failure into `{"detail": ...}`; unexpected ones are logged and hidden. */
export function errorMiddleware(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined && ctx.path.startsWith('/api/')) {
        ctx.status = 404;
        ctx.body = { detail: 'Not found' };
      }
    } catch (err) {
      const answer = toAnswer(err);
      if (answer.status >= 500 && !(err instanceof HttpError)) {
        (ctx.state.log as Logger | undefined ?? logger).error('unhandled error', { err, path: ctx.path });
      }
      ctx.status = answer.status;
      ctx.set(answer.headers ?? {});
      ctx.body = { detail: answer.detail };
    }
  };
}

function toAnswer(err: unknown): { status: number; detail: string; headers?: Record<string, string> } {
  if (err instanceof HttpError) return { status: err.status, detail: err.detail, headers: err.headers };
  if (err instanceof mongoose.Error.ValidationError) {
    return { status: 400, detail: Object.values(err.errors).map((e) => e.message).join('; ') };
  }
  if (err instanceof mongoose.Error.CastError) return { status: 400, detail: `Invalid ${err.path}` };
  const e = err as { status?: number; statusCode?: number; expose?: boolean; message?: string; code?: string | number };
  const status = e.status ?? e.statusCode;
  // koa-body / formidable / http-errors raise these for oversized or malformed bodies.
  if (e.code === 1009 || e.code === 'LIMIT_FILE_SIZE' || status === 413) return { status: 413, detail: 'Request body is too large.' };
  if (status && status >= 400 && status < 500 && e.expose !== false) return { status, detail: e.message || 'Bad request' };
  return { status: 500, detail: 'Internal server error' };
}
