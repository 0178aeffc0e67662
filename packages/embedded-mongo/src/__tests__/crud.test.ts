import { Long, MongoServerError, ObjectId } from 'mongodb';
import { startServerUnderTest, type ServerUnderTest } from './support/server-under-test';

// Per-file: the root config runs projects, where a project-level testTimeout is ignored, and
// this machine is shared (servers, disk sync and 10 MB payloads take longer under load).
jest.setTimeout(30_000);

let s: ServerUnderTest;
beforeAll(async () => {
  s = await startServerUnderTest('crud');
});
afterAll(() => s.stop());

describe('insert and find', () => {
  beforeAll(async () => {
    const docs = Array.from({ length: 250 }, (_, i) => ({
      _id: i,
      n: i,
      parity: i % 2 ? 'odd' : 'even',
      nested: { v: 250 - i },
    }));
    await s.coll('items').insertMany(docs);
  });

  it('filters, sorts, skips, limits and projects', async () => {
    const got = await s.db
      .collection('items')
      .find({ n: { $gte: 10 }, parity: 'odd' }, { projection: { n: 1, _id: 0 } })
      .sort({ 'nested.v': 1 })
      .skip(2)
      .limit(3)
      .toArray();
    // odd n >= 10 by ascending nested.v (= 250 - n): 249, 247, then skip 2
    expect(got).toEqual([{ n: 245 }, { n: 243 }, { n: 241 }]);
  });

  it('sorts by top-level fields across types as MongoDB does (missing first, arrays by their least or greatest element)', async () => {
    const c = s.db.collection<{ _id: number }>('mixed_sort');
    await c.insertMany([
      { _id: 1, s: 'b' },
      { _id: 2, s: 3 },
      { _id: 3 },
      { _id: 4, s: [5, 1] },
      { _id: 5, s: 'a' },
      { _id: 6, s: new Date(0) },
      { _id: 7, s: 2.5 },
    ] as never[]);
    const order = async (dir: 1 | -1) => (await c.find({}).sort({ s: dir, _id: 1 }).toArray()).map((d) => d._id);
    expect(await order(1)).toEqual([3, 4, 7, 2, 5, 1, 6]);
    expect(await order(-1)).toEqual([6, 1, 5, 4, 2, 7, 3]);
  });

  it('evaluates $expr filters, at the top and inside $or (they need the expression operators)', async () => {
    const c = s.db.collection('items');
    const top = await c.find({ $expr: { $eq: [{ $mod: ['$n', 100] }, 7] } }, { projection: { _id: 1 } }).toArray();
    expect(top.map((d) => d._id)).toEqual([7, 107, 207]);
    const nested = await c
      .find({ parity: 'even', $or: [{ n: 0 }, { $expr: { $gt: ['$n', 246] } }] })
      .project({ _id: 1 })
      .toArray();
    expect(nested.map((d) => d._id)).toEqual([0, 248]);
    // and a plain filter right after still works without them
    expect(await c.countDocuments({ parity: 'odd', n: { $lt: 10 } })).toBe(5);
  });

  it('projects included fields and dotted paths as MongoDB does, keeping stored numeric types', async () => {
    const c = s.db.collection<{ _id: number }>('shapes');
    await c.insertMany([
      {
        _id: 1,
        kind: 'w',
        doc: { title: 'T1', sections: [{ a: 1 }], n: new Long(7) },
        files: { docx: 1, pdf: 2 },
        d: 5.0,
      },
      { _id: 2, kind: 'q', doc: 'scalar', files: { docx: 3 } },
      { _id: 3, kind: 'r', doc: { sections: [] } },
      { _id: 4, kind: 'a', doc: [{ title: 'in array', x: 1 }, 5, { y: 2 }] },
    ] as never[]);
    const got = await c
      .find({}, { projection: { kind: 1, 'doc.title': 1, 'doc.n': 1, files: 1, d: 1 } })
      .sort({ _id: 1 })
      .toArray();
    expect(got[0]).toEqual({ _id: 1, kind: 'w', doc: { title: 'T1', n: 7 }, files: { docx: 1, pdf: 2 }, d: 5.0 });
    // the projected bytes are the stored ones: the int64 is still an int64
    const raw = await s.db.command(
      { find: 'shapes', filter: { _id: 1 }, projection: { 'doc.n': 1 } },
      { promoteLongs: false },
    );
    expect(raw.cursor.firstBatch[0].doc.n).toBeInstanceOf(Long);
    // a path through a scalar keeps nothing; a document without the field keeps an empty one
    expect(got[1]).toEqual({ _id: 2, kind: 'q', files: { docx: 3 } });
    expect(got[2]).toEqual({ _id: 3, kind: 'r', doc: {} });
    // through an array: each sub-document projected, other elements dropped
    expect(got[3]).toEqual({ _id: 4, kind: 'a', doc: [{ title: 'in array' }, {}] });
    expect(await c.find({ _id: 1 }, { projection: { _id: 0, 'doc.title': 1 } }).toArray()).toEqual([
      { doc: { title: 'T1' } },
    ]);
    // exclusions and collisions are not plain inclusions: the general projector answers them
    expect(await c.find({ _id: 2 }, { projection: { files: 0, doc: 0 } }).toArray()).toEqual([{ _id: 2, kind: 'q' }]);
    await expect(c.find({ _id: 1 }, { projection: { doc: 1, 'doc.title': 1 } }).toArray()).rejects.toThrow();
  });

  it('returns 101 documents in the first batch and the rest through getMore', async () => {
    const first = await s.db.command({ find: 'items', filter: {} });
    expect(first.cursor.firstBatch).toHaveLength(101);
    expect(first.cursor.id).toBeInstanceOf(Long);
    expect(first.cursor.id.isZero()).toBe(false);
    const more = await s.db.command({ getMore: first.cursor.id, collection: 'items', batchSize: 100 });
    expect(more.cursor.nextBatch).toHaveLength(100);
    const last = await s.db.command({ getMore: first.cursor.id, collection: 'items' });
    expect(last.cursor.nextBatch).toHaveLength(49);
    expect(String(last.cursor.id)).toBe('0');
  });

  it('honours batchSize and singleBatch, and the driver iterates every document', async () => {
    const r = await s.db.command({ find: 'items', filter: {}, batchSize: 7, singleBatch: true });
    expect(r.cursor.firstBatch).toHaveLength(7);
    expect(String(r.cursor.id)).toBe('0');
    expect(await s.coll('items').find({}, { batchSize: 13 }).toArray()).toHaveLength(250);
  });

  it('kills cursors and then reports them as not found (43)', async () => {
    const r = await s.db.command({ find: 'items', filter: {}, batchSize: 2 });
    const killed = await s.db.command({ killCursors: 'items', cursors: [r.cursor.id] });
    expect(killed.cursorsKilled).toHaveLength(1);
    await expect(s.db.command({ getMore: r.cursor.id, collection: 'items' })).rejects.toMatchObject({ code: 43 });
  });

  it('keeps an open cursor on the snapshot it started with', async () => {
    const cursor = s.coll('items').find({ parity: 'even' }, { batchSize: 5 });
    const firstDoc = await cursor.next();
    expect(firstDoc).not.toBeNull();
    await s.coll('items').updateMany({ parity: 'even' }, { $set: { touched: true } });
    const rest = await cursor.toArray();
    expect(rest).toHaveLength(124);
    // mongod's cursors may yield and see later writes; ours promise the snapshot
    if (s.embedded) expect(rest.every((d) => d.touched === undefined)).toBe(true);
    await s.coll('items').updateMany({}, { $unset: { touched: '' } });
  });

  it('counts and lists distinct values', async () => {
    expect(await s.coll('items').countDocuments({ parity: 'odd' })).toBe(125);
    const r = await s.db.command({ count: 'items', query: { n: { $lt: 10 } } });
    expect(r.n).toBe(10);
    expect(await s.coll('items').distinct('parity')).toEqual(['even', 'odd']);
  });
});

