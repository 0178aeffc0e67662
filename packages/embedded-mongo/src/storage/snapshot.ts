// A snapshot is the whole store written as journal-format records (create, indexes, inserts),
// prefixed by a header naming the journal generation that continues it.
import { closeSync, fdatasyncSync, openSync, writeSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { deserialize, serialize, type Document } from 'bson';
import type { Store } from '../engine/store';
import { encodeOps, op, OpCode, type Op } from './ops';
import { frame, scanRecords } from './records';

export const SNAPSHOT_FILE = 'snapshot.bin';
const CHUNK_BYTES = 1 << 20;

/** A snapshot's temporary file while it is written (one per generation, so two writers never share one). */
export const snapshotTmp = (gen: number) => `snapshot.${gen}.tmp`;
export const isSnapshotTmp = (f: string) => /^snapshot\.(\d+|bin)\.tmp$/.test(f);

/**
 * The store at one instant: collections, their index specs and their records' bytes. References only —
 * stored documents are immutable (a write replaces a record, never changes its bytes) — so taking it
 * costs a pass over the record maps, and writes that follow do not change it.
 */
export interface StoreImage {
  collections: { ns: string; options: Document; indexes: Document[]; docs: Buffer[] }[];
}

export function captureImage(store: Store): StoreImage {
  return {
    collections: [...store.allCollections()].map((coll) => ({
      ns: coll.ns,
      options: coll.options,
      indexes: coll.indexes.map((ix) => ix.spec),
      docs: Array.from(coll.records.values(), (r) => r.raw),
    })),
  };
}

/** The snapshot file's contents in pieces of about 4 MB, as journal-format records. */
function* snapshotChunks(image: StoreImage, gen: number): Generator<Buffer> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  const out = function* (payload: Buffer) {
    const rec = frame(payload);
    pending.push(rec);
    pendingBytes += rec.length;
    if (pendingBytes >= 4 * CHUNK_BYTES) {
      yield Buffer.concat(pending);
      pending = [];
      pendingBytes = 0;
    }
  };
  yield* out(Buffer.from(serialize({ gen, createdAt: new Date() })));
  for (const coll of image.collections) {
    yield* out(
      encodeOps([
        op(OpCode.CreateCollection, coll.ns, coll.options),
        ...coll.indexes.map((spec) => op(OpCode.CreateIndex, coll.ns, spec)),
      ]),
    );
    let ops: Op[] = [];
    let bytes = 0;
    for (const doc of coll.docs) {
      ops.push({ code: OpCode.Insert, ns: coll.ns, doc });
      bytes += doc.length;
      if (bytes >= CHUNK_BYTES) {
        yield* out(encodeOps(ops));
        ops = [];
        bytes = 0;
      }
    }
    if (ops.length) yield* out(encodeOps(ops));
  }
  if (pending.length) yield Buffer.concat(pending);
}

/** Writes the snapshot of `gen` to its temporary file and syncs it; the caller renames it into place. */
export function writeSnapshotFile(dir: string, image: StoreImage, gen: number): string {
  const tmp = join(dir, snapshotTmp(gen));
  const fd = openSync(tmp, 'w');
  try {
    for (const buf of snapshotChunks(image, gen)) {
      let off = 0;
      while (off < buf.length) off += writeSync(fd, buf, off, buf.length - off);
    }
    fdatasyncSync(fd);
  } finally {
    closeSync(fd);
  }
  return tmp;
}

/**
 * The same, without holding the event loop: each piece is encoded, then written on libuv's thread pool,
 * so requests are served between pieces while a large store is written (a whole-store write on the
 * loop stalled every client for 0.3–0.9 s per compaction at 300 MB, growing with the store).
 */
export async function writeSnapshotFileInBackground(dir: string, image: StoreImage, gen: number): Promise<string> {
  const tmp = join(dir, snapshotTmp(gen));
  const file = await open(tmp, 'w');
  try {
    for (const buf of snapshotChunks(image, gen)) {
      let off = 0;
      while (off < buf.length) off += (await file.write(buf, off, buf.length - off)).bytesWritten;
    }
    await file.datasync();
  } finally {
    await file.close();
  }
  return tmp;
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
