import { Double, Int32, Long } from 'mongodb';
import { startServerUnderTest, type ServerUnderTest } from './support/server-under-test';

// Per-file: the root config runs projects, where a project-level testTimeout is ignored, and
// this machine is shared (servers, disk sync and 10 MB payloads take longer under load).
jest.setTimeout(30_000);

let s: ServerUnderTest;
beforeAll(async () => {
  s = await startServerUnderTest('aggregate');
  await s.coll('orders').insertMany([
    {
      _id: 1,
      cust: 'ann',
      items: [
        { sku: 'a', qty: 2 },
        { sku: 'b', qty: 1 },
      ],
      total: 30,
    },
    { _id: 2, cust: 'bob', items: [{ sku: 'a', qty: 5 }], total: 50 },
    { _id: 3, cust: 'ann', items: [{ sku: 'c', qty: 1 }], total: 5 },
  ] as never[]);
  await s.coll('customers').insertMany([
    { _id: 'ann', city: 'Oslo' },
    { _id: 'bob', city: 'Lima' },
  ] as never[]);
});
afterAll(() => s.stop());

const agg = (pipeline: object[]) => s.coll('orders').aggregate(pipeline).toArray();

describe('aggregate', () => {
  it('runs $match $group $sort $project', async () => {
    const r = await agg([
      { $match: { total: { $gte: 5 } } },
      { $group: { _id: '$cust', spent: { $sum: '$total' }, n: { $sum: 1 } } },
      { $sort: { spent: -1 } },
      { $project: { _id: 0, cust: '$_id', spent: 1, n: 1 } },
    ]);
    expect(r).toEqual([
      { cust: 'bob', spent: 50, n: 1 },
      { cust: 'ann', spent: 35, n: 2 },
    ]);
  });

  it('runs $unwind $skip $limit $count', async () => {
    const r = await agg([
      { $unwind: '$items' },
      { $sort: { 'items.qty': -1, _id: 1 } },
      { $skip: 1 },
      { $limit: 2 },
      { $project: { sku: '$items.sku', _id: 0 } },
    ]);
    expect(r).toEqual([{ sku: 'a' }, { sku: 'b' }]);
    expect(await agg([{ $unwind: '$items' }, { $count: 'lines' }])).toEqual([{ lines: 4 }]);
  });

  it('joins with $lookup and fans out with $facet', async () => {
    const joined = await agg([
      { $match: { _id: 2 } },
      { $lookup: { from: 'customers', localField: 'cust', foreignField: '_id', as: 'c' } },
      { $project: { city: { $first: '$c.city' } } },
    ]);
    expect(joined).toEqual([{ _id: 2, city: 'Lima' }]);
    const [facets] = await agg([
      { $facet: { big: [{ $match: { total: { $gt: 20 } } }, { $count: 'n' }], all: [{ $count: 'n' }] } },
    ]);
    expect(facets).toEqual({ big: [{ n: 2 }], all: [{ n: 3 }] });
  });

  it('answers $match, $limit, $lookup as MongoDB does: array, missing and unmatched local values, indexed foreign fields', async () => {
    await s.coll('tags').insertMany([
      { _id: 't1', owner: 'ann', label: 'x' },
      { _id: 't2', owner: 'bob', label: 'y' },
      { _id: 't3', owner: 'ann', label: 'z' },
      { _id: 't4', label: 'orphan' },
    ] as never[]);
    await s.coll('tags').createIndex({ owner: 1 });
    await s.coll('refs').insertMany([
      { _id: 1, tag: ['t1', 't3'], who: 'ann' },
      { _id: 2, who: 'nobody' },
      { _id: 3, tag: 't2' },
    ] as never[]);
    const r = await s
      .coll('refs')
      .aggregate([
        { $match: { _id: { $in: [1, 2, 3] } } },
        { $limit: 3 },
        { $lookup: { from: 'tags', localField: 'tag', foreignField: '_id', as: 'tags' } },
        { $lookup: { from: 'tags', localField: 'who', foreignField: 'owner', as: 'owned' } },
        { $project: { tags: '$tags.label', owned: '$owned.label' } },
        { $sort: { _id: 1 } },
      ])
      .toArray();
    expect(r).toEqual([
      { _id: 1, tags: ['x', 'z'], owned: ['x', 'z'] },
      // a missing local field matches foreign documents where the field is missing or null
      { _id: 2, tags: [], owned: [] },
      { _id: 3, tags: ['y'], owned: ['orphan'] },
    ]);
    // the same join after a stage the fast path does not take still goes through the general pipeline
    const viaMingo = await s
      .coll('refs')
      .aggregate([
        { $sort: { _id: 1 } },
        { $lookup: { from: 'tags', localField: 'tag', foreignField: '_id', as: 'tags' } },
        { $project: { n: { $size: '$tags' } } },
      ])
      .toArray();
    expect(viaMingo).toEqual([
      { _id: 1, n: 2 },
      { _id: 2, n: 0 },
      { _id: 3, n: 1 },
    ]);
    const limited = await s
      .coll('refs')
      .aggregate([{ $match: {} }, { $limit: 1 }])
      .toArray();
    expect(limited).toHaveLength(1);
  });

  it('answers a $lookup with localField/foreignField and a $sort/$limit/$project pipeline (a history joined to its session)', async () => {
    await s.coll('notes').insertMany([
      { _id: 'n1', owner: 'ann', at: 1, entry: 'first', body: { big: 'x'.repeat(1000), tag: 'a' } },
      { _id: 'n2', owner: 'ann', at: 3, entry: 'third', body: { big: 'y', tag: 'b' } },
      { _id: 'n3', owner: 'bob', at: 2, entry: 'bobs', body: { big: 'z', tag: 'c' } },
      { _id: 'n4', owner: 'ann', at: 3, entry: 'tie', body: { big: 'w', tag: 'd' } },
      { _id: 'n5', owner: 'ann', at: 2, entry: 'second' },
    ] as never[]);
    await s.coll('notes').createIndex({ owner: 1, at: -1 });
    const join = (pipeline: object[]) =>
      s
        .coll('customers')
        .aggregate([
          { $match: { _id: 'ann' } },
          { $lookup: { from: 'notes', localField: '_id', foreignField: 'owner', pipeline, as: 'notes' } },
          { $project: { _id: 0, notes: 1 } },
        ])
        .toArray();
    // newest first, ties by _id descending, only the fields asked for (dotted paths too)
    expect(
      await join([{ $sort: { at: -1, _id: -1 } }, { $limit: 3 }, { $project: { _id: 0, entry: 1, 'body.tag': 1 } }]),
    ).toEqual([
      { notes: [{ entry: 'tie', body: { tag: 'd' } }, { entry: 'third', body: { tag: 'b' } }, { entry: 'second' }] },
    ]);
    expect(await join([{ $sort: { at: 1, _id: 1 } }, { $project: { entry: 1 } }])).toEqual([
      { notes: ['n1', 'n5', 'n2', 'n4'].map((id, i) => ({ _id: id, entry: ['first', 'second', 'third', 'tie'][i] })) },
    ]);
    // an empty pipeline is the plain join
    const [plain] = await join([]);
    expect((plain.notes as { _id: string }[]).map((n) => n._id).sort()).toEqual(['n1', 'n2', 'n4', 'n5']);
    // a local value nothing matches joins nothing
    const none = await s
      .coll('customers')
      .aggregate([
        { $match: { _id: 'bob' } },
        { $lookup: { from: 'notes', localField: 'city', foreignField: 'owner', pipeline: [{ $limit: 2 }], as: 'n' } },
      ])
      .toArray();
    expect(none).toEqual([{ _id: 'bob', city: 'Lima', n: [] }]);
  });

  it('returns joined documents as they are stored: every number keeps its BSON type, also after a later $project', async () => {
    await s.coll('typed').insertMany([
      {
        _id: 't1',
        owner: 'bob',
        dbl: new Double(5),
        int: new Int32(5),
        long: Long.fromNumber(5),
        sub: { dbl: new Double(2), keep: 1 },
      },
    ] as never[]);
    const raw = { promoteValues: false, promoteLongs: false } as const;
    const [joined] = await s
      .coll('customers')
      .aggregate(
        [
          { $match: { _id: 'bob' } },
          {
            $lookup: {
              from: 'typed',
              localField: '_id',
              foreignField: 'owner',
              pipeline: [{ $project: { _id: 0, dbl: 1, int: 1, long: 1, 'sub.dbl': 1 } }],
              as: 'j',
            },
          },
          { $lookup: { from: 'typed', localField: '_id', foreignField: 'owner', as: 'whole' } },
          { $project: { city: 1, j: 1, 'whole.sub': 1 } },
        ],
        raw,
      )
      .toArray();
    const [j] = joined.j as Record<string, unknown>[];
    expect(j.dbl).toBeInstanceOf(Double);
    expect(j.int).toBeInstanceOf(Int32);
    expect(j.long).toBeInstanceOf(Long);
    expect((j.sub as Record<string, unknown>).dbl).toBeInstanceOf(Double);
    expect(Object.keys(joined)).toEqual(['_id', 'city', 'j', 'whole']);
    const [w] = joined.whole as Record<string, Record<string, unknown>>[];
    expect(Object.keys(w)).toEqual(['sub']);
    expect(w.sub.dbl).toBeInstanceOf(Double);
    // a stage the planner does not answer after the join reads the joined values
    const [counted] = await s
      .coll('customers')
      .aggregate([
        { $match: { _id: 'bob' } },
        {
          $lookup: {
            from: 'typed',
            localField: '_id',
            foreignField: 'owner',
            pipeline: [{ $project: { dbl: 1 } }],
            as: 'j',
          },
        },
        { $project: { n: { $size: '$j' }, total: { $sum: '$j.dbl' } } },
      ])
      .toArray();
    expect(counted).toEqual({ _id: 'bob', n: 1, total: 5 });
  });

  it('returns large results through a cursor', async () => {
    await s.coll('many').insertMany(Array.from({ length: 300 }, (_, i) => ({ i })));
    const all = await s
      .coll('many')
      .aggregate([{ $sort: { i: -1 } }], { batchSize: 50 })
      .toArray();
    expect(all).toHaveLength(300);
    expect(all[0].i).toBe(299);
  });

  it('writes results with $out', async () => {
    await agg([{ $group: { _id: '$cust', total: { $sum: '$total' } } }, { $out: 'totals' }]);
    expect(await s.coll('totals').find().sort({ _id: 1 }).toArray()).toEqual([
      { _id: 'ann', total: 35 },
      { _id: 'bob', total: 50 },
    ]);
  });

  it('reports pipeline errors as command errors', async () => {
    await expect(agg([{ $nonsense: {} }])).rejects.toMatchObject({ ok: 0 });
  });
});