describe('batch size cap', () => {
  it('caps a batch at 16 MB and delivers the rest through getMore', async () => {
    const big = 'z'.repeat(1024 * 1024);
    await s.coll('big').insertMany(Array.from({ length: 20 }, (_, i) => ({ i, big })));
    const r = await s.db.command({ find: 'big', filter: {}, batchSize: 100 });
    expect(r.cursor.firstBatch.length).toBeGreaterThan(0);
    expect(r.cursor.firstBatch.length).toBeLessThan(17);
    expect(
      await s
        .coll('big')
        .find({}, { projection: { i: 1 } })
        .toArray(),
    ).toHaveLength(20);
    expect(await s.coll('big').find().toArray()).toHaveLength(20);
    await s.coll('big').drop();
  });
});

describe('update', () => {
  const c = () => s.coll('upd');
  beforeEach(async () => {
    await c().deleteMany({});
    await c().insertMany([
      {
        _id: 1,
        tag: 'a',
        qty: 1,
        items: [
          { sku: 'x', n: 1 },
          { sku: 'y', n: 2 },
        ],
        grades: [80, 95, 70],
      },
      { _id: 2, tag: 'a', qty: 5, items: [], grades: [100] },
      { _id: 3, tag: 'b', qty: 9, items: [], grades: [] },
    ]);
  });

  it('updates one or many and reports matched/modified counts', async () => {
    const one = await c().updateOne({ tag: 'a' }, { $inc: { qty: 1 } });
    expect([one.matchedCount, one.modifiedCount]).toEqual([1, 1]);
    const many = await c().updateMany({ tag: 'a' }, { $set: { seen: true } });
    expect([many.matchedCount, many.modifiedCount]).toEqual([2, 2]);
    const noop = await c().updateMany({ tag: 'a' }, { $set: { seen: true } });
    expect([noop.matchedCount, noop.modifiedCount]).toEqual([2, 0]);
  });

  it('upserts from the query equality fields and $setOnInsert', async () => {
    const r = await c().updateOne(
      { tag: 'z', kind: { $eq: 'k' } },
      { $set: { qty: 3 }, $setOnInsert: { created: true } },
      { upsert: true },
    );
    expect(r.upsertedCount).toBe(1);
    const doc = await c().findOne({ _id: r.upsertedId! });
    expect(doc).toMatchObject({ tag: 'z', kind: 'k', qty: 3, created: true });
    await c().updateOne({ tag: 'z' }, { $set: { qty: 4 }, $setOnInsert: { again: true } }, { upsert: true });
    expect(await c().findOne({ tag: 'z' })).not.toHaveProperty('again');
  });

  it('applies the positional $ operator and arrayFilters', async () => {
    await c().updateOne({ _id: 1, 'items.sku': 'y' }, { $set: { 'items.$.n': 20 } });
    await c().updateOne({ _id: 1 }, { $set: { 'grades.$[g]': 0 } }, { arrayFilters: [{ g: { $lt: 75 } }] });
    const doc = await c().findOne({ _id: 1 });
    expect(doc!.items).toEqual([
      { sku: 'x', n: 1 },
      { sku: 'y', n: 20 },
    ]);
    expect(doc!.grades).toEqual([80, 95, 0]);
  });

  it('replaces documents, keeps _id, and refuses to change it (66)', async () => {
    await c().replaceOne({ _id: 2 }, { tag: 'r' });
    expect(await c().findOne({ _id: 2 })).toEqual({ _id: 2, tag: 'r' });
    await expect(c().updateOne({ _id: 3 }, { $set: { _id: 99 } })).rejects.toMatchObject({ code: 66 });
  });

  it('supports pipeline updates and array operators', async () => {
    await c().updateOne({ _id: 3 }, [{ $set: { double: { $multiply: ['$qty', 2] } } }]);
    await c().updateOne({ _id: 2 }, { $push: { grades: { $each: [1, 2] } }, $addToSet: { tags: 'q' } } as never);
    await c().updateOne({ _id: 1 }, { $pull: { grades: { $gte: 90 } } } as never);
    expect((await c().findOne({ _id: 3 }))!.double).toBe(18);
    expect(await c().findOne({ _id: 2 })).toMatchObject({ grades: [100, 1, 2], tags: ['q'] });
    expect((await c().findOne({ _id: 1 }))!.grades).toEqual([80, 70]);
  });

  it('rejects unknown modifiers', async () => {
    await expect(c().updateOne({ _id: 1 }, { $frobnicate: { a: 1 } } as never)).rejects.toMatchObject({ code: 9 });
  });
});

