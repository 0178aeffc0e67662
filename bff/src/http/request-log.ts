import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from '../logger';

/** Gives every request an id (honouring a proxy's X-Request-Id) and logs one line when it ends. */
export function requestLog(logger: Logger): Middleware {
  return async (ctx, next) => {
    const incoming = ctx.get('x-request-id');
    const id = /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = id;
    ctx.state.log = logger.child({ requestId: id });
    ctx.set('X-Request-Id', id);
    const started = process.hrtime.bigint();
    try {
      await next();
    } finally {
      if (ctx.path.startsWith('/api/') || ctx.status >= 400) {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        (ctx.state.log as Logger).info('request', {
          method: ctx.method,
          path: ctx.path,
          status: ctx.status,
          ms: Math.round(ms * 10) / 10,
          user: (ctx.state.user as { id?: string } | undefined)?.id,
        });
      }
    }
  };
}
