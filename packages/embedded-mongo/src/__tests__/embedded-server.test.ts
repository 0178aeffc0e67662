// Embedded-only behaviour whose timing a real mongod does not let tests control
// (TTL monitor interval, cursor idle timeout) and the library interface itself.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { MongoClient } from 'mongodb';
import { startEmbeddedMongo, type EmbeddedMongo } from '../index';
import { compiledCli } from './support/cli-process';

// Per-file: the root config runs projects, where a project-level testTimeout is ignored, and
// this machine is shared (servers, disk sync and 10 MB payloads take longer under load).
jest.setTimeout(30_000);

const dirs: string[] = [];
const servers: EmbeddedMongo[] = [];
async function start(opts: { ttlMonitorIntervalMs?: number; cursorTimeoutMs?: number } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'embedded-mongo-srv-'));
  dirs.push(dir);
  const lines: string[] = [];
  const server = await startEmbeddedMongo({ port: 0, dbPath: dir, logger: (l) => lines.push(l), ...opts });
  servers.push(server);
  const client = await new MongoClient(server.uri).connect();
  return { server, client, lines };
}
afterAll(async () => {
  for (const s of servers) await s.stop();
  dirs.forEach((d) => rmSync(d, { recursive: true, force: true }));
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

it('runs several independent instances in one process, each on its own port', async () => {
  const [a, b] = await Promise.all([start(), start()]);
  expect(a.server.port).not.toBe(b.server.port);
  expect(a.server.uri).toMatch(/^mongodb:\/\/127\.0\.0\.1:\d+$/);
  await a.client.db('d').collection('c').insertOne({ only: 'a' });
  expect(await b.client.db('d').collection('c').countDocuments()).toBe(0);
  expect(a.lines.some((l) => /Waiting for connections/.test(l))).toBe(true);
  await Promise.all([a.client.close(), b.client.close()]);
});

it('deletes expired documents through the TTL monitor', async () => {
  const { client } = await start({ ttlMonitorIntervalMs: 100 });
  const c = client.db('ttl').collection('sessions');
  await c.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0 });
  await c.createIndex({ seenAt: 1 }, { expireAfterSeconds: 3600 });
  await c.insertMany([
    { k: 'expired', expiresAt: new Date(Date.now() - 1000) },
    { k: 'future', expiresAt: new Date(Date.now() + 60_000) },
    { k: 'not-a-date', expiresAt: 'tomorrow' },
    { k: 'old-seen', seenAt: new Date(Date.now() - 7200_000) },
  ]);
  await sleep(400);
  expect((await c.find().toArray()).map((d) => d.k).sort()).toEqual(['future', 'not-a-date']);
  await client.close();
});

it('discards cursors left idle past the timeout', async () => {
  const { client } = await start({ cursorTimeoutMs: 150 });
  const db = client.db('cur');
  await db.collection('x').insertMany(Array.from({ length: 10 }, (_, i) => ({ i })));
  const r = await db.command({ find: 'x', batchSize: 2 });
  await sleep(400);
  await expect(db.command({ getMore: r.cursor.id, collection: 'x' })).rejects.toMatchObject({
    code: 43,
    codeName: 'CursorNotFound',
  });
  await client.close();
});

it('fails to start on a port that is taken, releasing the data directory', async () => {
  const { server, client } = await start();
  const dir = mkdtempSync(join(tmpdir(), 'embedded-mongo-srv-'));
  dirs.push(dir);
  await expect(startEmbeddedMongo({ port: server.port, dbPath: dir })).rejects.toThrow(/EADDRINUSE/);
  const again = await startEmbeddedMongo({ port: 0, dbPath: dir });
  await again.stop();
  await client.close();
});

it('explains its options with --help', async () => {
  const r = spawnSync(process.execPath, [compiledCli(), '--help'], {
    encoding: 'utf8',
    env: { ...process.env, NODE_PATH: join(__dirname, '../../../../node_modules') },
  });
  expect(r.status).toBe(0);
  expect(r.stdout).toMatch(/--port/);
  expect(r.stdout).toMatch(/--dbpath/);
  expect(r.stdout).toMatch(/127\.0\.0\.1/);
});