describe('delete, findAndModify', () => {
  const c = () => s.coll('fam');
  beforeEach(async () => {
    await c().deleteMany({});
    await c().insertMany([
      { k: 1, v: 'a' },
      { k: 2, v: 'b' },
      { k: 3, v: 'b' },
    ]);
  });

  it('deletes one or many', async () => {
    expect((await c().deleteOne({ v: 'b' })).deletedCount).toBe(1);
    expect((await c().deleteMany({})).deletedCount).toBe(2);
  });

  it('returns the document before or after, sorted, and upserts', async () => {
    const before = await c().findOneAndUpdate(
      { v: 'b' },
      { $set: { v: 'c' } },
      { sort: { k: -1 }, returnDocument: 'before' },
    );
    expect(before).toMatchObject({ k: 3, v: 'b' });
    const after = await c().findOneAndUpdate(
      { k: 2 },
      { $inc: { k: 10 } },
      { returnDocument: 'after', projection: { _id: 0 } },
    );
    expect(after).toEqual({ k: 12, v: 'b' });
    const removed = await c().findOneAndDelete({ k: 1 });
    expect(removed).toMatchObject({ k: 1 });
    const up = await c().findOneAndUpdate({ k: 50 }, { $set: { v: 'new' } }, { upsert: true, returnDocument: 'after' });
    expect(up).toMatchObject({ k: 50, v: 'new' });
    expect(up!._id).toBeInstanceOf(ObjectId);
  });
});

