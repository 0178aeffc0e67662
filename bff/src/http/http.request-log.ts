import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from '../logger';

const REQUEST_ID = /^[\w-]{1,64}$/;

/** Gives every request an id (honouring a proxy's X-Request-Id) and logs one line when it ends. */
export function requestLog(logger: Logger): Middleware {
  return async (ctx, next) => {
    const incoming = ctx.get('x-request-id');
    const id = REQUEST_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = id;
    // The per-request child logger is built only when something logs through it: most requests never do.
    let child: Logger | undefined;
    Object.defineProperty(ctx.state, 'log', {
      get: () => (child ??= logger.child({ requestId: id })),
      set: (v: Logger) => (child = v),
      enumerable: true,
      configurable: true,
    });
    ctx.set('X-Request-Id', id);
    const started = performance.now();
    try {
      await next();
    } finally {
      if (ctx.status >= 400 || ctx.path.startsWith('/api/')) {
        logger.info('request', {
          requestId: id,
          method: ctx.method,
          path: ctx.path,
          status: ctx.status,
          ms: Math.round((performance.now() - started) * 10) / 10,
          user: (ctx.state.user as { id?: string } | undefined)?.id,
        });
      }
    }
  };
}
