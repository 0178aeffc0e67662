import { Double, Long, MongoBulkWriteError, MongoServerError, ObjectId } from 'mongodb';
import { planStages, startServerUnderTest, type ServerUnderTest } from './support/server-under-test';

// Per-file: the root config runs projects, where a project-level testTimeout is ignored, and
// this machine is shared (servers, disk sync and 10 MB payloads take longer under load).
jest.setTimeout(30_000);

let s: ServerUnderTest;
beforeAll(async () => {
  s = await startServerUnderTest('indexes');
});
afterAll(() => s.stop());

describe('unique indexes', () => {
  it('rejects a duplicate with E11000 in writeErrors, keyPattern and keyValue', async () => {
    const c = s.coll('users');
    await c.createIndex({ email: 1 }, { unique: true });
    await c.insertOne({ email: 'a@x.org' });
    const err = await c.insertOne({ email: 'a@x.org' }).catch((e) => e);
    expect(err).toBeInstanceOf(MongoServerError);
    expect(err.code).toBe(11000);
    expect(err.message).toMatch(/^E11000 duplicate key error/);
    expect(err.keyPattern).toEqual({ email: 1 });
    expect(err.keyValue).toEqual({ email: 'a@x.org' });
    const raw = await s.db.command({ insert: 'users', documents: [{ email: 'b@x.org' }, { email: 'a@x.org' }] });
    expect(raw.ok).toBe(1);
    expect(raw.n).toBe(1);
    expect(raw.writeErrors).toEqual([
      expect.objectContaining({ index: 1, code: 11000, keyPattern: { email: 1 }, keyValue: { email: 'a@x.org' } }),
    ]);
  });

  it('stops an ordered batch at the first duplicate and continues an unordered one', async () => {
    const c = s.coll('batch');
    await c.createIndex({ k: 1 }, { unique: true });
    const ordered = await c.insertMany([{ k: 1 }, { k: 2 }, { k: 1 }, { k: 3 }]).catch((e) => e);
    expect(ordered).toBeInstanceOf(MongoBulkWriteError);
    expect(ordered.result.insertedCount).toBe(2);
    const unordered = await c.insertMany([{ k: 4 }, { k: 2 }, { k: 5 }], { ordered: false }).catch((e) => e);
    expect(unordered.result.insertedCount).toBe(2);
    expect(
      (
        await c
          .find({}, { projection: { _id: 0 } })
          .sort({ k: 1 })
          .toArray()
      ).map((d) => d.k),
    ).toEqual([1, 2, 4, 5]);
  });

  it('enforces compound keys, and duplicate _id', async () => {
    const c = s.coll('compound');
    await c.createIndex({ a: 1, b: -1 }, { unique: true });
    await c.insertMany([
      { a: 1, b: 1 },
      { a: 1, b: 2 },
      { a: 2, b: 1 },
    ]);
    await expect(c.insertOne({ a: 1, b: 2 })).rejects.toMatchObject({ code: 11000, keyValue: { a: 1, b: 2 } });
    await c.insertOne({ _id: 'same' as never, a: 9, b: 9 });
    await expect(c.insertOne({ _id: 'same' as never, a: 10, b: 10 })).rejects.toMatchObject({
      code: 11000,
      keyPattern: { _id: 1 },
    });
  });

  it('lets sparse indexes skip documents without the field; non-sparse treat missing as null', async () => {
    const sparse = s.coll('sparse');
    await sparse.createIndex({ nick: 1 }, { unique: true, sparse: true });
    await sparse.insertMany([{ a: 1 }, { a: 2 }, { nick: 'n' }]);
    await expect(sparse.insertOne({ nick: 'n' })).rejects.toMatchObject({ code: 11000 });
    const dense = s.coll('dense');
    await dense.createIndex({ nick: 1 }, { unique: true });
    await dense.insertOne({ a: 1 });
    await expect(dense.insertOne({ a: 2 })).rejects.toMatchObject({ code: 11000, keyValue: { nick: null } });
  });

  it('applies partialFilterExpression', async () => {
    const c = s.coll('partial');
    await c.createIndex({ email: 1 }, { unique: true, partialFilterExpression: { active: true } });
    await c.insertMany([
      { email: 'p', active: false },
      { email: 'p', active: false },
      { email: 'p', active: true },
    ]);
    await expect(c.insertOne({ email: 'p', active: true })).rejects.toMatchObject({ code: 11000 });
  });

  it('checks updates too, and a failing multi-update changes nothing of that statement', async () => {
    const c = s.coll('upd');
    await c.createIndex({ slot: 1 }, { unique: true });
    await c.insertMany([{ _id: 1, slot: 1, g: 'x' } as never, { _id: 2, slot: 2, g: 'x' }, { _id: 3, slot: 3 }]);
    await expect(c.updateOne({ _id: 2 } as never, { $set: { slot: 1 } })).rejects.toMatchObject({ code: 11000 });
    await expect(c.updateMany({ g: 'x' }, { $set: { slot: 7 } })).rejects.toMatchObject({ code: 11000 });
    if (s.embedded) {
      // mongod without transactions may leave the first document changed; we promise all-or-nothing
      expect((await c.find({ g: 'x' }).sort({ _id: 1 }).toArray()).map((d) => d.slot)).toEqual([1, 2]);
    }
  });

  it('refuses to build a unique index over existing duplicates', async () => {
    const c = s.coll('late');
    await c.insertMany([{ v: 1 }, { v: 1 }]);
    await expect(c.createIndex({ v: 1 }, { unique: true })).rejects.toMatchObject({ code: 11000 });
    expect((await c.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_']);
  });
});

describe('equality answered by an index alone', () => {
  it('finds the same documents as a full scan for scalars, arrays, numeric types, nested arrays and missing fields', async () => {
    const oid = new ObjectId();
    const day = new Date(Date.UTC(2026, 0, 1));
    const values: unknown[] = [
      5,
      new Long(5),
      new Double(5),
      5.5,
      '5',
      [5, 6],
      [[5]],
      [],
      null,
      'x',
      ['x', 'y'],
      true,
      false,
      day,
      [day],
      oid,
      [oid],
      { v: 5 },
    ];
    const docs = values.map((tag, i) => ({ _id: i, tag }));
    const indexed = s.coll('eq_indexed');
    const scanned = s.coll('eq_scanned');
    await indexed.insertMany([...docs, { _id: 99 }] as never[]);
    await scanned.insertMany([...docs, { _id: 99 }] as never[]);
    await indexed.createIndex({ tag: 1 });
    for (const q of [5, 6, 5.5, '5', 'x', 'y', true, false, day, oid, null, 7]) {
      const ids = async (c: typeof indexed, filter: object) =>
        (await c.find(filter).sort({ _id: 1 }).toArray()).map((d) => d._id);
      expect([q, await ids(indexed, { tag: q })]).toEqual([q, await ids(scanned, { tag: q })]);
      expect(await ids(indexed, { tag: { $in: [q, 'never'] } })).toEqual(
        await ids(scanned, { tag: { $in: [q, 'never'] } }),
      );
    }
    // what MongoDB answers: arrays holding the value match, [[5]] does not; null is null or missing, not []
    const idsOf = async (filter: object) => (await indexed.find(filter).sort({ _id: 1 }).toArray()).map((d) => d._id);
    expect(await idsOf({ tag: 'x' })).toEqual([9, 10]);
    expect(await idsOf({ tag: oid })).toEqual([15, 16]);
    expect(await idsOf({ tag: day })).toEqual([13, 14]);
    expect(await idsOf({ tag: 5 })).toEqual([0, 1, 2, 5]);
    expect(await idsOf({ tag: null })).toEqual([8, 99]);
  });
});

describe('index management', () => {
  it('creates, lists and drops indexes with mongod error codes', async () => {
    const c = s.coll('mgmt');
    expect(await c.createIndex({ a: 1 })).toBe('a_1');
    expect(await c.createIndex({ b: 1, c: -1 }, { name: 'bc' })).toBe('bc');
    expect(await c.createIndex({ a: 1 })).toBe('a_1');
    await expect(c.createIndex({ a: 1 }, { name: 'other' })).rejects.toMatchObject({ code: 85 });
    await expect(c.createIndex({ z: 1 }, { name: 'bc' })).rejects.toMatchObject({ code: 86 });
    const listed = await c.listIndexes().toArray();
    expect(listed.map((i) => [i.name, i.key])).toEqual([
      ['_id_', { _id: 1 }],
      ['a_1', { a: 1 }],
      ['bc', { b: 1, c: -1 }],
    ]);
    await c.dropIndex('a_1');
    await expect(c.dropIndex('a_1')).rejects.toMatchObject({ code: 27 });
    await expect(c.dropIndex('_id_')).rejects.toMatchObject({ code: 72 });
    await expect(s.coll('nothing_here').listIndexes().toArray()).rejects.toMatchObject({ code: 26 });
  });

  it('answers equality and range lookups on indexed fields from the index, not a scan', async () => {
    const c = s.coll('lookup');
    await c.insertMany(Array.from({ length: 500 }, (_, i) => ({ n: i, s: `k${i}` })));
    await c.createIndex({ n: 1 });
    const eq = await c.find({ n: 42 }).explain();
    expect(planStages(eq)).toEqual(
      expect.arrayContaining([expect.objectContaining({ stage: 'IXSCAN', indexName: 'n_1' })]),
    );
    const range = await c.find({ n: { $gte: 10, $lt: 20 } }).explain();
    expect(planStages(range)).toEqual(
      expect.arrayContaining([expect.objectContaining({ stage: 'IXSCAN', indexName: 'n_1' })]),
    );
    expect(await c.countDocuments({ n: { $gte: 10, $lt: 20 } })).toBe(10);
    expect(await c.find({ n: { $in: [3, 499, 1000] } }).toArray()).toHaveLength(2);
    const byId = await c.find({ _id: (await c.findOne({ n: 1 }))!._id }).explain();
    expect(planStages(byId).some((p) => /IDHACK|EXPRESS|IXSCAN/.test(p.stage))).toBe(true);
    const ids = (
      await c
        .find({}, { projection: { _id: 1 } })
        .sort({ _id: 1 })
        .toArray()
    ).map((d) => d._id);
    const idRange = await c.find({ _id: { $gte: ids[10], $lt: ids[20] } }).explain();
    expect(planStages(idRange)).toEqual(
      expect.arrayContaining([expect.objectContaining({ stage: 'IXSCAN', indexName: '_id_' })]),
    );
    expect(await c.countDocuments({ _id: { $gte: ids[10], $lt: ids[20] } })).toBe(10);
    const scan = await c.find({ s: 'k3' }).explain();
    expect(planStages(scan).map((p) => p.stage)).toContain('COLLSCAN');
  });
});
