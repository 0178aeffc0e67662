import Router from '@koa/router';
import { contentDisposition } from '@lessonloom/document';
import type { AppDeps } from '../../app-deps';
import { currentUser, requireUser } from '../auth/auth.middleware';
import { HttpError } from '../../http/http.error';
import { isVersionFile, versionFile } from './versions.service';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export function versionRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api' });

  // map-docx, map-pdf (which question is which in each version), key-docx, key-pdf (all keys side by side).
  router.get('/generations/:id/versions/:file', requireUser, async (ctx) => {
    const file = ctx.params.file;
    if (!isVersionFile(file)) throw new HttpError(404, 'Not found');
    const out = await versionFile(deps, currentUser(ctx), ctx.params.id, file);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.set('Content-Disposition', contentDisposition(out.name));
    ctx.type = out.docx ? DOCX : 'application/pdf';
    ctx.body = out.data;
  });

  return router;
}
