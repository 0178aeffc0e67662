import { koaBody } from 'koa-body';
import type { Context, Middleware } from 'koa';
import { LIMITS } from '@lessonloom/contracts';
import { HttpError } from './http-error';

/** Form posts of the spec (§7: form data) and small JSON; files are refused here. */
export const formBody = (): Middleware =>
  koaBody({
    multipart: true,
    urlencoded: true,
    json: true,
    jsonLimit: '256kb',
    formLimit: '256kb',
    textLimit: '256kb',
    formidable: { maxFiles: 0, maxFieldsSize: 256 * 1024, maxFields: 50 },
    onError: (err) => {
      const e = err as { status?: number; httpCode?: number };
      if (e.status === 413 || e.httpCode === 413 || /maxFieldsSize|too large/i.test(err.message))
        throw new HttpError(413, 'Request body is too large.');
      throw new HttpError(400, `Could not read the form: ${err.message}`);
    },
  });

/** One file field, capped just above the 10 MB limit so the route can answer 413 itself. */
export const uploadBody = (): Middleware =>
  koaBody({
    multipart: true,
    urlencoded: false,
    json: false,
    formidable: {
      maxFiles: 1,
      maxFileSize: LIMITS.uploadMaxBytes,
      maxTotalFileSize: LIMITS.uploadMaxBytes,
      maxFieldsSize: 64 * 1024,
      allowEmptyFiles: true,
      minFileSize: 0,
    },
    onError: (err) => {
      const e = err as { httpCode?: number; code?: number };
      if (e.httpCode === 413 || e.code === 1009 || e.code === 1016 || /maxFileSize|maxTotalFileSize/.test(err.message))
        throw new HttpError(413, 'Please upload files smaller than 10MB.');
      throw new HttpError(400, `Could not read the upload: ${err.message}`);
    },
  });

/** The first value of each field, as text (form fields may repeat). */
export function formFields(ctx: Context): Record<string, string> {
  const body = (ctx.request.body ?? {}) as Record<string, unknown>;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(body)) {
    const first = Array.isArray(v) ? v[0] : v;
    if (first === undefined || first === null) continue;
    out[k] = typeof first === 'string' ? first : typeof first === 'object' ? JSON.stringify(first) : String(first);
  }
  return out;
}
