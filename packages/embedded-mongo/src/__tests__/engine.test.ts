// Unit tests of the pieces that must agree with each other exactly: the raw-byte readers used at
// start-up and the decoded-view path used for live writes, and the value order and keys.
import { Binary, Decimal128, Double, Int32, Long, ObjectId, serialize } from 'bson';
import { Collection, makeRec } from '../engine/collection';
import { plan } from '../engine/planner';
import { SecondaryIndex } from '../engine/secondary-index';
import { compareValues, keyOf } from '../engine/values';
import { runQuery } from '../engine/query';

// Per-file: the root config runs projects, where a project-level testTimeout is ignored, and
// this machine is shared (servers, disk sync and 10 MB payloads take longer under load).
jest.setTimeout(30_000);

const docs = [
  { _id: new ObjectId(), f: 'text' },
  { _id: 'string-id', f: 42 },
  { _id: 7, f: new Double(1.5) },
  { _id: new Double(2.5), f: Long.fromString('9007199254740993') },
  { _id: Long.fromNumber(3), f: Long.fromNumber(12) },
  { _id: { compound: true }, f: new Date(-86400000) },
  { _id: new ObjectId(), f: null },
  { _id: new ObjectId(), f: true },
  { _id: new ObjectId(), f: new ObjectId() },
  { _id: new ObjectId(), f: [1, 2, 2] },
  { _id: new ObjectId(), f: { nested: 1 } },
  { _id: new ObjectId(), f: Decimal128.fromString('1.10') },
  { _id: new ObjectId(), f: new Int32(-5) },
  { _id: new ObjectId(), f: new Binary(Buffer.from('ab')) },
  { _id: new ObjectId(), other: 1 },
];

describe('raw-byte index keys', () => {
  it.each([false, true])('match the decoded-view keys (unique=%s)', (unique) => {
    const ix = new SecondaryIndex({ v: 2, key: { f: 1 }, name: 'f_1', unique });
    for (const d of docs) {
      const rec = makeRec(Buffer.from(serialize(d)));
      expect(rec.idKey).toBe(keyOf(rec.view._id));
      const fromBytes = ix.keysOfRec(makeRec(rec.raw));
      const fromView = ix.keysFor(rec.view);
      expect(fromBytes!.first.map(keyOf)).toEqual(fromView!.first.map(keyOf));
      expect(fromBytes!.full.map((k) => k.key)).toEqual(fromView!.full.map((k) => k.key));
    }
  });

  it.each([false, true])(
    'match the decoded-view keys for a compound index, and leave the view undecoded (unique=%s)',
    (unique) => {
      const ix = new SecondaryIndex({ v: 2, key: { f: 1, g: -1 }, name: 'f_1_g_-1', unique });
      const withG = docs.map((d, i) => (i % 2 ? { ...d, g: i % 3 ? new Date(Date.UTC(2026, 0, i)) : `g${i}` } : d));
      for (const d of [...withG, { _id: new ObjectId(), f: 'x', g: [1, 2] }]) {
        const raw = Buffer.from(serialize(d));
        const rec = makeRec(raw);
        const fromBytes = ix.keysOfRec(rec);
        const fromView = ix.keysFor(makeRec(raw).view);
        expect(fromBytes!.first.map(keyOf)).toEqual(fromView!.first.map(keyOf));
        expect(fromBytes!.full.map((k) => k.key)).toEqual(fromView!.full.map((k) => k.key));
      }
      // scalar key values are read from the bytes: the document is never decoded for its keys
      const decoded = (d: object) => {
        const rec = makeRec(Buffer.from(serialize(d)));
        ix.keysOfRec(rec);
        return (rec as unknown as { decoded?: unknown }).decoded !== undefined;
      };
      expect(decoded({ _id: new ObjectId(), f: 'x', g: new Date(), big: { text: 'y'.repeat(1000) } })).toBe(false);
      expect(decoded({ _id: new ObjectId(), f: new ObjectId() })).toBe(false);
      expect(decoded({ _id: new ObjectId(), f: 'x', g: [1, 2] })).toBe(true);
    },
  );

  it('leaves documents without the field out of a sparse index', () => {
    const ix = new SecondaryIndex({ v: 2, key: { f: 1 }, name: 'f_1', sparse: true });
    expect(ix.keysOfRec(makeRec(Buffer.from(serialize({ _id: 1, g: 1 }))))).toBeNull();
  });
});

