import { hash } from 'node:crypto';
import type { Context } from 'koa';

/** A weak validator over the exact bytes answered: equal bodies, equal tags, on every BFF instance. */
export const weakEtag = (body: string | Buffer) => `W/"${hash('sha1', body, 'base64url')}"`;

/** True when If-None-Match names this tag (or `*`), as RFC 9110 §13.1.2 compares them (weakly). */
export function etagMatches(ifNoneMatch: string, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((t) => t.trim().replace(/^W\//, '') === bare);
}

/**
 * Answers JSON text (already serialized) with an ETag, or 304 Not Modified with no body when the client already holds it.
 * `private, no-cache`: only the user's browser may keep it, and must revalidate every time.
 */
export function sendJsonTextWithEtag(ctx: Context, body: string | Buffer): void {
  const etag = weakEtag(body);
  ctx.set('ETag', etag);
  ctx.set('Cache-Control', 'private, no-cache');
  ctx.vary('Authorization'); // added to, not replacing, the Accept-Encoding the compression middleware names
  if ((ctx.method === 'GET' || ctx.method === 'HEAD') && etagMatches(ctx.get('if-none-match'), etag)) {
    ctx.status = 304;
    return;
  }
  ctx.type = 'application/json; charset=utf-8';
  ctx.body = body;
}
