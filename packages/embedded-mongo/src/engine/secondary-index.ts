// A secondary index: hash buckets on the first key field for equality lookups, a lazily sorted
// array on that field for ranges, and a full-key map that enforces uniqueness.
import type { Document } from 'bson';
import type { Query } from 'mingo';
import { MongoServerError } from '../errors';
import { NEEDS_DECODE, rawTopValue } from '../wire/raw-fields';
import { mingo } from './mingo';
import { construct, type Rec } from './record';
import { compareValues, keyOf, pathValues, typeRank } from './values';

const MAX_KEYS_PER_DOC = 1000;

export interface IndexKeys {
  first: unknown[];
  full: { key: string; values: unknown[] }[];
}

export class SecondaryIndex {
  readonly name: string;
  readonly fields: string[];
  readonly unique: boolean;
  readonly sparse: boolean;
  readonly ttlSeconds: number | undefined;
  private readonly partial: Query | undefined;
  private readonly byFirst = new Map<string, Bucket>();
  private readonly byFull = new Map<string, Bucket>();
  private sorted: Bucket[] | null = null;
  /** Set when every key field is a plain top-level field, whose scalar values can be read from the raw bytes. */
  private readonly rawFields: Buffer[] | null;

  constructor(readonly spec: Document) {
    this.name = spec.name as string;
    this.fields = Object.keys(spec.key as Document);
    this.unique = spec.unique === true;
    this.sparse = spec.sparse === true;
    this.ttlSeconds = typeof spec.expireAfterSeconds === 'number' ? spec.expireAfterSeconds : undefined;
    this.partial = spec.partialFilterExpression
      ? new (mingo().Query)(spec.partialFilterExpression as Document, {})
      : undefined;
    this.rawFields =
      this.fields.every((f) => !f.includes('.')) && !this.partial ? this.fields.map((f) => Buffer.from(f)) : null;
  }

  /** Keys of a stored record; reads scalar fields from its bytes so start-up need not decode it. */
  keysOfRec(rec: Rec): IndexKeys | null {
    if (this.rawFields) {
      // (a compound index too: decoding every document, e.g. each generation's whole structured
      // document, only to key it on owner and date kept all of them decoded in the store's heap)
      const values: unknown[] = [];
      let missing = 0;
      for (const f of this.rawFields) {
        const v = rawTopValue(rec.raw, f, construct);
        if (v === NEEDS_DECODE) return this.keysFor(rec.view);
        if (v === undefined) missing++;
        values.push(v === undefined ? null : v);
      }
      if (this.sparse && missing === values.length) return null;
      return { first: [values[0]], full: this.unique ? [{ key: values.map(keyOf).join('\u0000'), values }] : [] };
    }
    return this.keysFor(rec.view);
  }

  /** Index entries of a document, or null when the document is not in this (sparse/partial) index. */
  keysFor(view: Document): IndexKeys | null {
    if (this.partial && !this.partial.test(view)) return null;
    if (this.fields.length === 1 && !this.fields[0].includes('.')) {
      // the common case, a plain top-level field holding a scalar: no path walking or combinations
      const v = view[this.fields[0]];
      if (v === undefined && this.sparse) return null;
      if (!Array.isArray(v)) {
        const value = v === undefined ? null : v;
        return { first: [value], full: this.unique ? [{ key: keyOf(value), values: [value] }] : [] };
      }
    }
    const perField = this.fields.map((f) => pathValues(view, f));
    if (this.sparse && perField.every((vs) => vs.length === 0)) return null;
    const expanded = perField.map((vs) => (vs.length === 0 ? [null] : vs));
    const first = [...new Map(expanded[0].map((v) => [keyOf(v), v])).values()];
    if (!this.unique) return { first, full: [] };
    let combos: unknown[][] = [[]];
    for (const vs of expanded) {
      const next: unknown[][] = [];
      const uniqueVs = new Map(vs.map((v) => [keyOf(v), v]));
      for (const c of combos) for (const v of uniqueVs.values()) next.push([...c, v]);
      combos = next;
      if (combos.length > MAX_KEYS_PER_DOC)
        throw new MongoServerError(171, `cannot index parallel arrays for index ${this.name}`);
    }
    return { first, full: combos.map((values) => ({ key: values.map(keyOf).join('\u0000'), values })) };
  }

  /** The record that already holds one of these unique keys, if any (other than `except`). */
  conflict(keys: IndexKeys | null, except?: Rec): { values: unknown[] } | null {
    if (!this.unique || !keys) return null;
    for (const k of keys.full) {
      const holders = this.byFull.get(k.key);
      if (holders) for (const r of recsOf(holders)) if (r !== except) return { values: k.values };
    }
    return null;
  }