describe('values', () => {
  it('treats numbers of every BSON type as equal keys when equal', () => {
    expect(new Set([keyOf(5), keyOf(new Int32(5)), keyOf(new Double(5)), keyOf(Long.fromNumber(5))]).size).toBe(1);
    expect(keyOf(-0)).toBe(keyOf(0));
    expect(keyOf('5')).not.toBe(keyOf(5));
  });

  it('orders across types as MongoDB does', () => {
    const ordered = [
      null,
      -1,
      Long.fromNumber(2),
      'a',
      { a: 1 },
      [1],
      new Binary(Buffer.from([1])),
      new ObjectId('000000000000000000000000'),
      false,
      true,
      new Date(0),
      /re/,
    ];
    for (let i = 1; i < ordered.length; i++) expect(compareValues(ordered[i - 1], ordered[i])).toBeLessThan(0);
    expect(compareValues(NaN, -Infinity)).toBeLessThan(0);
    expect(compareValues(Decimal128.fromString('2.5'), 2)).toBeGreaterThan(0);
  });
});

describe('range lookups stay right while the index changes', () => {
  it('matches a brute-force filter after interleaved inserts and removes', () => {
    const coll = new Collection('db', 'c');
    coll.addIndex({ v: 2, key: { n: 1 }, name: 'n_1' });
    let seed = 7;
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const check = (lo: number, hi: number) => {
      const got = plan(coll, { n: { $gte: lo, $lt: hi } });
      expect(got.used).toBe('n_1');
      const ids = [...got.records].map((r) => r.idKey).sort();
      const want = [...coll.records.values()]
        .filter((r) => r.view.n >= lo && r.view.n < hi)
        .map((r) => r.idKey)
        .sort();
      expect(ids).toEqual(want);
    };
    for (let i = 0; i < 300; i++) {
      coll.insert(makeRec(Buffer.from(serialize({ _id: i, n: Math.floor(rand() * 50) }))));
      if (i === 100) check(10, 20); // builds the sorted view; later writes must keep it in order
      if (i % 3 === 0 && i > 100) {
        const victim = coll.records.get(keyOf(Math.floor(rand() * i)));
        if (victim) coll.remove(victim);
      }
    }
    check(10, 20);
    check(0, 1);
    check(49, 100);
  });
});

describe('sorted equality lookups stay right while the bucket changes', () => {
  it('answers what a full scan and sort would after inserts, replaces and removes', () => {
    const coll = new Collection('db', 'c');
    coll.addIndex({ v: 2, key: { owner: 1, at: -1, _id: -1 }, name: 'owner_1_at_-1__id_-1' });
    let seed = 11;
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const owners = ['ann', 'bob', 'cy'];
    const sort = { at: -1, _id: -1 };
    const check = () => {
      for (const owner of owners) {
        const got = runQuery(coll, { owner }, { sort }).map((r) => r.idKey);
        const want = [...coll.records.values()]
          .filter((r) => r.view.owner === owner)
          .sort((a, b) => compareValues(b.view.at, a.view.at) || compareValues(b.view._id, a.view._id))
          .map((r) => r.idKey);
        expect(got).toEqual(want);
        // a second read (from the kept order) is the same, and a limit cuts it
        expect(runQuery(coll, { owner }, { sort }).map((r) => r.idKey)).toEqual(want);
        expect(runQuery(coll, { owner }, { sort, limit: 2, skip: 1 }).map((r) => r.idKey)).toEqual(want.slice(1, 3));
      }
    };
    const doc = (i: number) => ({
      _id: i,
      owner: owners[Math.floor(rand() * 3)],
      at: new Date(Math.floor(rand() * 20) * 1000),
    });
    for (let i = 0; i < 200; i++) {
      coll.insert(makeRec(Buffer.from(serialize(doc(i)))));
      if (i % 7 === 0) check();
      if (i % 5 === 0) {
        const old = coll.records.get(keyOf(Math.floor(rand() * i)));
        // a replace that moves a record to another owner or another time
        if (old) coll.replace(old, makeRec(Buffer.from(serialize({ ...doc(0), _id: old.view._id }))));
      }
      if (i % 9 === 0) {
        const victim = coll.records.get(keyOf(Math.floor(rand() * i)));
        if (victim) coll.remove(victim);
      }
    }
    check();
  });
});
