import { koaBody } from 'koa-body';
import type { Context, Middleware } from 'koa';
import { LIMITS } from '@lessonloom/contracts';
import { HttpError } from './http.error';

// formidable's error codes (formidable/src/FormidableError.js).
const MAX_FIELDS_SIZE = 1006;
const MAX_FIELDS = 1007;
const TOTAL_TOO_BIG = 1009;
const MAX_FILES = 1015;
const FILE_TOO_BIG = 1016;

/**
 * A body the parsers refused, as a plain answer: the parser's own message (option names, byte counts,
 * stack details) never reaches the caller. The 413 wording names the limit that was actually passed.
 */
export function formError(err: Error, what: 'form' | 'upload'): HttpError {
  const e = err as { status?: number; httpCode?: number; code?: number | string; type?: string };
  if (e.code === MAX_FILES)
    return new HttpError(400, what === 'upload' ? 'Upload one file at a time.' : 'This form does not take files.');
  if (e.code === FILE_TOO_BIG || e.code === TOTAL_TOO_BIG)
    return new HttpError(413, 'Please upload files smaller than 10MB.');
  if (e.code === MAX_FIELDS) return new HttpError(400, 'The form has too many fields.');
  if (e.code === MAX_FIELDS_SIZE || e.status === 413 || e.httpCode === 413 || e.type === 'entity.too.large')
    return new HttpError(
      413,
      what === 'upload'
        ? 'The form fields sent with the file are too large (at most 64 KB).'
        : 'The form is too large (at most 256 KB).',
    );
  if (e.status === 415 || e.type === 'encoding.unsupported' || e.type === 'charset.unsupported')
    return new HttpError(415, 'The form uses an encoding this server cannot read; send UTF-8.');
  return new HttpError(
    400,
    what === 'upload'
      ? 'The upload could not be read. Send the file as multipart/form-data in a field named "file".'
      : 'The form could not be read. Send it as multipart/form-data, application/x-www-form-urlencoded or JSON.',
  );
}

/** A body whose Content-Type no parser here reads is refused (415), not silently read as empty. */
const accepting =
  (types: string[], detail: string, parse: Middleware): Middleware =>
  async (ctx, next) => {
    const hasBody = (ctx.request.length ?? 0) > 0 || !!ctx.get('Transfer-Encoding');
    if (hasBody && !ctx.is(types)) throw new HttpError(415, detail);
    return parse(ctx, next);
  };

/** Form posts of the spec (§7: form data) and small JSON; files are refused here. */
export const formBody = (): Middleware =>
  accepting(
    ['multipart', 'urlencoded', 'json'],
    'Send the form as multipart/form-data, application/x-www-form-urlencoded or JSON.',
    koaBody({
      multipart: true,
      urlencoded: true,
      json: true,
      jsonLimit: '256kb',
      formLimit: '256kb',
      textLimit: '256kb',
      formidable: { maxFiles: 0, maxFieldsSize: 256 * 1024, maxFields: 50 },
      onError: (err) => {
        throw formError(err, 'form');
      },
    }),
  );

/** JSON only (a whole document: up to 1 MB, far above the largest document the edit limits allow). */
export const jsonBody = (): Middleware =>
  accepting(
    ['json'],
    'Send the body as application/json.',
    koaBody({
      multipart: false,
      urlencoded: false,
      text: false,
      json: true,
      jsonLimit: '1mb',
      onError: (err) => {
        const e = err as { status?: number; type?: string };
        if (e.status === 413 || e.type === 'entity.too.large')
          throw new HttpError(413, 'The document is too large to save (at most 1 MB of JSON).');
        throw new HttpError(400, 'The body could not be read as JSON.');
      },
    }),
  );

/** One file field, capped just above the 10 MB limit so the route can answer 413 itself. */
export const uploadBody = (): Middleware =>
  accepting(
    ['multipart'],
    'Send the file as multipart/form-data in a field named "file".',
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
        throw formError(err, 'upload');
      },
    }),
  );

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
