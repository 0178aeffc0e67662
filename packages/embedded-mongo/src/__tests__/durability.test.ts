// Embedded-only: the journal, snapshots and crash recovery of our own storage.
import { appendFileSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';

import { join } from 'node:path';
import { MongoClient, ObjectId } from 'mongodb';
import { startEmbeddedMongo } from '../index';
import { startCli } from './support/cli-process';
import { tempDirs } from './support/temp-dirs';

// Per-file: the root config runs projects, where a project-level testTimeout is ignored, and
// this machine is shared (servers, disk sync and 10 MB payloads take longer under load).
jest.setTimeout(30_000);

const tempDir = tempDirs('embedded-mongo-dur-');

const journalOf = (dir: string) =>
  join(
    dir,
    readdirSync(dir).find((f) => f.startsWith('journal.'))!,
  );

async function withClient<T>(uri: string, fn: (c: MongoClient) => Promise<T>): Promise<T> {
  const c = await new MongoClient(uri, { serverSelectionTimeoutMS: 5000 }).connect();
  try {
    return await fn(c);
  } finally {
    await c.close();
  }
}

describe('crash safety', () => {
  it('keeps every acknowledged write after kill -9 mid-write, and drops a torn journal tail', async () => {
    const dir = tempDir();
    const first = await startCli(dir);
    const acked: ObjectId[] = [];
    const client = await new MongoClient(`mongodb://127.0.0.1:${first.port}`, {
      serverSelectionTimeoutMS: 5000,
      maxPoolSize: 8,
    }).connect();
    const coll = client.db('crash').collection('w');
    let stop = false;
    const writer = async () => {
      while (!stop) {
        const _id = new ObjectId();
        try {
          await coll.insertOne({ _id, pad: 'x'.repeat(200) });
          acked.push(_id);
        } catch {
          return; // the server died under us: this write was never acknowledged
        }
      }
    };
    const writers = Array.from({ length: 8 }, writer);
    // let a good number of writes through, then kill the server while 8 more are in flight
    const deadline = Date.now() + 10_000;
    while (acked.length < 200 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    first.child.kill('SIGKILL');
    stop = true;
    await Promise.all(writers);
    await first.exited;
    await client.close(true);
    expect(acked.length).toBeGreaterThan(50);
    // a write torn half-way through its record
    appendFileSync(journalOf(dir), Buffer.from([200, 0, 0, 0, 1, 2, 3, 4, 5, 6]));

    const second = await startCli(dir);
    expect(second.output()).toMatch(/torn tail/);
    const ids = await withClient(`mongodb://127.0.0.1:${second.port}`, async (c) =>
      (
        await c
          .db('crash')
          .collection('w')
          .find({}, { projection: { _id: 1 } })
          .toArray()
      ).map((d) => d._id.toHexString()),
    );
    const present = new Set(ids);
    expect(acked.filter((id) => !present.has(id.toHexString()))).toEqual([]);

    // SIGTERM: flush, snapshot and exit 0
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    expect(statSync(journalOf(dir)).size).toBe(0);
    const third = await startEmbeddedMongo({ port: 0, dbPath: dir });
    expect(await withClient(third.uri, (c) => c.db('crash').collection('w').countDocuments())).toBe(ids.length);
    await third.stop();
  });
});

describe('journal and snapshot', () => {
  it('replays the journal after an unclean stop and compacts when the journal grows', async () => {
    const dir = tempDir();
    const a = await startEmbeddedMongo({ port: 0, dbPath: dir, compactBytes: 64 * 1024 });
    await withClient(a.uri, async (c) => {
      const coll = c.db('j').collection('docs');
      await coll.createIndex({ k: 1 }, { unique: true });
      for (let i = 0; i < 20; i++)
        await coll.insertMany(Array.from({ length: 50 }, (_, j) => ({ k: i * 50 + j, body: 'y'.repeat(100) })));
      await coll.updateMany({ k: { $lt: 10 } }, { $set: { changed: true } });
      await coll.deleteMany({ k: { $gte: 990 } });
      await coll.insertOne({ k: 'durable' }, { writeConcern: { j: true } });
    });
    expect(readdirSync(dir)).toContain('snapshot.bin');
    // simulate a crash: copy the files as they are, without the clean-shutdown snapshot
    const copy = tempDir();
    for (const f of readdirSync(dir))
      if (f !== 'embedded-mongo.sock') writeFileSync(join(copy, f), readFileSync(join(dir, f)));
    await a.stop();
    for (const d of [copy, dir]) {
      const b = await startEmbeddedMongo({ port: 0, dbPath: d });
      await withClient(b.uri, async (c) => {
        const coll = c.db('j').collection('docs');
        expect(await coll.countDocuments()).toBe(991);
        expect(await coll.countDocuments({ changed: true })).toBe(10);
        await expect(coll.insertOne({ k: 5 })).rejects.toMatchObject({ code: 11000 });
      });
      await b.stop();
    }
  });

  it('stops replay at a record whose CRC does not match', async () => {
    const dir = tempDir();
    const a = await startEmbeddedMongo({ port: 0, dbPath: dir });
    await withClient(a.uri, async (c) => {
      await c.db('crc').collection('x').insertOne({ n: 1 });
      await c.db('crc').collection('x').insertOne({ n: 2 });
    });
    // copy the live files (no clean-stop snapshot), then flip a byte in the last record
    const copy = tempDir();
    const journal = readFileSync(journalOf(dir));
    await a.stop();
    journal[journal.length - 3] ^= 0xff;
    writeFileSync(join(copy, 'journal.0.log'), journal);
    const b = await startEmbeddedMongo({ port: 0, dbPath: copy });
    expect(
      await withClient(b.uri, (c) =>
        c
          .db('crc')
          .collection('x')
          .find({}, { projection: { _id: 0 } })
          .toArray(),
      ),
    ).toEqual([{ n: 1 }]);
    await b.stop();
  });

  it('refuses a data directory that another running server holds', async () => {
    const dir = tempDir();
    const a = await startEmbeddedMongo({ port: 0, dbPath: dir });
    await expect(startEmbeddedMongo({ port: 0, dbPath: dir })).rejects.toThrow(/in use/);
    await a.stop();
  });
});
