// A snapshot is the whole store written as journal-format records (create, indexes, inserts),
// prefixed by a header naming the journal generation that continues it.
import { closeSync, fdatasyncSync, openSync, renameSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { deserialize, serialize } from 'bson';
import type { Store } from '../engine/store';
import { encodeOps, op, OpCode, type Op } from './ops';
import { frame, scanRecords } from './records';

export const SNAPSHOT_FILE = 'snapshot.bin';
const CHUNK_BYTES = 1 << 20;

export function writeSnapshot(dir: string, store: Store, gen: number): void {
  const tmp = join(dir, SNAPSHOT_FILE + '.tmp');
  const fd = openSync(tmp, 'w');
  const pending: Buffer[] = [];
  let pendingBytes = 0;
  const out = (payload: Buffer) => {
    const rec = frame(payload);
    pending.push(rec);
    pendingBytes += rec.length;
    if (pendingBytes >= 4 * CHUNK_BYTES) drain();
  };
  const drain = () => {
    const buf = Buffer.concat(pending);
    let off = 0;
    while (off < buf.length) off += writeSync(fd, buf, off, buf.length - off);
    pending.length = 0;
    pendingBytes = 0;
  };
  out(Buffer.from(serialize({ gen, createdAt: new Date() })));
  for (const coll of store.allCollections()) {
    out(
      encodeOps([
        op(OpCode.CreateCollection, coll.ns, coll.options),
        ...coll.indexes.map((ix) => op(OpCode.CreateIndex, coll.ns, ix.spec)),
      ]),
    );
    let ops: Op[] = [];
    let bytes = 0;
    for (const rec of coll.records.values()) {
      ops.push({ code: OpCode.Insert, ns: coll.ns, doc: rec.raw });
      bytes += rec.raw.length;
      if (bytes >= CHUNK_BYTES) {
        out(encodeOps(ops));
        ops = [];
        bytes = 0;
      }
    }
    if (ops.length) out(encodeOps(ops));
  }
  drain();
  fdatasyncSync(fd);
  closeSync(fd);
  renameSync(tmp, join(dir, SNAPSHOT_FILE));
}

/** Loads a snapshot into the store and returns its generation (0 when there is none). */
export function loadSnapshot(buf: Buffer | null, store: Store): number {
  if (!buf) return 0;
  const { payloads } = scanRecords(buf);
  if (!payloads.length) return 0;
  const gen = deserialize(payloads[0]).gen as number;
  // documents stay slices of the snapshot buffer: it holds exactly the live data, nothing to free
  for (let i = 1; i < payloads.length; i++) store.replay(payloads[i], true);
  return gen;
}
