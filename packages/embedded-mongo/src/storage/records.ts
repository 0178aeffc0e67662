// Framing shared by the journal and the snapshot: [u32 length][u32 crc32 of payload][payload].
// A record whose length runs past the end or whose CRC does not match marks a torn tail.
import { crc32 } from 'node:zlib';

export const RECORD_HEADER = 8;

export function frame(payload: Buffer): Buffer {
  const out = Buffer.allocUnsafe(RECORD_HEADER + payload.length);
  out.writeUInt32LE(payload.length, 0);
  out.writeUInt32LE(crc32(payload), 4);
  payload.copy(out, RECORD_HEADER);
  return out;
}

export interface Scan {
  payloads: Buffer[];
  /** Bytes up to the end of the last intact record; anything after is a torn write. */
  validBytes: number;
}

export function scanRecords(buf: Buffer): Scan {
  const payloads: Buffer[] = [];
  let off = 0;
  while (off + RECORD_HEADER <= buf.length) {
    const len = buf.readUInt32LE(off);
    const end = off + RECORD_HEADER + len;
    if (end > buf.length) break;
    const payload = buf.subarray(off + RECORD_HEADER, end);
    if (crc32(payload) !== buf.readUInt32LE(off + 4)) break;
    payloads.push(payload);
    off = end;
  }
  return { payloads, validBytes: off };
}
