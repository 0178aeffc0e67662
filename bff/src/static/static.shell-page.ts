import path from 'node:path';
import type { Context } from 'koa';
import { etagMatches, weakEtag } from '../http/http.etag';
import { readJsonWhenChanged, readWhenChanged } from './static.file-cache';
import { remotePagePreloads, type Preload } from './static.remote-preloads';
import { remoteManifestUrls } from './static.remotes';
import { CACHE } from './static.files';
import {
  FIRST_PAINT_AT_ONCE,
  FIRST_PAINT_MARKER,
  FIRST_PAINT_SCRIPT,
  firstPaintMarkup,
  waitsForSession,
} from './static.first-paint';

/** The id of the JSON block the shell reads its remote map from (shell/src/remotes/federation-loader.ts). */
export const REMOTE_MAP_ELEMENT_ID = 'lessonloom-remotes';

interface PageRoute {
  path: string;
  remote: string;
  module: string;
  /** The shell's own scripts this page needs beyond those it boots with (the store chunk). */
  scripts?: string[];
}

const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
// JSON inside <script>: no '</script>' or '<!--' can end the block early
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function preloadTag({ href, as }: Preload): string {
  // fetch() asks in CORS mode without credentials across origins: a preload must say the same to be used
  const cors = as === 'fetch' ? ' crossorigin="anonymous"' : '';
  return `<link rel="preload" as="${as}" href="${attr(href)}"${cors}>`;
}

/**
 * The shell's page for a client route, with what the shell would otherwise ask for one round trip at a time:
 * the remote map (what /remotes.json answers, from configuration, so moving a remote needs no shell
 * rebuild) inlined as JSON, and preloads for the shell's scripts the route needs beyond its boot ones (the
 * store chunk, from routes.json) and the route's remote manifest, entry and exposed page chunks (the shell's
 * boot chunks are named by its build). A page whose remote has a painted top (first-paint/<Module>.html) gets
 * it in the shell's first-paint frame, with the script that asks for the session and shows it. False when the
 * shell is not built.
 */
export async function sendShellPage(
  ctx: Context,
  staticRoot: string,
  remoteOverrides: Record<string, string>,
  pathname: string,
): Promise<boolean> {
  const shellDist = path.join(staticRoot, 'shell', 'dist');
  const template = await readWhenChanged(path.join(shellDist, 'index.html'), (text) => text);
  if (template === null || !template.includes('</head>')) return false;
  const routes = (await readJsonWhenChanged<PageRoute[]>(path.join(shellDist, 'routes.json'))) ?? [];
  const remotes = remoteManifestUrls(remoteOverrides);
  const route = routes.find((r) => r.path === pathname.replace(/(.)\/+$/, '$1'));
  const manifest = route && remotes[route.remote];
  const shellScripts: Preload[] = (route?.scripts ?? []).map((href) => ({ href, as: 'script' }));
  const preloads = [...shellScripts, ...(manifest ? await remotePagePreloads(staticRoot, manifest, route.module) : [])];
  const painted =
    manifest && template.includes(FIRST_PAINT_MARKER)
      ? await firstPaintMarkup(staticRoot, manifest, route.module)
      : null;
  // the session is asked for first: its answer is what the painted page waits for
  const head =
    (painted ? `${waitsForSession(painted) ? '' : FIRST_PAINT_AT_ONCE}<script>${FIRST_PAINT_SCRIPT}</script>` : '') +
    `<script type="application/json" id="${REMOTE_MAP_ELEMENT_ID}">${scriptJson(remotes)}</script>` +
    preloads.map(preloadTag).join('');
  let html = template.replace('</head>', `${head}</head>`);
  if (painted) html = html.replace(FIRST_PAINT_MARKER, painted);
  const etag = weakEtag(html);
  ctx.status = 200;
  ctx.set('ETag', etag);
  ctx.set('Cache-Control', CACHE.revalidate);
  if (etagMatches(ctx.get('if-none-match'), etag)) {
    ctx.status = 304;
    return true;
  }
  ctx.type = 'text/html; charset=utf-8';
  ctx.body = html; // Koa sends no body to a HEAD, only its length
  return true;
}
