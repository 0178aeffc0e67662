import { readFile, rm } from 'node:fs/promises';
import Router from '@koa/router';
import type { Context } from 'koa';
import type { File } from 'formidable';
import { LIMITS } from '@lessonloom/contracts';
import type { AppDeps } from '../../app-deps';
import { currentUser, requireUser } from '../auth/auth.middleware';
import { uploadBody } from '../../http/http.body';
import { HttpError } from '../../http/http.error';
import { saveUpload } from './uploads.service';

export const NO_FILE_DETAIL = 'No file uploaded. Send the file in the form field "file".';

function uploadedFiles(ctx: Context): File[] {
  const files = (ctx.request.files ?? {}) as Record<string, File | File[]>;
  return Object.values(files).flat();
}

export function uploadRoutes(_deps: AppDeps): Router {
  const router = new Router();

  // Signed-in users only (401 before any byte of the body is read); no subscription needed to upload.
  router.post('/api/upload', requireUser, uploadBody(), async (ctx) => {
    const all = uploadedFiles(ctx);
    try {
      const field = (ctx.request.files as Record<string, File | File[]> | undefined)?.file;
      const file = Array.isArray(field) ? field[0] : field;
      if (!file) throw new HttpError(400, NO_FILE_DETAIL);
      if (file.size > LIMITS.uploadMaxBytes) throw new HttpError(413, 'Please upload files smaller than 10MB.');
      const data = await readFile(file.filepath);
      ctx.body = await saveUpload(currentUser(ctx), file.originalFilename, data);
    } finally {
      // formidable spooled the upload to a temp file; the bytes now live in GridFS.
      await Promise.all(all.map((f) => rm(f.filepath, { force: true })));
    }
  });

  return router;
}
