// Every error a client can get is `{"detail": ...}` with the right status and plain words — including the
// ones raised by the body parsers, the routers and Node's own HTTP parser.
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import type { Response } from 'supertest';
import { answerClientErrors } from '../http.client-error';
import { appWithActiveUser, type TestUser } from '../../modules/generations/__tests__/helpers';
import type { TestApp } from '../../testing/testing.app';

const shared = appWithActiveUser();
let t: TestApp;
let user: TestUser;
beforeAll(() => ({ t, user } = shared));

const INTERNALS =
  /formidable|maxFiles|maxFields|options\.|boundary|Unexpected token|JSON at position|koa|raw-body|stream|Error:|undefined/i;

function expectJsonError(res: Response, status: number, detail?: string | RegExp) {
  expect(res.status).toBe(status);
  expect(res.headers['content-type']).toMatch(/application\/json/);
  expect(typeof res.body.detail).toBe('string');
  expect(res.body.detail).not.toMatch(INTERNALS);
  if (typeof detail === 'string') expect(res.body.detail).toBe(detail);
  else if (detail) expect(res.body.detail).toMatch(detail);
}

describe('router answers', () => {
  it('405 names the methods that are allowed', async () => {
    const res = await t.http.get('/api/auth/login');
    expectJsonError(res, 405, 'GET is not allowed here; use POST.');
    expect(res.headers.allow).toBe('POST');
  });

  it('404 for an unknown API path and for a missing remote asset', async () => {
    expectJsonError(await t.http.get('/api/no-such-thing'), 404, 'Not found');
    expectJsonError(await t.http.get('/remotes/mf-auth/no-such-chunk.js'), 404, 'Not found');
  });
});

describe('body parser answers', () => {
  it('400 with a plain message for broken multipart, on a form and on an upload', async () => {
    const broken =
      '--xyz\r\nContent-Disposition: form-data; name="email"\r\n\r\nteacher@school.edu\r\n--xyz\r\nContent-Disp';
    const form = await t.http
      .post('/api/auth/login')
      .set('Content-Type', 'multipart/form-data; boundary=xyz')
      .send(broken);
    expectJsonError(
      form,
      400,
      'The form could not be read. Send it as multipart/form-data, application/x-www-form-urlencoded or JSON.',
    );
    const noBoundary = await t.http.post('/api/auth/login').set('Content-Type', 'multipart/form-data').send('email=x');
    expectJsonError(noBoundary, 400);
    const upload = await t.http
      .post('/api/upload')
      .set('Authorization', user.auth)
      .set('Content-Type', 'multipart/form-data; boundary=xyz')
      .send(broken);
    expectJsonError(
      upload,
      400,
      'The upload could not be read. Send the file as multipart/form-data in a field named "file".',
    );
  });

  it('400 for JSON that does not parse', async () => {
    const res = await t.http
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send('{"email": "x@school.edu", ');
    expectJsonError(res, 400);
  });

  it('two tiny files are "one file at a time", not "smaller than 10MB"', async () => {
    const res = await t.http
      .post('/api/upload')
      .set('Authorization', user.auth)
      .attach('file', Buffer.from('ab'), 'a.txt')
      .attach('file', Buffer.from('cd'), 'b.txt');
    expectJsonError(res, 400, 'Upload one file at a time.');
  });

  it('a file sent to a form route is refused in plain words', async () => {
    const res = await t.http
      .post('/api/auth/login')
      .field('email', 'x@school.edu')
      .attach('file', Buffer.from('ab'), 'a.txt');
    expectJsonError(res, 400, 'This form does not take files.');
  });

  it('413 names the limit that was passed', async () => {
    const big = await t.http
      .post('/api/auth/login')
      .type('form')
      .send({ email: 'x@school.edu', password: 'p'.repeat(300 * 1024) });
    expectJsonError(big, 413, 'The form is too large (at most 256 KB).');
    const bigMultipart = await t.http
      .post('/api/auth/login')
      .field('email', 'x@school.edu')
      .field('password', 'p'.repeat(300 * 1024));
    expectJsonError(bigMultipart, 413, 'The form is too large (at most 256 KB).');
  });

  it('415 for a body no parser here reads', async () => {
    expectJsonError(
      await t.http.post('/api/auth/login').set('Content-Type', 'text/plain').send('email=x@school.edu&password=abc'),
      415,
      'Send the form as multipart/form-data, application/x-www-form-urlencoded or JSON.',
    );
    expectJsonError(
      await t.http
        .post('/api/upload')
        .set('Authorization', user.auth)
        .set('Content-Type', 'application/json')
        .send('{"file":"x"}'),
      415,
      'Send the file as multipart/form-data in a field named "file".',
    );
  });
});

describe("Node's own HTTP parser", () => {
  let server: Server;
  beforeAll(async () => {
    server = createServer((_req, res) => res.end('ok'));
    answerClientErrors(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  function raw(request: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = connect((server.address() as AddressInfo).port, '127.0.0.1');
      let data = '';
      socket.on('data', (c) => (data += c.toString()));
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
      socket.write(request);
    });
  }

  it('answers a 60 KB header with 431 and a JSON detail', async () => {
    const answer = await raw(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(60 * 1024)}\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer).toMatch(/Content-Type: application\/json/);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      detail: 'The request headers are too large (at most 16 KB).',
    });
  });

  it('answers a broken request line with 400 and a JSON detail', async () => {
    const answer = await raw('THIS IS NOT HTTP\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      detail: 'The request could not be read.',
    });
  });
});
