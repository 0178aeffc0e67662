import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'koa';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** Entry files must be re-read after a deploy; hashed chunks never change. */
function cacheControl(file: string): string {
  const base = path.basename(file);
  if (/\.[0-9a-f]{8,}\./.test(base)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/** Sends `rel` from `root`; false when there is no such file. Never leaves `root`. */
export async function sendStatic(ctx: Context, root: string, rel: string): Promise<boolean> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rel);
  } catch {
    return false;
  }
  if (decoded.includes('\0')) return false;
  const file = path.resolve(root, '.' + path.posix.normalize('/' + decoded));
  if (file !== root && !file.startsWith(root + path.sep)) return false;
  try {
    const s = await stat(file);
    if (!s.isFile()) return false;
    ctx.type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
    ctx.length = s.size;
    ctx.lastModified = s.mtime;
    ctx.set('Cache-Control', cacheControl(file));
    if (path.basename(file) === 'mf-manifest.json' || path.basename(file) === 'remoteEntry.js')
      ctx.set('Access-Control-Allow-Origin', '*');
    ctx.body = ctx.method === 'HEAD' ? null : createReadStream(file);
    return true;
  } catch {
    return false;
  }
}
