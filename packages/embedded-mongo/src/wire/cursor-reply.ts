// Builds cursor replies by hand so stored documents go out as their stored bytes:
// no re-encoding cost, and every BSON type (int32 vs double, Decimal128 ...) leaves exactly as it came in.
import { Long } from 'bson';

function cstr(s: string): Buffer {
  return Buffer.from(s + '\0', 'utf8');
}

export function docOf(elements: Buffer[]): Buffer {
  const size = 4 + elements.reduce((n, e) => n + e.length, 0) + 1;
  const len = Buffer.allocUnsafe(4);
  len.writeInt32LE(size, 0);
  return Buffer.concat([len, ...elements, Buffer.from([0])], size);
}

export function element(type: number, key: string, value: Buffer): Buffer {
  return Buffer.concat([Buffer.from([type]), cstr(key), value]);
}

function int64(v: Long): Buffer {
  const b = Buffer.allocUnsafe(8);
  b.writeInt32LE(v.low, 0);
  b.writeInt32LE(v.high, 4);
  return b;
}

export function str(s: string): Buffer {
  const bytes = Buffer.from(s, 'utf8');
  const len = Buffer.allocUnsafe(4);
  len.writeInt32LE(bytes.length + 1, 0);
  return Buffer.concat([len, bytes, Buffer.from([0])]);
}

export function rawArray(docs: Buffer[]): Buffer {
  return docOf(docs.map((d, i) => element(0x03, String(i), d)));
}

export function cursorReplyBody(batchField: 'firstBatch' | 'nextBatch', docs: Buffer[], id: Long, ns: string): Buffer {
  const cursor = docOf([
    element(0x04, batchField, rawArray(docs)),
    element(0x12, 'id', int64(id)),
    element(0x02, 'ns', str(ns)),
  ]);
  const ok = Buffer.allocUnsafe(8);
  ok.writeDoubleLE(1, 0);
  return docOf([element(0x03, 'cursor', cursor), element(0x01, 'ok', ok)]);
}