describe('catalog commands and errors', () => {
  it('creates collections and answers 48 NamespaceExists on repeat', async () => {
    await s.db.createCollection('made');
    const err = await s.db.command({ create: 'made' }).catch((e) => e);
    expect(err).toBeInstanceOf(MongoServerError);
    expect(err).toMatchObject({ code: 48, codeName: 'NamespaceExists' });
  });

  it('lists collections and databases, drops collections and databases', async () => {
    await s.coll('tmp').insertOne({ a: 1 });
    const names = (await s.db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(['made', 'tmp']));
    const dbs = await s.client.db('admin').admin().listDatabases();
    expect(dbs.databases.map((d) => d.name)).toContain(s.dbName);
    expect(await s.coll('tmp').drop()).toBe(true);
    expect((await s.db.listCollections({ name: 'tmp' }).toArray()).length).toBe(0);
    const other = s.client.db(`${s.dbName}_other`);
    await other.collection('x').insertOne({ a: 1 });
    await other.dropDatabase();
    expect((await s.client.db('admin').admin().listDatabases()).databases.map((d) => d.name)).not.toContain(
      `${s.dbName}_other`,
    );
  });

  it('answers an unknown command with 59 CommandNotFound', async () => {
    await expect(s.db.command({ frobnicate: 1 })).rejects.toMatchObject({ code: 59, codeName: 'CommandNotFound' });
  });

  it('answers ping and buildInfo', async () => {
    expect((await s.db.command({ ping: 1 })).ok).toBe(1);
    const info = await s.db.admin().buildInfo();
    expect(info.version).toMatch(/^\d+\.\d+/);
  });

  it('refuses transactions as a standalone mongod does', async () => {
    const session = s.client.startSession();
    try {
      session.startTransaction();
      const err = await s
        .coll('tx')
        .insertOne({ a: 1 }, { session })
        .catch((e) => e);
      // the server answers code 20 "Transaction numbers are only allowed on a replica set member or
      // mongos"; the driver rewrites exactly that answer into this message
      expect(err).toBeInstanceOf(MongoServerError);
      expect(err.message).toMatch(/does not support retryable writes/);
      expect(await s.coll('tx').countDocuments()).toBe(0);
    } finally {
      await session.endSession();
    }
  });
});
