// Dump and restore in mongodump's layout, consistent while the store takes writes.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EJSON } from 'bson';
import { Binary, Decimal128, Double, Int32, Long, MongoClient, ObjectId } from 'mongodb';
import { bsonDocuments, dump, restore, startEmbeddedMongo } from '../index';
import { compiledCli } from './support/cli-process';
import { tempDirs } from './support/temp-dirs';

jest.setTimeout(60_000);
const tempDir = tempDirs('em-backup-');
const RAW = { promoteValues: false, promoteLongs: false } as const;

async function withClient<T>(uri: string, fn: (c: MongoClient) => Promise<T>): Promise<T> {
  const c = await new MongoClient(uri, { serverSelectionTimeoutMS: 5000 }).connect();
  try {
    return await fn(c);
  } finally {
    await c.close();
  }
}

const typed = (i: number) => ({
  _id: new ObjectId(),
  i: new Int32(i),
  d: new Double(i + 0.5),
  whole: new Double(3),
  big: Long.fromString('9007199254740993'),
  dec: Decimal128.fromString('10.10'),
  bin: new Binary(Buffer.from([1, 2, 3])),
  at: new Date(Date.UTC(2026, 0, 1)),
  nested: { list: [new Int32(1), 'two', { three: new Int32(3) }] },
});

it('dumps a running store at one instant while it takes writes, and restores it byte for byte into a stopped directory', async () => {
  const src = await startEmbeddedMongo({ port: 0, dbPath: tempDir() });
  const out = join(tempDir(), 'dump');
  const originals = Array.from({ length: 50 }, (_, i) => typed(i));
  await withClient(src.uri, async (c) => {
    await c.db('app').collection('users').createIndex({ email: 1 }, { unique: true });
    await c
      .db('app')
      .collection('users')
      .insertMany(originals.map((d, i) => ({ ...d, email: `u${i}@x.test` })));
    await c.db('other').collection('plain').insertOne({ hello: 'world' });
    // a writer pairs every insert into `a` with one into `b`: any instant has |a| = |b| or |a| = |b| + 1
    const a = c.db('pairs').collection('a');
    const b = c.db('pairs').collection('b');
    await a.insertOne({ n: -1 });
    await b.insertOne({ n: -1 });
    let stop = false;
    const writer = (async () => {
      for (let n = 0; !stop; n++) {
        await a.insertOne({ n });
        await b.insertOne({ n });
      }
    })();
    await new Promise((r) => setTimeout(r, 100));
    const summary = await dump({ uri: src.uri }, out);
    stop = true;
    await writer;
    const counted = Object.fromEntries(summary.collections.map((x) => [x.ns, x.documents]));
    expect(counted['app.users']).toBe(50);
    expect(counted['other.plain']).toBe(1);
    expect(counted['pairs.a'] - counted['pairs.b']).toBeGreaterThanOrEqual(0);
    expect(counted['pairs.a'] - counted['pairs.b']).toBeLessThanOrEqual(1);
  });
  await src.stop();

  // mongodump's layout: documents back to back, metadata as canonical extended JSON
  const meta = EJSON.parse(readFileSync(join(out, 'app', 'users.metadata.json'), 'utf8'));
  expect(meta.indexes.map((ix: { name: string }) => ix.name)).toEqual(['_id_', 'email_1']);
  expect([...bsonDocuments(readFileSync(join(out, 'app', 'users.bson')))]).toHaveLength(50);

  const dest = tempDir();
  const restored = await restore({ dbPath: dest }, out);
  expect(restored.collections.find((x) => x.ns === 'app.users')!.documents).toBe(50);
  const copy = await startEmbeddedMongo({ port: 0, dbPath: dest });
  await withClient(copy.uri, async (c) => {
    const users = await c.db('app').collection('users').find({}, RAW).sort({ i: 1 }).toArray();
    expect(users.map(({ email: _e, ...rest }) => rest)).toEqual(originals);
    expect(users[3].i).toBeInstanceOf(Int32);
    expect(users[3].whole).toBeInstanceOf(Double);
    expect(users[3].big).toBeInstanceOf(Long);
    // the unique index came back too
    await expect(c.db('app').collection('users').insertOne({ email: 'u1@x.test' })).rejects.toMatchObject({
      code: 11000,
    });
    expect(
      await c
        .db('other')
        .collection('plain')
        .findOne({}, { projection: { _id: 0 } }),
    ).toEqual({ hello: 'world' });
  });
  // restoring again without --drop collides on _id; with it, the collections are replaced
  await expect(restore({ uri: copy.uri }, out)).rejects.toMatchObject({ code: 11000 });
  const again = await restore({ uri: copy.uri }, out, { drop: true });
  expect(again.collections.find((x) => x.ns === 'app.users')!.documents).toBe(50);
  await copy.stop();
});

it('refuses to open the directory of a running store and says to dump through it', async () => {
  const dir = tempDir();
  const running = await startEmbeddedMongo({ port: 0, dbPath: dir });
  await expect(dump({ dbPath: dir }, join(tempDir(), 'x'))).rejects.toThrow(
    /with --uri mongodb:\/\/127\.0\.0\.1:<its port>/,
  );
  await running.stop();
});

it('round-trips through the CLI: dump --dbpath of a stopped store, restore --dbpath into a new one', async () => {
  const env = { ...process.env, NODE_PATH: join(__dirname, '..', '..', '..', '..', 'node_modules') };
  const dir = tempDir();
  const s = await startEmbeddedMongo({ port: 0, dbPath: dir });
  await withClient(s.uri, (c) =>
    c
      .db('lessonloom')
      .collection('sessions')
      .insertMany([{ k: 1 }, { k: 2 }]),
  );
  await s.stop();
  const out = join(tempDir(), 'backup');
  const dumped = spawnSync(process.execPath, [compiledCli(), 'dump', '--dbpath', dir, '--out', out], {
    env,
    encoding: 'utf8',
  });
  expect(dumped.stderr).toBe('');
  expect(dumped.stdout).toMatch(/lessonloom\.sessions: 2 documents\ndumped 1 collections, 2 documents/);
  expect(existsSync(join(out, 'lessonloom', 'sessions.bson'))).toBe(true);
  const dest = tempDir();
  const restored = spawnSync(process.execPath, [compiledCli(), 'restore', '--dbpath', dest, '--dir', out], {
    env,
    encoding: 'utf8',
  });
  expect(restored.stdout).toMatch(/restored 1 collections, 2 documents/);
  const bad = spawnSync(process.execPath, [compiledCli(), 'dump', '--out', out], { env, encoding: 'utf8' });
  expect(bad.status).toBe(2);
  expect(bad.stderr).toMatch(/needs --uri or --dbpath/);
  const t = await startEmbeddedMongo({ port: 0, dbPath: dest });
  expect(await withClient(t.uri, (c) => c.db('lessonloom').collection('sessions').countDocuments())).toBe(2);
  await t.stop();
});
