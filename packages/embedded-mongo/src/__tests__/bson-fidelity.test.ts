import { Binary, Decimal128, Double, Int32, Long, MaxKey, MinKey, ObjectId } from 'mongodb';
import { startServerUnderTest, type ServerUnderTest } from './support/server-under-test';

// Per-file: the root config runs projects, where a project-level testTimeout is ignored, and
// this machine is shared (servers, disk sync and 10 MB payloads take longer under load).
jest.setTimeout(30_000);

let s: ServerUnderTest;
beforeAll(async () => {
  s = await startServerUnderTest('bson');
});
afterAll(() => s.stop());

describe('BSON types', () => {
  const c = () => s.coll('types');
  const sample = {
    oid: new ObjectId('64b7f0c2a1b2c3d4e5f60718'),
    date: new Date('2024-02-29T12:34:56.789Z'),
    bin: new Binary(Buffer.from([0, 1, 2, 250, 255]), 0),
    uuid: new Binary(Buffer.alloc(16, 7), 4),
    long: Long.fromString('9007199254740993'),
    smallLong: Long.fromNumber(5),
    dec: Decimal128.fromString('1234.5678901234567890'),
    int: new Int32(5),
    dbl: new Double(5),
    frac: 2.5,
    nested: { arr: [new Double(1), new Int32(2), 'three', null] },
  };

  it('round-trips every type unchanged', async () => {
    const { insertedId } = await c().insertOne({ ...sample });
    const back = await c().findOne({ _id: insertedId }, { promoteValues: false, promoteLongs: false });
    expect(back!.oid.toHexString()).toBe(sample.oid.toHexString());
    expect((back!.date as Date).toISOString()).toBe(sample.date.toISOString());
    expect(Buffer.from((back!.bin as Binary).buffer)).toEqual(Buffer.from([0, 1, 2, 250, 255]));
    expect((back!.uuid as Binary).sub_type).toBe(4);
    expect((back!.long as Long).toString()).toBe('9007199254740993');
    expect(back!.smallLong).toBeInstanceOf(Long);
    expect(back!.dec.toString()).toBe('1234.5678901234567890');
    expect(back!.int).toBeInstanceOf(Int32);
    expect(back!.dbl).toBeInstanceOf(Double);
    expect(back!.nested.arr[0]).toBeInstanceOf(Double);
    expect(back!.nested.arr[1]).toBeInstanceOf(Int32);
  });

  it('keeps numeric types of untouched fields through an update', async () => {
    const { insertedId } = await c().insertOne({ ...sample });
    await c().updateOne({ _id: insertedId }, { $set: { added: 1 }, $inc: { dbl: 1 } });
    const back = await c().findOne({ _id: insertedId }, { promoteValues: false, promoteLongs: false });
    expect(back!.dbl).toBeInstanceOf(Double);
    expect(back!.dbl.valueOf()).toBe(6);
    expect(back!.int).toBeInstanceOf(Int32);
    expect(back!.smallLong).toBeInstanceOf(Long);
    expect((back!.long as Long).toString()).toBe('9007199254740993');
  });

  it('matches numbers across int32, double and long', async () => {
    await c().insertMany([
      { k: 'n', v: new Int32(7) },
      { k: 'n', v: new Double(7) },
      { k: 'n', v: Long.fromNumber(7) },
      { k: 'n', v: 8 },
    ]);
    expect(await c().countDocuments({ k: 'n', v: 7 })).toBe(3);
    expect(await c().countDocuments({ k: 'n', v: { $gt: 7 } })).toBe(1);
    expect(await c().countDocuments({ k: 'n', v: { $type: 'number' } })).toBe(4);
    // the driver sends a plain 8 as int32
    expect(await c().countDocuments({ k: 'n', v: { $type: 'double' } })).toBe(1);
    expect(await c().countDocuments({ k: 'n', v: { $type: 'int' } })).toBe(2);
    expect(await c().countDocuments({ k: 'n', v: { $type: ['long', 'string'] } })).toBe(1);
    expect(await c().countDocuments({ k: 'n', v: { $not: { $type: 'long' } } })).toBe(3);
  });

  it('sorts mixed types in MongoDB order', async () => {
    const values: unknown[] = [
      new MaxKey(),
      true,
      new Date(0),
      new ObjectId('000000000000000000000001'),
      new Binary(Buffer.from([1])),
      [5],
      { a: 1 },
      'str',
      3,
      null,
      new MinKey(),
    ];
    await c().insertMany(values.map((v, i) => ({ k: 'mixed', i, v })));
    const asc = await c().find({ k: 'mixed' }).sort({ v: 1, i: 1 }).toArray();
    // MinKey < null < numbers (3, and the array's 5) < string < object < binary < ObjectId < bool < date < MaxKey
    expect(asc.map((d) => d.i)).toEqual([10, 9, 8, 5, 7, 6, 4, 3, 1, 2, 0]);
  });
});
