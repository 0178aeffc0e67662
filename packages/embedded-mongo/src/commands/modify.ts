// Shared by update and findAndModify: rewrite matched documents, or insert an upsert.
import type { Document } from 'bson';
import type { Collection } from '../engine/collection';
import { makeRec } from '../engine/collection';
import { encodeUpdated, withIdFirst } from '../engine/fidelity';
import type { Rec } from '../engine/record';
import type { WriteBatch } from '../engine/store';
import { applyUpdate, upsertSeed } from '../engine/update';

export interface UpdateSpec {
  q: Document;
  u: Document | Document[];
  arrayFilters?: Document[];
}

/**
 * Updates every record in `matches`, or none: if any document fails (duplicate key, immutable
 * _id) the ones already changed by this statement are restored before the error propagates.
 */
export function updateRecords(
  batch: WriteBatch,
  coll: Collection,
  matches: Rec[],
  spec: UpdateSpec,
): { modified: Rec[]; after: Rec[] } {
  const sp = batch.savepoint();
  const modified: Rec[] = [];
  const after: Rec[] = [];
  try {
    for (const old of matches) {
      const next = applyUpdate(old.view, old.raw, spec.u, {
        arrayFilters: spec.arrayFilters,
        query: spec.q,
        inserting: false,
      });
      const raw = encodeUpdated(next, old.raw);
      if (raw.equals(old.raw)) {
        after.push(old);
        continue;
      }
      const rec = makeRec(raw);
      batch.replace(coll, old, rec);
      modified.push(rec);
      after.push(rec);
    }
  } catch (e) {
    batch.rollback(sp);
    throw e;
  }
  return { modified, after };
}

export function upsertRecord(batch: WriteBatch, coll: Collection, spec: UpdateSpec): Rec {
  const seed = upsertSeed(spec.q);
  const doc = applyUpdate(seed, null, spec.u, { arrayFilters: spec.arrayFilters, query: spec.q, inserting: true });
  if (doc._id === undefined && seed._id !== undefined) doc._id = seed._id;
  const first = encodeUpdated(doc, null);
  const raw = withIdFirst(first, doc);
  const rec = makeRec(raw);
  batch.insert(coll, rec);
  return rec;
}
