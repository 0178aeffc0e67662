// mongod's TTL monitor: a periodic sweep that deletes documents whose indexed date (the earliest,
// for an array) is older than expireAfterSeconds. It reads the TTL index itself, so a sweep costs
// the expired documents, not the collection. Deletions are journaled like any other write.
import type { Store } from './engine/store';

export function sweepExpired(store: Store, now = Date.now()): number {
  let removed = 0;
  for (const coll of [...store.allCollections()]) {
    for (const ix of coll.indexes) {
      if (ix.ttlSeconds === undefined || ix.fields.length !== 1) continue;
      const expired = ix.lookupRange(null, { v: new Date(now - ix.ttlSeconds * 1000), incl: true });
      if (expired.size === 0) continue;
      const batch = store.batch();
      for (const rec of expired) {
        batch.remove(coll, rec);
        removed++;
      }
      batch.commit(false);
    }
  }
  return removed;
}
