// Picks the records a query has to test: an _id or index lookup when the filter pins a field
// by equality, $in or a range, else every record. Candidates are always re-tested with the full filter.
import type { Document } from 'bson';
import type { Collection } from './collection';
import type { Rec } from './record';
import type { SecondaryIndex } from './secondary-index';
import { keyOf, typeRank } from './values';
import { exactKey } from './simple-filter';

/** Plain values usable as equality keys: no operators, regexes or arrays (those match differently). */
function equalityValues(cond: unknown): unknown[] | null {
  const isPlain = (v: unknown) => {
    const r = typeRank(v);
    return r !== 5 && r !== 6 && r !== 12 && r !== 1 && r !== 13;
  };
  if (isPlain(cond)) return [cond];
  if (cond === null || typeof cond !== 'object' || Array.isArray(cond)) return null;
  const c = cond as Document;
  const keys = Object.keys(c);
  if (keys.length === 1 && keys[0] === '$eq' && isPlain(c.$eq)) return [c.$eq];
  if (keys.length === 1 && keys[0] === '$in' && Array.isArray(c.$in) && c.$in.every(isPlain)) return c.$in;
  return null;
}

type Bound = { v: unknown; incl: boolean } | null;

function rangeBounds(cond: unknown): { lo: Bound; hi: Bound } | null {
  if (cond === null || typeof cond !== 'object' || Array.isArray(cond) || typeRank(cond) !== 5) return null;
  const c = cond as Document;
  let lo: Bound = null;
  let hi: Bound = null;
  for (const [op, v] of Object.entries(c)) {
    if (typeRank(v) === 2 || typeRank(v) === 5 || typeRank(v) === 6) return null;
    if (op === '$gt' || op === '$gte') lo = { v, incl: op === '$gte' };
    else if (op === '$lt' || op === '$lte') hi = { v, incl: op === '$lte' };
    else return null;
  }
  if (lo && hi && typeRank(lo.v) !== typeRank(hi.v)) return null;
  return lo || hi ? { lo, hi } : null;
}

function indexOn(coll: Collection, field: string, eqValues?: unknown[]): SecondaryIndex | undefined {
  return coll.indexes.find(
    (ix) =>
      ix.plannable &&
      ix.fields[0] === field &&
      // a sparse index lacks documents missing the field, so it cannot answer `field: null`
      (!ix.sparse || (eqValues !== undefined && eqValues.every((v) => v !== null && v !== undefined))),
  );
}

export interface Plan {
  records: Iterable<Rec>;
  /** Name of the index used, or COLLSCAN, for explain-like diagnostics and tests. */
  used: string;
  /** True when every record returned matches the filter (no need to test them again). */
  exact?: boolean;
  /** Set when the records are one equality bucket of a secondary index (its sorted orders can be kept). */
  bucket?: { index: SecondaryIndex; value: unknown };
}

export function plan(coll: Collection, filter: Document): Plan {
  const idEq = '_id' in filter ? equalityValues(filter._id) : null;
  if (idEq) {
    const out: Rec[] = [];
    const seen = new Set<string>();
    for (const v of idEq) {
      const k = keyOf(v);
      const r = coll.records.get(k);
      if (r && !seen.has(k)) {
        out.push(r);
        seen.add(k);
      }
    }
    return { records: out, used: '_id_', exact: Object.keys(filter).length === 1 };
  }
  for (const [field, cond] of Object.entries(filter)) {
    if (field.startsWith('$')) continue;
    const eq = equalityValues(cond);
    if (eq) {
      const ix = indexOn(coll, field, eq);
      if (ix) {
        // The index's buckets hold each value of the field (each element of an array), keyed as the
        // query compares them: for a lone top-level field pinned to common scalars the lookup is the answer.
        const exact = Object.keys(filter).length === 1 && !field.includes('.') && eq.every(exactKey);
        const bucket = exact && eq.length === 1 ? { index: ix, value: eq[0] } : undefined;
        // gathered only when read: a sorted query on one bucket takes the order the index keeps instead
        return {
          get records() {
            return ix.lookupEqual(eq);
          },
          used: ix.name,
          exact,
          bucket,
        };
      }
    }
  }
  for (const [field, cond] of Object.entries(filter)) {
    if (field.startsWith('$')) continue;
    const range = rangeBounds(cond);
    if (range && field === '_id') return { records: coll.idIndex().lookupRange(range.lo, range.hi), used: '_id_' };
    if (range) {
      const ix = indexOn(coll, field);
      if (ix && !ix.sparse) return { records: ix.lookupRange(range.lo, range.hi), used: ix.name };
    }
  }
  return { records: coll.records.values(), used: 'COLLSCAN' };
}
