import path from 'node:path';
import type { Middleware } from 'koa';
import { REMOTES, remoteManifestUrls } from './static.remotes';
import { sendStatic } from './static.files';

/**
 * Serves the built shell at / (history fallback to index.html for client routes), every remote under
 * /remotes/<dir>/ and /remotes.json. /api/* is never answered here.
 */
export function staticFiles(
  staticRoot: string,
  remoteOverrides: Record<string, string>,
  opts: { sourceMaps?: boolean } = {},
): Middleware {
  const shellDist = path.join(staticRoot, 'shell', 'dist');
  const remoteDirs = new Set<string>(Object.values(REMOTES));
  return async (ctx, next) => {
    if (ctx.path.startsWith('/api/') || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    // Source maps publish the whole front-end source; served only when SERVE_SOURCE_MAPS=true.
    if (!opts.sourceMaps && ctx.path.endsWith('.map')) {
      ctx.status = 404;
      ctx.body = { detail: 'Not found' };
      return;
    }
    if (ctx.path === '/remotes.json') {
      ctx.set('Cache-Control', 'no-cache');
      ctx.body = remoteManifestUrls(remoteOverrides);
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
    if (await sendStatic(ctx, shellDist, ctx.path)) return;
    // Client-side routes (and the 404 page) are the shell's business.
    if (!path.extname(ctx.path) && (await sendStatic(ctx, shellDist, '/index.html'))) {
      ctx.status = 200;
      return;
    }
    ctx.status = 404;
    ctx.body = { detail: 'Not found' };
  };
}
