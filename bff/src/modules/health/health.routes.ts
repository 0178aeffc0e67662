import Router from '@koa/router';
import type { HealthResponse } from '@lessonloom/contracts';
import type { AppDeps } from '../../app-deps';
import { RETRY_AFTER_SECONDS } from '../../http/http.database-outage';

export function healthRoutes(deps: AppDeps): Router {
  const router = new Router();
  router.get('/api/health', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    try {
      if (!deps.databaseAvailable()) throw new Error('the embedded store is restarting');
      await deps.pingDatabase();
      ctx.body = { status: 'ok', database: 'ok', billing: deps.billing.mode } satisfies HealthResponse;
    } catch (err) {
      deps.logger.warn('health check: database ping failed', { err });
      ctx.status = 503;
      ctx.set('Retry-After', String(RETRY_AFTER_SECONDS));
      ctx.body = {
        detail: 'Database unavailable',
        status: 'degraded',
        database: 'unreachable',
      } satisfies HealthResponse;
    }
  });
  return router;
}
