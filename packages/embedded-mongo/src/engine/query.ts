// Filter + sort + skip + limit over a collection, using the planner's candidates.
import type { Document } from 'bson';
import { MongoServerError } from '../errors';
import type { Collection } from './collection';
import { plan } from './planner';
import type { Rec } from './record';
import { sortBy } from './sort';
import { storedTypeQuery } from './type-operator';

export function compileFilter(filter: Document | undefined): { test(doc: Document): boolean } | null {
  if (!filter || Object.keys(filter).length === 0) return null;
  try {
    return storedTypeQuery(filter);
  } catch (e) {
    throw new MongoServerError(2, (e as Error).message);
  }
}

export interface QueryOptions {
  sort?: Document;
  skip?: number;
  limit?: number;
}

export function runQuery(coll: Collection | undefined, filter: Document | undefined, opts: QueryOptions = {}): Rec[] {
  if (!coll) return [];
  const { records, exact } = plan(coll, filter ?? {});
  // an _id lookup by plain value already is the whole filter: skip compiling it
  const q = exact ? null : compileFilter(filter);
  const skip = Math.max(0, opts.skip ?? 0);
  const limit = opts.limit && opts.limit > 0 ? opts.limit : Infinity;
  const out: Rec[] = [];
  if (!opts.sort || Object.keys(opts.sort).length === 0) {
    // without a sort we can stop as soon as skip + limit documents matched
    let skipped = 0;
    for (const r of records) {
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
  for (const r of records) if (!q || q.test(r.view)) out.push(r);
  const sorted = sortBy(out, opts.sort, (r) => r.view);
  return sorted.slice(skip, limit === Infinity ? undefined : skip + limit);
}
