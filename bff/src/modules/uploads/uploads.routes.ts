import { readFile, rm } from 'node:fs/promises';
import Router from '@koa/router';
import type { Context } from 'koa';
import type { File } from 'formidable';
import { LIMITS, type UploadEvent, type UploadResult } from '@lessonloom/contracts';
import type { AppDeps } from '../../app-deps';
import { currentUser, requireUser } from '../auth/auth.middleware';
import { formFields, uploadBody } from '../../http/http.body';
import { streamEvents, wantsEventStream } from '../../http/http.event-stream';
import { HttpError } from '../../http/http.error';
import { saveUpload } from './uploads.service';

export const NO_FILE_DETAIL = 'No file uploaded. Send the file in the form field "file".';

function uploadedFiles(ctx: Context): File[] {
  const files = (ctx.request.files ?? {}) as Record<string, File | File[]>;
  return Object.values(files).flat();
}

export function uploadRoutes(deps: AppDeps): Router {
  const router = new Router();

  // Signed-in users only (401 before any byte of the body is read); no subscription needed to upload.
  // With `Accept: text/event-stream` the answer is a stream: a `progress` event after each scanned page
  // read, then the same JSON as a `result` event (or an `error` event with status and detail).
  router.post('/api/upload', requireUser, uploadBody(), async (ctx) => {
    const all = uploadedFiles(ctx);
    const cleanUp = () => Promise.all(all.map((f) => rm(f.filepath, { force: true })));
    const save = async (onProgress?: (done: number, total: number) => void): Promise<UploadResult> => {
      try {
        const field = (ctx.request.files as Record<string, File | File[]> | undefined)?.file;
        const file = Array.isArray(field) ? field[0] : field;
        if (!file) throw new HttpError(400, NO_FILE_DETAIL);
        if (file.size > LIMITS.uploadMaxBytes) throw new HttpError(413, 'Please upload files smaller than 10MB.');
        const data = await readFile(file.filepath);
        // keep_partial=true: the teacher asked to keep a long scan's pages read if its time runs out.
        const keepPartial = formFields(ctx).keep_partial === 'true';
        return await saveUpload(
          currentUser(ctx),
          file.originalFilename,
          data,
          { ...deps.config.ocr, keepPartial, onProgress },
          deps.config.storageQuota,
        );
      } finally {
        // formidable spooled the upload to a temp file; the bytes now live in GridFS.
        await cleanUp();
      }
    };
    if (!wantsEventStream(ctx)) {
      ctx.body = await save();
      return;
    }
    streamEvents<UploadEvent, UploadResult>(
      ctx,
      deps.logger,
      (send) => save((done, total) => send({ type: 'progress', done, total })),
      (result) => ({ type: 'result', result }),
    );
  });

  return router;
}
