// Filter + sort + skip + limit over a collection, using the planner's candidates.
import type { Document } from 'bson';
import { MongoServerError } from '../errors';
import type { Collection } from './collection';
import { plan } from './planner';
import { construct, type Rec } from './record';
import { NEEDS_DECODE, rawTopValue } from '../wire/raw-fields';
import { sortBy } from './sort';
import { storedTypeQuery } from './type-operator';
import { simpleFilter } from './simple-filter';

export function compileFilter(filter: Document | undefined): { test(doc: Document): boolean } | null {
  if (!filter || Object.keys(filter).length === 0) return null;
  try {
    return storedTypeQuery(filter);
  } catch (e) {
    throw new MongoServerError(2, (e as Error).message);
  }
}

/**
 * What a sort reads from each record: for plain top-level sort fields their values straight from the
 * stored bytes (a history sorted by date need not decode every record's whole document and keep it
 * decoded), else the decoded view.
 */
function sortView(sort: Document): (r: Rec) => Document {
  const names = Object.keys(sort).filter((k) => k !== '$natural');
  if (names.some((k) => k.includes('.') || k.startsWith('$'))) return (r) => r.view;
  const fields = names.map((k) => [k, Buffer.from(k)] as const);
  return (r) => {
    const keys: Document = {};
    for (const [name, bytes] of fields) {
      const v = rawTopValue(r.raw, bytes, construct);
      if (v === NEEDS_DECODE) return r.view;
      if (v !== undefined) keys[name] = v;
    }
    return keys;
  };
}

export interface QueryOptions {
  sort?: Document;
  skip?: number;
  limit?: number;
}

export function runQuery(coll: Collection | undefined, filter: Document | undefined, opts: QueryOptions = {}): Rec[] {
  if (!coll) return [];
  const planned = plan(coll, filter ?? {});
  const { exact, bucket } = planned;
  // an _id lookup by plain value already is the whole filter: skip compiling it
  const q = exact ? null : (simpleFilter(filter ?? {}, () => compileFilter(filter)!) ?? compileFilter(filter));
  const skip = Math.max(0, opts.skip ?? 0);
  const limit = opts.limit && opts.limit > 0 ? opts.limit : Infinity;
  const out: Rec[] = [];
  if (!opts.sort || Object.keys(opts.sort).length === 0) {
    // without a sort we can stop as soon as skip + limit documents matched
    let skipped = 0;
    for (const r of planned.records) {
      if (q && !q.test(r.view)) continue;
      if (skipped < skip) {
        skipped++;
        continue;
      }
      out.push(r);
      if (out.length >= limit) break;
    }
    return out;
  }
  const sort = opts.sort;
  let sorted: Rec[];
  if (bucket) {
    // every record of the bucket matches: its order for this sort is kept by the index until it changes
    sorted = bucket.index.lookupEqualSorted(bucket.value, JSON.stringify(sort), (recs) =>
      sortBy(recs, sort, sortView(sort)),
    );
  } else {
    for (const r of planned.records) if (!q || q.test(r.view)) out.push(r);
    sorted = sortBy(out, sort, sortView(sort));
  }
  return sorted.slice(skip, limit === Infinity ? undefined : skip + limit);
}
