// The front end as the BFF serves it: the build's Brotli/gzip copies by content negotiation, HTML and JSON
// compressed on the fly, cache policies, and the shell's page carrying the remote map and the route's preloads.
import { createHash } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Koa from 'koa';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { compressAnswers } from '../../http/http.compression';
import { staticFiles } from '../static.routes';
import { FIRST_PAINT_AT_ONCE, FIRST_PAINT_SCRIPT, FIRST_PAINT_SCRIPT_CSP } from '../static.first-paint';

let root: string;
const MAIN = 'console.log("the shell");\n'.repeat(200);
const ENTRY = 'var mf_auth = "the remote entry";\n'.repeat(100);
const PAINTED = '<section><h1>Welcome<span data-first-paint-email=", "></span>!</h1></section>\n';

function write(rel: string, text: string, copies = true) {
  const file = path.join(root, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  if (copies) {
    writeFileSync(file + '.br', brotliCompressSync(text));
    writeFileSync(file + '.gz', gzipSync(text));
  }
}

function manifest(exposeChunk: string) {
  return JSON.stringify({
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [{ name: 'LoginPage', assets: { js: { sync: [exposeChunk], async: ['511.aaaa1111.js'] } } }],
  });
}

beforeAll(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'static-serving-'));
  write(
    'shell/dist/index.html',
    '<!doctype html><html><head><title>Lessonloom</title>' +
      '<link rel="preload" as="script" href="/470.c0a469b0.js"><script defer src="/main.js"></script></head>' +
      '<body><div id="first-paint" hidden><main><template id="first-paint-page"></template></main></div>' +
      `<div id="root"></div>${'<!-- padding -->'.repeat(80)}</body></html>`,
    false,
  );
  write(
    'shell/dist/routes.json',
    JSON.stringify([
      { path: '/login', remote: 'mf_auth', module: 'LoginPage' },
      { path: '/billing', remote: 'mf_billing', module: 'BillingPage', scripts: ['/store.5f0c1a2b.js'] },
      { path: '/dashboard', remote: 'mf_generate', module: 'DashboardPage', scripts: ['/store.5f0c1a2b.js'] },
      { path: '/generate', remote: 'mf_generate', module: 'GeneratePage', scripts: ['/store.5f0c1a2b.js'] },
    ]),
  );
  write('mf-generate/dist/mf-manifest.json', JSON.stringify({ metaData: {}, exposes: [] }));
  write('mf-generate/dist/first-paint/DashboardPage.html', PAINTED, false);
  write('mf-generate/dist/first-paint/GeneratePage.html', '<h1>Generate Content</h1>', false);
  write('shell/dist/main.js', MAIN);
  write('shell/dist/470.c0a469b0.js', MAIN);
  write('mf-auth/dist/remoteEntry.js', ENTRY);
  write('mf-auth/dist/mf-manifest.json', manifest('__federation_expose_LoginPage.a55ab9a1.js'));
  write('mf-auth/dist/__federation_expose_LoginPage.a55ab9a1.js', ENTRY);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as sent, not decoded (a test client would decode them). */
  body: Buffer;
}
type Client = { get: (url: string, headers?: Record<string, string>) => Promise<Answer> };
const servers: http.Server[] = [];
afterAll(() => servers.forEach((s) => s.close()));

function app(overrides: Record<string, string> = {}): Client {
  const koa = new Koa();
  koa.use(compressAnswers());
  koa.use(staticFiles(root, overrides));
  koa.use(async (ctx, next) => {
    if (ctx.path === '/api/big') ctx.body = { items: Array.from({ length: 200 }, (_, i) => ({ i, text: 'a row' })) };
    else if (ctx.path === '/api/stream') {
      ctx.type = 'text/event-stream';
      ctx.body = 'data: {}\n\n'.repeat(300);
    } else await next();
  });
  const server = http.createServer(koa.callback());
  const listening = new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  servers.push(server);
  return {
    get: async (url, headers = {}) => {
      await listening;
      return new Promise((resolve, reject) => {
        const { port } = server.address() as AddressInfo;
        http
          .get({ host: '127.0.0.1', port, path: url, headers }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () =>
              resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
            );
          })
          .on('error', reject);
      });
    },
  };
}

const raw = (res: Answer) => res.body;
const get = (client: Client, url: string, encoding: string) => client.get(url, { 'accept-encoding': encoding });

