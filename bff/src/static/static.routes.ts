import path from 'node:path';
import type { Middleware } from 'koa';
import { etagMatches, weakEtag } from '../http/http.etag';
import { REMOTES, remoteManifestUrls } from './static.remotes';
import { sendShellPage } from './static.shell-page';
import { CACHE, sendStatic } from './static.files';

/**
 * Serves the built shell at / (history fallback to the shell's page for client routes), every remote under
 * /remotes/<dir>/ and /remotes.json. /api/* is never answered here.
 */
export function staticFiles(
  staticRoot: string,
  remoteOverrides: Record<string, string>,
  opts: { sourceMaps?: boolean } = {},
): Middleware {
  const shellDist = path.join(staticRoot, 'shell', 'dist');
  const remoteDirs = new Set<string>(Object.values(REMOTES));
  const remotesJson = JSON.stringify(remoteManifestUrls(remoteOverrides));
  const remotesEtag = weakEtag(remotesJson);
  return async (ctx, next) => {
    if (ctx.path.startsWith('/api/') || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    // Source maps publish the whole front-end source; served only when SERVE_SOURCE_MAPS=true.
    if (!opts.sourceMaps && ctx.path.endsWith('.map')) {
      ctx.status = 404;
      ctx.body = { detail: 'Not found' };
      return;
    }
    if (ctx.path === '/remotes.json') {
      // The shell finds this map inlined in its page; it reads /remotes.json again when it retries a remote.
      ctx.set('Cache-Control', CACHE.shortRevalidate);
      ctx.set('ETag', remotesEtag);
      if (etagMatches(ctx.get('if-none-match'), remotesEtag)) {
        ctx.status = 304;
        return;
      }
      ctx.type = 'application/json; charset=utf-8';
      ctx.body = remotesJson;
      return;
    }
    const remote = /^\/remotes\/([a-z-]+)(\/.*)$/.exec(ctx.path);
    if (remote) {
      if (remoteDirs.has(remote[1]) && (await sendStatic(ctx, path.join(staticRoot, remote[1], 'dist'), remote[2])))
        return;
      ctx.status = 404;
      ctx.body = { detail: 'Not found' };
      return;
    }
    await next();
    if (ctx.status !== 404 || ctx.body !== undefined) return;
    // Client-side routes (and the 404 page) are the shell's business; its page carries the remote map.
    const page = ctx.path === '/index.html' || !path.extname(ctx.path);
    if (page && (await sendShellPage(ctx, staticRoot, remoteOverrides, ctx.path))) return;
    if (!page && (await sendStatic(ctx, shellDist, ctx.path))) return;
    ctx.status = 404;
    ctx.body = { detail: 'Not found' };
  };
}
