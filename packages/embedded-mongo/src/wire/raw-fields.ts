// Reads sub-documents straight out of BSON bytes, so inserted documents are stored exactly as the
// client encoded them (int32 stays int32, 5.0 stays a double) without a decode/encode round trip.
/** Bytes taken by the value of an element of `type` starting at `at`. */
export function valueSize(buf: Buffer, type: number, at: number): number {
  switch (type) {
    case 0x01:
    case 0x09:
    case 0x11:
    case 0x12:
      return 8;
    case 0x02:
    case 0x0d:
    case 0x0e:
      return 4 + buf.readInt32LE(at);
    case 0x03:
    case 0x04:
    case 0x0f:
      return buf.readInt32LE(at);
    case 0x05:
      return 5 + buf.readInt32LE(at);
    case 0x06:
    case 0x0a:
    case 0xff:
    case 0x7f:
      return 0;
    case 0x07:
      return 12;
    case 0x08:
      return 1;
    case 0x0b: {
      const a = buf.indexOf(0, at);
      return buf.indexOf(0, a + 1) + 1 - at;
    }
    case 0x0c:
      return 4 + buf.readInt32LE(at) + 12;
    case 0x10:
      return 4;
    case 0x13:
      return 16;
  }
  throw new Error(`unknown BSON type 0x${type.toString(16)}`);
}

/** Each element value of a BSON document, in order, as [name, type, bytes]. */
export function* rawElements(doc: Buffer): Generator<[string, number, Buffer]> {
  let at = 4;
  const end = doc.readInt32LE(0) - 1;
  while (at < end) {
    const type = doc[at];
    const nameEnd = doc.indexOf(0, at + 1);
    const name = doc.toString('utf8', at + 1, nameEnd);
    const start = nameEnd + 1;
    const size = valueSize(doc, type, start);
    yield [name, type, doc.subarray(start, start + size)];
    at = start + size;
  }
}

/** The documents of an array field of `doc` (e.g. insert's `documents`), or undefined. */
export function rawDocArray(doc: Buffer, field: string): Buffer[] | undefined {
  for (const [name, type, value] of rawElements(doc)) {
    if (name !== field) continue;
    if (type !== 0x04) return undefined;
    const out: Buffer[] = [];
    for (const [, t, v] of rawElements(value)) if (t === 0x03) out.push(v);
    return out;
  }
  return undefined;
}

/** Returned by rawTopValue when the field holds something that needs a full decode. */
export const NEEDS_DECODE = Symbol('needs-decode');

/**
 * The value of a top-level field read straight from BSON bytes, for scalar types; undefined when
 * the field is absent. Lets indexes be rebuilt at start-up without decoding whole documents.
 */
export function rawTopValue(doc: Buffer, field: Buffer, construct: { objectId(bytes: Buffer): unknown }): unknown {
  let at = 4;
  const end = doc.readInt32LE(0) - 1;
  const n = field.length;
  while (at < end) {
    const type = doc[at];
    const nameEnd = doc.indexOf(0, at + 1);
    const start = nameEnd + 1;
    if (nameEnd - at - 1 === n && doc.compare(field, 0, n, at + 1, nameEnd) === 0) {
      switch (type) {
        case 0x01:
          return doc.readDoubleLE(start);
        case 0x02:
          return doc.toString('utf8', start + 4, start + 4 + doc.readInt32LE(start) - 1);
        case 0x07:
          return construct.objectId(doc.subarray(start, start + 12));
        case 0x08:
          return doc[start] === 1;
        case 0x09:
          return new Date(doc.readInt32LE(start + 4) * 0x100000000 + doc.readUInt32LE(start));
        case 0x0a:
          return null;
        case 0x10:
          return doc.readInt32LE(start);
        case 0x12: {
          const v = doc.readInt32LE(start + 4) * 0x100000000 + doc.readUInt32LE(start);
          return Number.isSafeInteger(v) ? v : NEEDS_DECODE;
        }
      }
      return NEEDS_DECODE;
    }
    at = start + valueSize(doc, type, start);
  }
  return undefined;
}

const ID_NAME = Buffer.from('_id');

/** keyOf(_id) computed from the bytes when _id is the first field and a common type, else null. */
export function rawIdValue(doc: Buffer, construct: { objectId(bytes: Buffer): unknown }): unknown {
  if (doc.length < 9 || doc.compare(ID_NAME, 0, 3, 5, 8) !== 0 || doc[8] !== 0) return NEEDS_DECODE;
  const type = doc[4];
  if (type === 0x07) return construct.objectId(doc.subarray(9, 21));
  if (type === 0x02) return doc.toString('utf8', 13, 13 + doc.readInt32LE(9) - 1);
  if (type === 0x10) return doc.readInt32LE(9);
  if (type === 0x01) return doc.readDoubleLE(9);
  return NEEDS_DECODE;
}

/**
 * The document with its _id element moved to the front (mongod stores _id first), or with
 * `newId` (12 ObjectId bytes) prepended when it has none. Works on the bytes: no decode.
 */
export function withIdFirstRaw(doc: Buffer, newId: () => Buffer): Buffer {
  const end = doc.readInt32LE(0) - 1;
  let at = 4;
  while (at < end) {
    const type = doc[at];
    const nameEnd = doc.indexOf(0, at + 1);
    const start = nameEnd + 1;
    const stop = start + valueSize(doc, type, start);
    if (nameEnd - at - 1 === 3 && doc.compare(ID_NAME, 0, 3, at + 1, nameEnd) === 0) {
      if (at === 4) return doc;
      const out = Buffer.allocUnsafe(doc.length);
      doc.copy(out, 0, 0, 4);
      doc.copy(out, 4, at, stop);
      doc.copy(out, 4 + stop - at, 4, at);
      doc.copy(out, stop, stop);
      return out;
    }
    at = stop;
  }
  const id = newId();
  const out = Buffer.allocUnsafe(doc.length + 17);
  out.writeInt32LE(doc.length + 17, 0);
  out[4] = 0x07;
  ID_NAME.copy(out, 5);
  out[8] = 0;
  id.copy(out, 9);
  doc.copy(out, 21, 4);
  return out;
}
