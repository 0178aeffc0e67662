// While the database is away (the embedded store restarting, a real MongoDB failing over), a request
// cannot be served: it is answered 503 with Retry-After, so a browser, a proxy or Stripe's webhook
// delivery knows to come back, instead of a 500 that reads like a bug.
import type { Middleware } from 'koa';
import { HttpError } from './http.error';

export const DATABASE_UNAVAILABLE_DETAIL =
  'Lessonloom cannot reach its database for a moment. Nothing was changed; please try again in a few seconds.';
/** A restarted embedded store accepts connections within about a second; five leaves room for a loaded machine. */
export const RETRY_AFTER_SECONDS = 5;

export const databaseUnavailable = () =>
  new HttpError(503, DATABASE_UNAVAILABLE_DETAIL, { 'Retry-After': String(RETRY_AFTER_SECONDS) });

// By name, not class: mongoose bundles its own copy of the driver, so `instanceof` would miss errors
// raised by another copy (GridFS streams, the top-level `mongodb` package).
const DRIVER_ERRORS = new Set([
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoServerSelectionError',
  'MongooseServerSelectionError',
  'MongoNotConnectedError',
  'MongoTopologyClosedError',
  'MongoServerClosedError',
  'MongoPoolClearedError',
  'PoolClearedOnNetworkError',
]);

/** The driver could not reach the database (as opposed to a query the database refused). */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (
    let e = err as { name?: string; message?: string; cause?: unknown } | undefined, depth = 0;
    e && depth < 4;
    depth++
  ) {
    if (e.name && DRIVER_ERRORS.has(e.name)) return true;
    // mongoose holds operations while disconnected and fails them after bufferTimeoutMS
    if (e.name === 'MongooseError' && /buffering timed out/.test(e.message ?? '')) return true;
    e = e.cause as typeof e;
  }
  return false;
}

/**
 * While the supervisor knows the embedded store is down (between its death and the restarted store's
 * first connection), API requests are answered 503 at once instead of waiting in the driver's queue.
 * /api/health answers for itself (its body says which part is down).
 */
export function databaseGate(available: () => boolean): Middleware {
  return async (ctx, next) => {
    if (!available() && ctx.path.startsWith('/api/') && ctx.path !== '/api/health') throw databaseUnavailable();
    await next();
  };
}
