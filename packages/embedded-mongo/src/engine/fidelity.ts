// Updates run on promoted JS values (mingo works on plain numbers), which would turn a stored
// double 5.0 into int32 5 and a Long into a double. Re-applying the stored numeric types of
// unchanged paths keeps every field's BSON type the way mongod keeps it.
import { deserialize, Double, Long, ObjectId, serialize, type Document } from 'bson';

const INT32_MIN = -2147483648;
const INT32_MAX = 2147483647;

function merge(n: unknown, o: unknown): unknown {
  if (typeof n === 'number') {
    const t = o !== null && typeof o === 'object' ? (o as { _bsontype?: string })._bsontype : undefined;
    if (t === 'Double') return new Double(n);
    if (Number.isInteger(n) && (t === 'Long' || (t === 'Int32' && (n < INT32_MIN || n > INT32_MAX))))
      return Long.fromNumber(n);
    return n;
  }
  if (Array.isArray(n)) return n.map((x, i) => merge(x, Array.isArray(o) ? o[i] : undefined));
  if (n !== null && typeof n === 'object' && (n as object).constructor === Object) {
    const out: Document = {};
    const od = o !== null && typeof o === 'object' && !Array.isArray(o) ? (o as Document) : undefined;
    for (const [k, v] of Object.entries(n as Document)) out[k] = merge(v, od?.[k]);
    return out;
  }
  return n;
}

/** Serializes an updated document, keeping the numeric types `oldRaw` had at the same paths. */
export function encodeUpdated(view: Document, oldRaw: Buffer | null): Buffer {
  const typed = oldRaw ? merge(view, deserialize(oldRaw, { promoteValues: false })) : view;
  return Buffer.from(serialize(typed as Document));
}

/** Stored form of a new document: _id first (generated when missing), as mongod stores it. */
export function withIdFirst(raw: Buffer, view: Document): Buffer {
  if (view._id !== undefined && Object.keys(view)[0] === '_id') return raw;
  const full = deserialize(raw, { promoteValues: false });
  const id = full._id !== undefined ? full._id : new ObjectId();
  delete full._id;
  return Buffer.from(serialize({ _id: id, ...full }));
}
