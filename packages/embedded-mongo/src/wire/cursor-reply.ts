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

export function str(s: string): Buffer {
  const bytes = Buffer.from(s, 'utf8');
  const len = Buffer.allocUnsafe(4);
  len.writeInt32LE(bytes.length + 1, 0);
  return Buffer.concat([len, bytes, Buffer.from([0])]);
}

export function rawArray(docs: Buffer[]): Buffer {
  return docOf(docs.map((d, i) => element(0x03, String(i), d)));
}

/**
 * `{cursor: {<batchField>: [...docs], id, ns}, ok: 1}` written into one buffer sized up front: every
 * document is copied once (nesting element() and docOf() copied each one five times over, and the
 * large intermediate buffers were a good part of the store's garbage collection under load).
 */
export function cursorReplyBody(batchField: 'firstBatch' | 'nextBatch', docs: Buffer[], id: Long, ns: string): Buffer {
  const nsBytes = Buffer.byteLength(ns, 'utf8');
  let arraySize = 4 + 1;
  for (let i = 0; i < docs.length; i++) arraySize += 1 + String(i).length + 1 + docs[i].length;
  const cursorSize = 4 + (1 + batchField.length + 1 + arraySize) + (1 + 3 + 8) + (1 + 3 + 4 + nsBytes + 1) + 1;
  const total = 4 + (1 + 7 + cursorSize) + (1 + 3 + 8) + 1;
  const out = Buffer.allocUnsafe(total);
  let at = out.writeInt32LE(total, 0);
  const name = (type: number, key: string) => {
    out[at++] = type;
    at += out.write(key, at, 'latin1');
    out[at++] = 0;
  };
  name(0x03, 'cursor');
  at = out.writeInt32LE(cursorSize, at);
  name(0x04, batchField);
  at = out.writeInt32LE(arraySize, at);
  for (let i = 0; i < docs.length; i++) {
    name(0x03, String(i));
    at += docs[i].copy(out, at);
  }
  out[at++] = 0;
  name(0x12, 'id');
  at = out.writeInt32LE(id.low, at);
  at = out.writeInt32LE(id.high, at);
  name(0x02, 'ns');
  at = out.writeInt32LE(nsBytes + 1, at);
  at += out.write(ns, at, 'utf8');
  out[at++] = 0;
  out[at++] = 0;
  name(0x01, 'ok');
  at = out.writeDoubleLE(1, at);
  out[at++] = 0;
  return out;
}