describe('scripts and manifests: the build copies by content negotiation', () => {
  it('answers Brotli to a browser that takes it, with the length of the bytes sent and Vary', async () => {
    const res = await get(app(), '/main.js', 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(Number(res.headers['content-length'])).toBe(raw(res).length);
    expect(raw(res).length).toBeLessThan(MAIN.length / 10);
    expect(brotliDecompressSync(raw(res)).toString()).toBe(MAIN);
  });

  it('answers gzip to a browser without Brotli, and the file itself to one that takes neither', async () => {
    const gz = await get(app(), '/remotes/mf-auth/remoteEntry.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(Number(gz.headers['content-length'])).toBe(raw(gz).length);
    expect(gunzipSync(raw(gz)).toString()).toBe(ENTRY);
    const plain = await get(app(), '/remotes/mf-auth/remoteEntry.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(Number(plain.headers['content-length'])).toBe(ENTRY.length);
    expect(raw(plain).toString()).toBe(ENTRY);
    // q=0 refuses an encoding
    const noBr = await get(app(), '/main.js', 'br;q=0, gzip');
    expect(noBr.headers['content-encoding']).toBe('gzip');
  });

  it('caches hashed files for a year, manifests briefly with revalidation, entries never without asking', async () => {
    const http = app();
    const chunk = await get(http, '/470.c0a469b0.js', 'br');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const manifestRes = await get(http, '/remotes/mf-auth/mf-manifest.json', 'br');
    expect(manifestRes.headers['cache-control']).toBe('public, max-age=60, must-revalidate');
    expect(manifestRes.headers['access-control-allow-origin']).toBe('*');
    expect(JSON.parse(brotliDecompressSync(raw(manifestRes)).toString()).exposes[0].name).toBe('LoginPage');
    const entry = await get(http, '/main.js', 'br');
    expect(entry.headers['cache-control']).toBe('no-cache');
    const again = await http.get('/main.js', {
      'accept-encoding': 'br',
      'if-none-match': String(entry.headers['etag']),
    });
    expect(again.status).toBe(304);
    const remotes = await get(http, '/remotes.json', 'br');
    expect(remotes.headers['cache-control']).toBe('public, max-age=60, must-revalidate');
    const remotesAgain = await http.get('/remotes.json', { 'if-none-match': String(remotes.headers['etag']) });
    expect(remotesAgain.status).toBe(304);
  });
});

describe('HTML and JSON compressed on the fly above the threshold', () => {
  it('compresses a large JSON answer and leaves event streams and small answers alone', async () => {
    const http = app();
    const big = await get(http, '/api/big', 'br');
    expect(big.headers['content-encoding']).toBe('br');
    expect(big.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(JSON.parse(brotliDecompressSync(raw(big)).toString()).items).toHaveLength(200);
    const gz = await get(http, '/api/big', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    const stream = await get(http, '/api/stream', 'br, gzip');
    expect(stream.headers['content-encoding']).toBeUndefined();
    const small = await get(http, '/remotes.json', 'br, gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe("the shell's page", () => {
  const inlined = (html: string) =>
    JSON.parse(/<script type="application\/json" id="lessonloom-remotes">(.*?)<\/script>/.exec(html)![1]);

  it('inlines the remote map and preloads the route’s manifest, remote entry and page chunks', async () => {
    const res = await get(app(), '/login', 'br');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = brotliDecompressSync(raw(res)).toString();
    expect(inlined(html).mf_auth).toBe('/remotes/mf-auth/mf-manifest.json');
    expect(inlined(html)).toEqual(JSON.parse((await get(app(), '/remotes.json', '')).body.toString()));
    expect(html).toContain(
      '<link rel="preload" as="fetch" href="/remotes/mf-auth/mf-manifest.json" crossorigin="anonymous">',
    );
    expect(html).toContain('<link rel="preload" as="script" href="/remotes/mf-auth/remoteEntry.js">');
    expect(html).toContain(
      '<link rel="preload" as="script" href="/remotes/mf-auth/__federation_expose_LoginPage.a55ab9a1.js">',
    );
    // the remote's own copies of shared libraries come from the shell: not preloaded
    expect(html).not.toContain('511.aaaa1111.js');
    // the sign-in page uses no store: the shell's store chunk is not named
    expect(html).not.toContain('/store.');
    // everything before </head>, the shell's own tags kept
    expect(html.indexOf('lessonloom-remotes')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('<script defer src="/main.js"></script>');
  });

  it('names a redeployed remote’s new chunks in the next page, with no shell rebuild', async () => {
    const http = app();
    const file = path.join(root, 'mf-auth/dist/mf-manifest.json');
    writeFileSync(file, manifest('__federation_expose_LoginPage.bbbb2222.js'));
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    const html = (await get(http, '/login', '')).body.toString();
    expect(html).toContain('/remotes/mf-auth/__federation_expose_LoginPage.bbbb2222.js');
    expect(html).not.toContain('a55ab9a1');
  });

  it('inlines a remote moved to another origin (REMOTE_URLS) and preloads only its manifest', async () => {
    const moved = 'https://auth.cdn.school.test/v2/mf-manifest.json';
    const html = (await get(app({ mf_auth: moved }), '/login', '')).body.toString();
    expect(inlined(html).mf_auth).toBe(moved);
    expect(inlined(html).mf_billing).toBe('/remotes/mf-billing/mf-manifest.json');
    expect(html).toContain(`<link rel="preload" as="fetch" href="${moved}" crossorigin="anonymous">`);
    expect(html).not.toContain('/remotes/mf-auth/remoteEntry.js');
  });

  it('serves the page (map, no preloads) for routes it has no build for, and 304 to a client that has it', async () => {
    const http = app();
    const billing = await get(http, '/billing', '');
    const html = billing.body.toString();
    expect(inlined(html).mf_billing).toBe('/remotes/mf-billing/mf-manifest.json');
    expect(html).toContain('href="/remotes/mf-billing/mf-manifest.json"');
    expect(html).not.toContain('remoteEntry.js');
    // a page that uses the store gets the shell's store chunk (routes.json `scripts`) with the HTML
    expect(html).toContain('<link rel="preload" as="script" href="/store.5f0c1a2b.js">');
    const unknown = await get(http, '/no-such-page', '');
    expect(unknown.status).toBe(200);
    expect(unknown.body.toString()).not.toContain('rel="preload" as="fetch"');
    const again = await http.get('/billing', { 'if-none-match': String(billing.headers['etag']) });
    expect(again.status).toBe(304);
  });

  it('escapes the map so a configured URL cannot end the script block', async () => {
    const html = (await get(app({ mf_auth: 'https://x.test/</script><script>alert(1)</script>' }), '/login', '')).body;
    expect(html.toString()).not.toContain('</script><script>alert(1)');
  });

  describe('the first paint of a signed-in page', () => {
    it('puts the remote’s painted page in the frame and the session script first in the head', async () => {
      const html = (await get(app(), '/dashboard', '')).body.toString();
      expect(html).toContain(`<main>${PAINTED.trim()}</main>`);
      expect(html).not.toContain('first-paint-page');
      const script = `<script>${FIRST_PAINT_SCRIPT}</script>`;
      expect(html.indexOf(script)).toBeGreaterThan(0);
      expect(html.indexOf(script)).toBeLessThan(html.indexOf('lessonloom-remotes'));
      expect(html.indexOf(script)).toBeLessThan(html.indexOf('/store.5f0c1a2b.js'));
      // the CSP allows exactly this script by its hash
      expect(FIRST_PAINT_SCRIPT_CSP).toBe(
        `'sha256-${createHash('sha256').update(FIRST_PAINT_SCRIPT).digest('base64')}'`,
      );
      expect(FIRST_PAINT_SCRIPT).toContain('"/api/auth/me"');
      expect(FIRST_PAINT_SCRIPT).toContain('"auth_token"');
      // it shows the teacher's email, so it waits for the session
      expect(html).not.toContain(FIRST_PAINT_AT_ONCE);
    });

    it('has a page that says nothing of the teacher shown with the HTML', async () => {
      const html = (await get(app(), '/generate', '')).body.toString();
      expect(html).toContain('<main><h1>Generate Content</h1></main>');
      expect(html).toContain(`${FIRST_PAINT_AT_ONCE}<script>${FIRST_PAINT_SCRIPT}</script>`);
      expect(FIRST_PAINT_AT_ONCE).toBe('<meta name="lessonloom-first-paint-at-once">');
      expect(FIRST_PAINT_SCRIPT).toContain('meta[name="lessonloom-first-paint-at-once"]');
    });

    it('leaves pages without a painted page as they were: no script, the frame empty and hidden', async () => {
      for (const page of ['/login', '/billing', '/no-such-page']) {
        const html = (await get(app(), page, '')).body.toString();
        expect(html).not.toContain(FIRST_PAINT_SCRIPT);
        expect(html).toContain(
          '<div id="first-paint" hidden><main><template id="first-paint-page"></template></main></div>',
        );
      }
    });

    it('paints a redeployed remote’s new text in the next page, with no shell rebuild', async () => {
      const http = app();
      const file = path.join(root, 'mf-generate/dist/first-paint/DashboardPage.html');
      writeFileSync(file, '<h1>Hello again</h1>');
      utimesSync(file, new Date(), new Date(Date.now() + 5000));
      expect((await get(http, '/dashboard', '')).body.toString()).toContain('<main><h1>Hello again</h1></main>');
      writeFileSync(file, PAINTED);
      utimesSync(file, new Date(), new Date(Date.now() + 10000));
    });

    it('paints nothing for a remote moved to another origin (its build is not on this disk)', async () => {
      const html = (await get(app({ mf_generate: 'https://gen.cdn.school.test/mf-manifest.json' }), '/dashboard', ''))
        .body;
      expect(html.toString()).not.toContain('Welcome');
      expect(html.toString()).not.toContain(FIRST_PAINT_SCRIPT);
    });
  });
});
