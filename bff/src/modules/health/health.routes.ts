import Router from '@koa/router';
import type { HealthResponse } from '@lessonloom/contracts';
import type { AppDeps } from '../../app-deps';

export function healthRoutes(deps: AppDeps): Router {
  const router = new Router();
  router.get('/api/health', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    try {
      await deps.pingDatabase();
      ctx.body = { status: 'ok', database: 'ok', billing: deps.billing.mode } satisfies HealthResponse;
    } catch (err) {
      deps.logger.warn('health check: database ping failed', { err });
      ctx.status = 503;
      ctx.body = {
        detail: 'Database unavailable',
        status: 'degraded',
        database: 'unreachable',
      } satisfies HealthResponse;
    }
  });
  return router;
}
