import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createApp } from '../../app';
import { loadConfig } from '../../config';
import { activeUser, type TestUser } from '../../modules/generations/__tests__/helpers';
import { startTestApp, type TestApp } from '../../testing/testing.app';

let t: TestApp;
let user: TestUser;
let root: string;
beforeAll(async () => {
  t = await startTestApp();
  user = await activeUser(t);
  root = await mkdtemp(path.join(os.tmpdir(), 'lessonloom-static-'));
  await mkdir(path.join(root, 'shell', 'dist'), { recursive: true });
  await writeFile(
    path.join(root, 'shell', 'dist', 'main.3f2a1b9c8d.js'),
    'console.log(1);\n//# sourceMappingURL=main.3f2a1b9c8d.js.map',
  );
  await writeFile(path.join(root, 'shell', 'dist', 'main.3f2a1b9c8d.js.map'), '{"version":3,"sources":["secret.tsx"]}');
});
afterAll(async () => {
  await t.close();
  await rm(root, { recursive: true, force: true });
});

describe('Cache-Control: no-store on answers with tokens or personal data', () => {
  it.each([
    [
      'signup (token)',
      () => t.http.post('/api/auth/signup').type('form').send({ email: 'cache@school.edu', password: 'abcdefgh' }),
    ],
    [
      'login (token)',
      () => t.http.post('/api/auth/login').type('form').send({ email: user.email, password: user.password }),
    ],
    [
      'a failed login',
      () => t.http.post('/api/auth/login').type('form').send({ email: user.email, password: 'wrong' }),
    ],
    ['me', () => t.http.get('/api/auth/me').set('Authorization', user.auth)],
    [
      'an upload',
      () =>
        t.http
          .post('/api/upload')
          .set('Authorization', user.auth)
          .attach('file', Buffer.from('The water cycle moves water.'), 'notes.txt'),
    ],
    ['question search', () => t.http.get('/api/question-bank/search').set('Authorization', user.auth)],
    ['billing summary', () => t.http.get('/api/billing/summary').set('Authorization', user.auth)],
    ['an API 404', () => t.http.get('/api/generations/000000000000000000000000').set('Authorization', user.auth)],
  ])('%s', async (_name, send) => {
    const res = await send();
    expect(res.status).toBeLessThan(500);
    expect(res.headers['cache-control']).toMatch(/no-store/);
  });
});

// The history answers ETag/304 for speed (http/http.etag.ts): `private, no-cache` keeps it out of shared caches
// and revalidated on every use; no-store would defeat the 304.
it('generation history: private and revalidated', async () => {
  const res = await t.http.get('/api/generations').set('Authorization', user.auth);
  expect(res.headers['cache-control']).toBe('private, no-cache');
});

describe('source maps', () => {
  const app = (env: NodeJS.ProcessEnv) =>
    request(
      createApp({
        ...t.deps,
        config: loadConfig({
          NODE_ENV: 'production',
          PUBLIC_URL: 'https://app.example.org',
          LOG_LEVEL: 'silent',
          STATIC_ROOT: root,
          ...env,
        }),
      }).callback(),
    );

  it('are not served by default', async () => {
    const http = app({});
    expect((await http.get('/main.3f2a1b9c8d.js')).status).toBe(200);
    const map = await http.get('/main.3f2a1b9c8d.js.map');
    expect(map.status).toBe(404);
    expect(map.body).toEqual({ detail: 'Not found' });
    expect(JSON.stringify(map.body)).not.toContain('secret.tsx');
  });

  it('are served with SERVE_SOURCE_MAPS=true', async () => {
    const map = await app({ SERVE_SOURCE_MAPS: 'true' }).get('/main.3f2a1b9c8d.js.map');
    expect(map.status).toBe(200);
    expect(map.text).toContain('secret.tsx');
  });
});
