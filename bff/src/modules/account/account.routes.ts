import Router from '@koa/router';
import type { AppDeps } from '../../app-deps';
import { currentUser, requireUser } from '../auth/auth.middleware';
import { formBody, formFields } from '../../http/http.body';
import { deleteAccount } from './account.delete-service';
import { exportAccount } from './account.export-service';

/** A teacher's own data in their hands: download all of it, or delete the account. */
export function accountRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/account' });

  router.get('/export', requireUser, async (ctx) => {
    const user = currentUser(ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Content-Type', 'application/zip');
    ctx.attachment(`lessonloom-data-${new Date().toISOString().slice(0, 10)}.zip`);
    ctx.body = await exportAccount(user);
  });

  // POST with the password as form data, like the spec's other calls (a DELETE body is unusual for proxies).
  router.post('/delete', requireUser, formBody(), async (ctx) => {
    await deleteAccount(deps, currentUser(ctx), formFields(ctx).password ?? '');
    ctx.status = 204;
  });

  return router;
}
