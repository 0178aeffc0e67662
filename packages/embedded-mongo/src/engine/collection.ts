// A collection: records by _id in natural (insertion) order plus its secondary indexes.
// Every mutation checks all unique constraints before touching any structure.
import type { Document } from 'bson';
import { MongoServerError } from '../errors';
import { formatKeyValue } from './format';
import { construct, Rec } from './record';
import { NEEDS_DECODE, rawIdValue } from '../wire/raw-fields';
import { SecondaryIndex, type IndexKeys } from './secondary-index';
import { keyOf } from './values';

export const ID_INDEX_SPEC = { v: 2, key: { _id: 1 }, name: '_id_' };

export function makeRec(raw: Buffer): Rec {
  // ObjectId _id first (nearly every document): its key straight from the 12 bytes
  if (raw[4] === 0x07 && raw[5] === 0x5f && raw[6] === 0x69 && raw[7] === 0x64 && raw[8] === 0) {
    return new Rec(raw, 'o' + raw.toString('hex', 9, 21));
  }
  const id = rawIdValue(raw, construct);
  if (id !== NEEDS_DECODE) return new Rec(raw, keyOf(id));
  const rec = new Rec(raw, '');
  return new Rec(raw, keyOf(rec.view._id), rec.view);
}

export class Collection {
  readonly records = new Map<string, Rec>();
  readonly indexes: SecondaryIndex[] = [];
  /** Ordered view of _id for range queries, built on the first one (start-up stays cheap). */
  private idOrder: SecondaryIndex | null = null;

  constructor(
    readonly db: string,
    readonly name: string,
    public options: Document = {},
  ) {}

  get ns(): string {
    return `${this.db}.${this.name}`;
  }

  private duplicate(index: string, keyPattern: Document, values: unknown[]): never {
    const keyValue: Document = {};
    Object.keys(keyPattern).forEach((f, i) => (keyValue[f] = values[i]));
    throw new MongoServerError(
      11000,
      `E11000 duplicate key error collection: ${this.ns} index: ${index} dup key: ${formatKeyValue(keyValue)}`,
      { keyPattern, keyValue },
    );
  }

  /** Checks every unique constraint for `view` (as a replacement of `except`), returning computed keys. */
  check(rec: Rec, except?: Rec): (IndexKeys | null)[] {
    const holder = this.records.get(rec.idKey);
    if (holder && holder !== except) this.duplicate('_id_', { _id: 1 }, [rec.view._id]);
    return this.indexes.map((ix) => {
      const keys = ix.keysOfRec(rec);
      const clash = ix.conflict(keys, except);
      if (clash) this.duplicate(ix.name, ix.spec.key as Document, clash.values);
      return keys;
    });
  }

  insert(rec: Rec): Rec {
    const keys = this.check(rec);
    this.records.set(rec.idKey, rec);
    this.indexes.forEach((ix, i) => ix.add(rec, keys[i]));
    this.idOrder?.add(rec);
    return rec;
  }

  /** Replay path: the journal only holds writes that already passed every check. */
  insertTrusted(rec: Rec): void {
    this.records.set(rec.idKey, rec);
    for (const ix of this.indexes) ix.add(rec);
    this.idOrder?.add(rec);
  }

  replace(old: Rec, rec: Rec): Rec {
    if (rec.idKey !== old.idKey) {
      throw new MongoServerError(66, "Performing an update on the path '_id' would modify the immutable field '_id'");
    }
    const keys = this.check(rec, old);
    for (const ix of this.indexes) ix.remove(old);
    this.idOrder?.remove(old);
    this.records.set(rec.idKey, rec);
    this.indexes.forEach((ix, i) => ix.add(rec, keys[i]));
    this.idOrder?.add(rec);
    return rec;
  }

  remove(rec: Rec): void {
    if (this.records.get(rec.idKey) !== rec) return;
    this.records.delete(rec.idKey);
    for (const ix of this.indexes) ix.remove(rec);
    this.idOrder?.remove(rec);
  }

  idIndex(): SecondaryIndex {
    if (!this.idOrder) {
      this.idOrder = new SecondaryIndex(ID_INDEX_SPEC);
      for (const r of this.records.values()) this.idOrder.add(r);
    }
    return this.idOrder;
  }

  findIndex(name: string): SecondaryIndex | undefined {
    return this.indexes.find((ix) => ix.name === name);
  }

  /** Builds a new index over existing records; fails without side effects on a duplicate. */
  addIndex(spec: Document): void {
    const ix = new SecondaryIndex(spec);
    const all = [...this.records.values()];
    const keys = all.map((r) => {
      const k = ix.keysFor(r.view);
      const clash = ix.conflict(k);
      if (clash) this.duplicate(ix.name, spec.key as Document, clash.values);
      ix.add(r, k);
      return k;
    });
    void keys;
    this.indexes.push(ix);
  }

  dropIndex(name: string): void {
    const i = this.indexes.findIndex((ix) => ix.name === name);
    if (i >= 0) this.indexes.splice(i, 1);
  }

  indexSpecs(): Document[] {
    return [ID_INDEX_SPEC, ...this.indexes.map((ix) => ix.spec)];
  }
}
