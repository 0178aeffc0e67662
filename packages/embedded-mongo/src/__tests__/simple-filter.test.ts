// The direct tester for simple filters must answer exactly what the full query engine answers, on
// every kind of stored value, and hand arrays (matched element by element) to the full engine.
import { Binary, Decimal128, Int32, Long, ObjectId, serialize, type Document } from 'bson';
import { makeRec } from '../engine/collection';
import { compileFilter } from '../engine/query';
import { simpleFilter } from '../engine/simple-filter';

const oid = new ObjectId();
const d = (iso: string) => new Date(iso);
const values: unknown[] = [
  'tok',
  'tok2',
  '',
  true,
  false,
  d('2026-01-01T00:00:00Z'),
  d('2026-06-01T00:00:00Z'),
  d('2027-01-01T00:00:00Z'),
  oid,
  new ObjectId(),
  5,
  new Int32(5),
  Long.fromNumber(5),
  Decimal128.fromString('5'),
  null,
  { nested: 'tok' },
  ['tok', 'other'],
  [d('2025-01-01T00:00:00Z'), d('2028-01-01T00:00:00Z')],
  [],
  new Binary(Buffer.from('tok')),
];
const views = [...values.map((v, i) => ({ _id: i, f: v, g: 'tok' })), { _id: 'missing', g: 'tok' }].map(
  (doc) => makeRec(Buffer.from(serialize(doc))).view,
);

const filters: Document[] = [
  { f: 'tok' },
  { f: '' },
  { f: true },
  { f: false },
  { f: d('2026-06-01T00:00:00Z') },
  { f: oid },
  { f: { $gt: d('2026-03-01T00:00:00Z') } },
  { f: { $gte: d('2026-06-01T00:00:00Z') } },
  { f: { $lt: d('2026-06-01T00:00:00Z') } },
  { f: { $lte: d('2026-06-01T00:00:00Z') } },
  { f: { $gt: d('2026-03-01T00:00:00Z'), $lt: d('2026-12-01T00:00:00Z') } },
  { g: 'tok', f: { $gt: d('2026-03-01T00:00:00Z') } },
  { g: 'nope', f: { $gt: d('2026-03-01T00:00:00Z') } },
  { f: { $in: ['tok', oid, true] } },
  { f: { $in: [] } },
  { f: { $in: [d('2026-06-01T00:00:00Z')] }, g: 'tok' },
];

describe('simple filters', () => {
  it.each(filters.map((f) => [JSON.stringify(f), f]))('%s matches what the full engine matches', (_, filter) => {
    const full = compileFilter(filter)!;
    const simple = simpleFilter(filter, () => full)!;
    expect(simple).not.toBeNull();
    const want = views.filter((v) => full.test(v)).map((v) => v._id);
    expect(views.filter((v) => simple.test(v)).map((v) => v._id)).toEqual(want);
  });

  it('leaves every other shape to the full engine', () => {
    const other: Document[] = [
      {},
      { f: 5 },
      { f: null },
      { f: { $eq: 'tok' } },
      { f: { $gt: 5 } },
      { f: { $gt: 'a' } },
      { f: { $gt: d('2026-01-01'), $ne: d('2026-02-01') } },
      { 'f.nested': 'tok' },
      { $or: [{ f: 'tok' }] },
      { f: /tok/ },
      { f: { nested: 'tok' } },
      { f: ['tok', 'other'] },
      { f: { $in: ['tok', 5] } },
      { f: { $in: ['tok', null] } },
      { f: { $in: [/tok/] } },
    ];
    for (const f of other) expect(simpleFilter(f, () => compileFilter(f)!)).toBeNull();
  });

  it('asks the full engine only for records whose field is an array', () => {
    const full = compileFilter({ f: 'tok' })!;
    const fallback = jest.fn(() => full);
    const simple = simpleFilter({ f: 'tok' }, fallback)!;
    const scalars = views.filter((v) => !Array.isArray(v.f));
    scalars.forEach((v) => simple.test(v));
    expect(fallback).not.toHaveBeenCalled();
    expect(simple.test(views.find((v) => Array.isArray(v.f) && v.f.includes('tok'))!)).toBe(true);
    expect(fallback).toHaveBeenCalledTimes(1);
  });
});
