import Router from '@koa/router';
import type { StorageUsageResponse } from '@lessonloom/contracts';
import type { AppDeps } from '../../app-deps';
import { currentUser, requireUser } from '../auth/auth.middleware';
import { storageUsage } from './storage-quota.service';

/** GET /api/account/storage: the account's files against its quota (the storage line on /billing). */
export function storageQuotaRoutes(deps: AppDeps): Router {
  const router = new Router();
  router.get('/api/account/storage', requireUser, async (ctx) => {
    ctx.body = (await storageUsage(deps.config.storageQuota, currentUser(ctx))) satisfies StorageUsageResponse;
  });
  return router;
}
