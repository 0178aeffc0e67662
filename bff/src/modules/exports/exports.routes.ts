import Router from '@koa/router';
import type { Context } from 'koa';
import { bankExportRequestSchema, isExportFormat, LEFT_OUT_HEADER } from '@lessonloom/contracts';
import { contentDisposition } from '@lessonloom/document';
import type { AppDeps } from '../../app-deps';
import type { ExportFile } from '../../lms/lms.formats';
import { currentUser, requireUser } from '../auth/auth.middleware';
import { formBody } from '../../http/http.body';
import { HttpError } from '../../http/http.error';
import { exportBankQuestions, exportGeneration } from './exports.service';

function send(ctx: Context, file: ExportFile) {
  ctx.set('Cache-Control', 'private, no-store');
  // RFC 6266: an ASCII fallback plus the UTF-8 name, so accented titles survive.
  ctx.set('Content-Disposition', contentDisposition(file.filename));
  if (file.leftOut.length) ctx.set(LEFT_OUT_HEADER, encodeURIComponent(JSON.stringify(file.leftOut)));
  ctx.type = file.contentType;
  ctx.body = file.data;
}

export function exportRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api' });

  router.get('/generations/:id/export/:format', requireUser, async (ctx) => {
    const format = ctx.params.format;
    if (!isExportFormat(format)) throw new HttpError(404, 'Not found');
    send(ctx, await exportGeneration(deps, currentUser(ctx), ctx.params.id, format));
  });

  // JSON (question_ids is a list); exporting reuses saved questions, so no subscription check, like randomize.
  router.post('/question-bank/export', requireUser, formBody(), async (ctx) => {
    const parsed = bankExportRequestSchema.safeParse(ctx.request.body ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new HttpError(400, `${issue.path.join('.') || 'body'}: ${issue.message}`);
    }
    send(ctx, await exportBankQuestions(currentUser(ctx), parsed.data.question_ids, parsed.data.format));
  });

  return router;
}
