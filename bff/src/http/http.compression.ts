import zlib from 'node:zlib';
import compress from 'koa-compress';
import type { Middleware } from 'koa';

/** Below this an answer fits in one packet and compressing it costs more than it saves. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

// HTML pages and JSON answers, made per request. Scripts, styles and manifests are compressed once at build
// time (webpack/compression.js, served as they are by static/static.files.ts); downloads (DOCX, PDF, zip)
// are compressed already, and an event stream must reach the browser event by event.
const COMPRESSED_ON_THE_FLY = /^(text\/html|application\/json)\b/i;

/**
 * koa-compress: content negotiation (Brotli, else gzip), `Vary: Accept-Encoding` and Content-Length handled
 * by a library every Koa app uses, rather than by hand. Brotli at quality 4 costs about what gzip does while
 * the request waits; the build's copies use the slowest, smallest settings instead.
 */
export function compressAnswers(): Middleware {
  return compress({
    filter: (type) => COMPRESSED_ON_THE_FLY.test(type),
    threshold: COMPRESSION_THRESHOLD_BYTES,
    br: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    gzip: { level: 6 },
    deflate: false,
  });
}