  add(rec: Rec, keys = this.keysOfRec(rec)): void {
    if (!keys) return;
    for (const v of keys.first) {
      const created = addTo(this.byFirst, keyOf(v), v, rec);
      if (created && this.sorted) this.sorted.splice(this.lowerBound(created.v), 0, created);
    }
    if (this.unique) for (const k of keys.full) addTo(this.byFull, k.key, k.values, rec);
  }

  remove(rec: Rec): void {
    const keys = this.keysOfRec(rec);
    if (!keys) return;
    for (const v of keys.first) {
      const gone = unbucket(this.byFirst, keyOf(v), rec);
      if (gone && this.sorted) {
        const i = this.sorted.indexOf(gone, this.lowerBound(gone.v));
        if (i >= 0) this.sorted.splice(i, 1);
      }
    }
    if (this.unique) for (const k of keys.full) unbucket(this.byFull, k.key, rec);
  }

  /** First position in the sorted buckets whose value is not below v. */
  private lowerBound(v: unknown): number {
    const sorted = this.sorted!;
    let a = 0;
    let b = sorted.length;
    while (a < b) {
      const m = (a + b) >> 1;
      if (compareValues(sorted[m].v, v) < 0) a = m + 1;
      else b = m;
    }
    return a;
  }

  /** Usable to answer a query on its first field: partial indexes may miss matching documents. */
  get plannable(): boolean {
    return !this.partial;
  }

  /**
   * The records under one equality value in a query's sort order, sorted once and kept until the bucket
   * changes (an insert, delete or replace under this value): a teacher's history, read on every visit,
   * is not re-sorted each time. `sortKey` names the order; `sort` computes it from the records.
   */
  lookupEqualSorted(value: unknown, sortKey: string, sort: (recs: Rec[]) => Rec[]): Rec[] {
    const b = this.byFirst.get(keyOf(value));
    if (!b) return [];
    const cached = b.sorts?.get(sortKey);
    if (cached) return cached;
    const sorted = sort([...recsOf(b)]);
    (b.sorts ??= new Map()).set(sortKey, sorted);
    return sorted;
  }

  lookupEqual(values: unknown[]): Set<Rec> {
    const out = new Set<Rec>();
    for (const v of values) {
      const b = this.byFirst.get(keyOf(v));
      if (b) for (const r of recsOf(b)) out.add(r);
    }
    return out;
  }

  /** Records whose first-field value lies between the bounds, staying within the bound's type bracket. */
  lookupRange(lo: { v: unknown; incl: boolean } | null, hi: { v: unknown; incl: boolean } | null): Set<Rec> {
    const sorted = this.sortedEntries();
    const rank = typeRank((lo ?? hi)!.v);
    let i = 0;
    if (lo) i = this.lowerBound(lo.v);
    else while (i < sorted.length && typeRank(sorted[i].v) < rank) i++;
    const out = new Set<Rec>();
    for (; i < sorted.length; i++) {
      const { v } = sorted[i];
      if (typeRank(v) !== rank) break;
      if (lo && !lo.incl && compareValues(v, lo.v) === 0) continue;
      if (hi) {
        const c = compareValues(v, hi.v);
        if (c > 0 || (c === 0 && !hi.incl)) break;
      }
      for (const r of recsOf(sorted[i])) out.add(r);
    }
    return out;
  }

  /** Buckets in value order: sorted once on the first range query, then kept in order by add/remove. */
  private sortedEntries(): Bucket[] {
    if (!this.sorted) this.sorted = [...this.byFirst.values()].sort((x, y) => compareValues(x.v, y.v));
    return this.sorted;
  }
}

/** Most keys belong to one document, so a bucket holds it directly and grows a Set only when shared. */
interface Bucket {
  v: unknown;
  one: Rec | null;
  many: Set<Rec> | null;
  /** Its records in the orders queries asked for (lookupEqualSorted), dropped whenever they change. */
  sorts?: Map<string, Rec[]>;
}

function recsOf(b: Bucket): Iterable<Rec> {
  return b.many ?? (b.one ? [b.one] : []);
}

/** Adds rec under key; returns the bucket when this created it. */
function addTo(map: Map<string, Bucket>, key: string, v: unknown, rec: Rec): Bucket | null {
  const b = map.get(key);
  if (!b) {
    const created = { v, one: rec, many: null };
    map.set(key, created);
    return created;
  }
  if (b.many) {
    if (!b.many.has(rec)) b.sorts = undefined;
    b.many.add(rec);
  } else if (b.one !== rec) {
    b.many = new Set(b.one ? [b.one, rec] : [rec]);
    b.sorts = undefined;
  }
  return null;
}

/** Removes rec from key; returns the bucket when this emptied and deleted it. */
function unbucket(map: Map<string, Bucket>, key: string, rec: Rec): Bucket | null {
  const b = map.get(key);
  if (!b) return null;
  if (b.many) {
    if (b.many.delete(rec)) b.sorts = undefined;
    if (b.many.size > 0) return null;
  } else if (b.one !== rec) return null;
  map.delete(key);
  return b;
}
