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

/** Copies the front-end build writes beside a file (webpack/compression.js), best first. */
const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/** A hashed file never changes; a manifest is re-read after a short while; any other entry file every time. */
export const CACHE = {
  immutable: 'public, max-age=31536000, immutable',
  // remotes.json and mf-manifest.json: a deploy is seen within a minute, and in between the browser asks
  // with If-None-Match / If-Modified-Since and gets a 304.
  shortRevalidate: 'public, max-age=60, must-revalidate',
  revalidate: 'no-cache',
} as const;

function cacheControl(file: string): string {
  const base = path.basename(file);
  if (/\.[0-9a-f]{8,}\./.test(base)) return CACHE.immutable;
  if (base === 'mf-manifest.json') return CACHE.shortRevalidate;
  return CACHE.revalidate;
}

async function fileStat(file: string) {
  try {
    const s = await stat(file);
    return s.isFile() ? s : null;
  } catch {
    return null;
  }
}

/** The file `rel` names under `root`, or null when the path leaves `root` or cannot be decoded. */
export function resolveUnder(root: string, rel: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rel);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = path.resolve(root, '.' + path.posix.normalize('/' + decoded));
  if (file !== root && !file.startsWith(root + path.sep)) return null;
  return file;
}

/**
 * Sends `rel` from `root`; false when there is no such file. Never leaves `root`. A browser that accepts
 * Brotli or gzip gets the build's compressed copy (Content-Length of the bytes sent); every answer that
 * could differ by encoding says `Vary: Accept-Encoding`, and a client that holds the file gets a 304.
 */
export async function sendStatic(ctx: Context, root: string, rel: string): Promise<boolean> {
  const file = resolveUnder(root, rel);
  if (!file) return false;
  const s = await fileStat(file);
  if (!s) return false;
  let sent = { file, size: s.size, encoding: '' };
  let hasCopies = false;
  for (const { encoding, suffix } of PRECOMPRESSED) {
    const copy = await fileStat(file + suffix);
    if (!copy) continue;
    hasCopies = true;
    if (!sent.encoding && ctx.acceptsEncodings(encoding, 'identity') === encoding)
      sent = { file: file + suffix, size: copy.size, encoding };
  }
  if (hasCopies) ctx.vary('Accept-Encoding');
  const type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
  ctx.status = 200;
  ctx.type = type;
  ctx.lastModified = s.mtime;
  // weak: the Brotli, gzip and plain answers are the same file
  ctx.etag = `W/"${s.size.toString(16)}-${Math.floor(s.mtimeMs).toString(16)}"`;
  ctx.set('Cache-Control', cacheControl(file));
  if (path.basename(file) === 'mf-manifest.json' || path.basename(file) === 'remoteEntry.js')
    ctx.set('Access-Control-Allow-Origin', '*');
  if (ctx.fresh) {
    ctx.status = 304;
    return true;
  }
  if (ctx.method === 'HEAD') {
    ctx.body = null; // Koa drops the type and length with the body: the HEAD answer says them all the same
    ctx.type = type;
  } else ctx.body = createReadStream(sent.file);
  if (sent.encoding) ctx.set('Content-Encoding', sent.encoding);
  ctx.length = sent.size;
  return true;
}
