// The filters most reads send — top-level fields pinned to a string, boolean, date or ObjectId (or $in
// a list of them), and dates bounded by $gt/$gte/$lt/$lte (sessions by token and expiry) — tested
// directly on the record's view. Building a mingo query for them cost more than the rest of a session lookup; any
// other shape, and any record whose field holds an array, still goes through the full query engine.
import type { Document } from 'bson';
import { compareValues, typeRank } from './values';

const RANGE = new Set(['$gt', '$gte', '$lt', '$lte']);
const DATE_RANK = 10;

/** Values whose equality is the same in MongoDB and here (not numbers: Decimal128 is kept apart; not null). */
export function exactKey(v: unknown): boolean {
  if (typeof v === 'string' || typeof v === 'boolean' || v instanceof Date) return true;
  return v !== null && typeof v === 'object' && (v as { _bsontype?: string })._bsontype === 'ObjectId';
}

type FieldTest = (v: unknown) => boolean;

function equalTo(c: unknown): FieldTest {
  const rank = typeRank(c);
  return (v) => typeRank(v) === rank && compareValues(v, c) === 0;
}

/** `{$in: [...]}` of values with exact equality (several sessions by token hash). */
function oneOf(cond: Document): FieldTest | null {
  const keys = Object.keys(cond);
  if (keys.length !== 1 || keys[0] !== '$in' || !Array.isArray(cond.$in) || !cond.$in.every(exactKey)) return null;
  const tests = (cond.$in as unknown[]).map(equalTo);
  return (v) => tests.some((t) => t(v));
}

function dateRange(cond: Document): FieldTest | null {
  const bounds: [string, Date][] = [];
  for (const [op, v] of Object.entries(cond)) {
    if (!RANGE.has(op) || !(v instanceof Date)) return null;
    bounds.push([op, v]);
  }
  if (!bounds.length) return null;
  // type bracketing: a range over dates matches dates only
  return (v) => {
    if (typeRank(v) !== DATE_RANK) return false;
    for (const [op, bound] of bounds) {
      const c = compareValues(v, bound);
      if (op === '$gt' ? c <= 0 : op === '$gte' ? c < 0 : op === '$lt' ? c >= 0 : c > 0) return false;
    }
    return true;
  };
}

/**
 * A tester for `filter` when every condition has one of the simple shapes, else null. `fallback` is the
 * full query engine's test, used for a record whose tested field holds an array (MongoDB matches
 * arrays element by element, which the full engine knows).
 */
export function simpleFilter(
  filter: Document,
  fallback: () => { test(doc: Document): boolean },
): { test(doc: Document): boolean } | null {
  const tests: [string, FieldTest][] = [];
  for (const [field, cond] of Object.entries(filter)) {
    if (field.startsWith('$') || field.includes('.') || field === '') return null;
    if (exactKey(cond)) {
      tests.push([field, equalTo(cond)]);
      continue;
    }
    if (cond === null || typeof cond !== 'object' || Array.isArray(cond) || typeRank(cond) !== 5) return null;
    const anyOf = oneOf(cond as Document);
    if (anyOf) {
      tests.push([field, anyOf]);
      continue;
    }
    const range = dateRange(cond as Document);
    if (!range) return null;
    tests.push([field, range]);
  }
  if (!tests.length) return null;
  let full: { test(doc: Document): boolean } | undefined;
  return {
    test(doc) {
      for (const [field, t] of tests) {
        const v = doc[field];
        if (Array.isArray(v)) return (full ??= fallback()).test(doc);
        if (!t(v)) return false;
      }
      return true;
    },
  };
}
