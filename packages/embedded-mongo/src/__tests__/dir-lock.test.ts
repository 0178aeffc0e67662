// The data directory's lock is held by the operating system (a listening Unix socket),
// never decided by comparing process ids.
import { existsSync, writeFileSync } from 'node:fs';

import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import { startEmbeddedMongo } from '../index';
import { LOCK_SOCKET, socketIsLive } from '../storage/dir-lock';
import { startCli } from './support/cli-process';
import { tempDirs } from './support/temp-dirs';

jest.setTimeout(30_000);

const tempDir = tempDirs('em-lock-');

async function count(uri: string): Promise<number> {
  const c = await new MongoClient(uri, { serverSelectionTimeoutMS: 5000 }).connect();
  try {
    return await c.db('d').collection('c').countDocuments();
  } finally {
    await c.close();
  }
}

describe('data directory lock', () => {
  it('starts over a leftover lock file naming any pid, live or not (this process, pid 1, a dead one)', async () => {
    for (const pid of [process.pid, 1, 999_999]) {
      const dir = tempDir();
      writeFileSync(join(dir, 'embedded-mongo.lock'), String(pid));
      const s = await startEmbeddedMongo({ port: 0, dbPath: dir });
      expect(existsSync(join(dir, 'embedded-mongo.lock'))).toBe(false);
      await s.stop();
    }
  });

  it('takes over the socket left by a store killed with -9, keeping its data', async () => {
    const dir = tempDir();
    const first = await startCli(dir);
    const c = await new MongoClient(`mongodb://127.0.0.1:${first.port}`).connect();
    await c.db('d').collection('c').insertOne({ kept: true });
    await c.close();
    first.child.kill('SIGKILL');
    await first.exited;
    // the file stays behind, but nothing listens on it any more
    expect(existsSync(join(dir, LOCK_SOCKET))).toBe(true);
    expect(await socketIsLive(join(dir, LOCK_SOCKET))).toBe(false);
    const second = await startEmbeddedMongo({ port: 0, dbPath: dir });
    expect(await count(second.uri)).toBe(1);
    expect(await socketIsLive(join(dir, LOCK_SOCKET))).toBe(true);
    await second.stop();
  });

  it('takes over a stray non-socket file at the lock path', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, LOCK_SOCKET), '12345');
    const s = await startEmbeddedMongo({ port: 0, dbPath: dir });
    await s.stop();
  });

  it('refuses a second live store on the same directory, from another process or this one', async () => {
    const dir = tempDir();
    const running = await startCli(dir);
    await expect(startEmbeddedMongo({ port: 0, dbPath: dir })).rejects.toThrow(
      /is in use by another running embedded-mongo/,
    );
    const other = tempDir();
    const here = await startEmbeddedMongo({ port: 0, dbPath: other });
    await expect(startEmbeddedMongo({ port: 0, dbPath: other })).rejects.toThrow(/already in use by this process/);
    // a second CLI process gives up with the reason, and the first one keeps serving
    const second = startCli(dir);
    await expect(second).rejects.toThrow(/is in use by another running embedded-mongo/);
    expect(await count(`mongodb://127.0.0.1:${running.port}`)).toBe(0);
    await here.stop();
    running.child.kill('SIGTERM');
    await running.exited;
    // a clean stop releases the lock: the socket no longer answers and the next start takes it
    expect(await socketIsLive(join(dir, LOCK_SOCKET))).toBe(false);
    const next = await startEmbeddedMongo({ port: 0, dbPath: dir });
    await next.stop();
  });
});
