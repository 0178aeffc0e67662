// All databases and collections, and the single place where changes are applied, whether they
// come from a live command (through a WriteBatch, which also journals them) or from replay.
import { deserialize, type Document } from 'bson';
import { decodeOps, encodeOps, op, OpCode, type Op } from '../storage/ops';
import { Collection, makeRec } from './collection';
import type { Rec } from './record';

export interface Durability {
  append(payload: Buffer, sync: boolean): void;
}

function splitNs(ns: string): [string, string] {
  const dot = ns.indexOf('.');
  return [ns.slice(0, dot), ns.slice(dot + 1)];
}

export class Store {
  readonly dbs = new Map<string, Map<string, Collection>>();
  durability: Durability | null = null;

  coll(db: string, name: string): Collection | undefined {
    return this.dbs.get(db)?.get(name);
  }

  collections(db: string): Collection[] {
    return [...(this.dbs.get(db)?.values() ?? [])];
  }

  *allCollections(): Iterable<Collection> {
    for (const colls of this.dbs.values()) yield* colls.values();
  }

  /**
   * Applies one logical operation; used by replay and by live writes alike. `shared` says the
   * document bytes may be kept as they are (a snapshot buffer) rather than copied.
   */
  apply(o: Op, shared = false): void {
    const [db, name] = splitNs(o.ns);
    switch (o.code) {
      case OpCode.CreateCollection: {
        if (this.coll(db, name)) return;
        let colls = this.dbs.get(db);
        if (!colls) this.dbs.set(db, (colls = new Map()));
        colls.set(name, new Collection(db, name, deserialize(o.doc)));
        return;
      }
      case OpCode.DropDatabase:
        this.dbs.delete(o.ns);
        return;
      case OpCode.DropCollection:
        this.dbs.get(db)?.delete(name);
        if (this.dbs.get(db)?.size === 0) this.dbs.delete(db);
        return;
    }
    const coll = this.coll(db, name);
    if (!coll) throw new Error(`journal refers to missing collection ${o.ns}`);
    switch (o.code) {
      case OpCode.Insert:
        coll.insertTrusted(makeRec(shared ? o.doc : Buffer.from(o.doc)));
        return;
      case OpCode.Replace: {
        const rec = makeRec(Buffer.from(o.doc));
        const old = coll.records.get(rec.idKey);
        if (old) coll.replace(old, rec);
        return;
      }
      case OpCode.Delete: {
        const old = coll.records.get(makeRec(Buffer.from(o.doc)).idKey);
        if (old) coll.remove(old);
        return;
      }
      case OpCode.CreateIndex:
        coll.addIndex(deserialize(o.doc));
        return;
      case OpCode.DropIndex:
        coll.dropIndex(deserialize(o.doc).name as string);
        return;
    }
  }

  replay(payload: Buffer, shared = false): void {
    for (const o of decodeOps(payload)) this.apply(o, shared);
  }

  batch(): WriteBatch {
    return new WriteBatch(this);
  }
}

/** Changes of one command: applied immediately, journaled as one record by commit(). */
export class WriteBatch {
  private readonly ops: Op[] = [];
  private readonly undo: (() => void)[] = [];
  constructor(private readonly store: Store) {}

  /** Marks a point to return to if a multi-document statement fails part-way. */
  savepoint(): { ops: number; undo: number } {
    return { ops: this.ops.length, undo: this.undo.length };
  }

  /** Reverts document changes made since the savepoint (document writes only). */
  rollback(sp: { ops: number; undo: number }): void {
    while (this.undo.length > sp.undo) this.undo.pop()!();
    this.ops.length = sp.ops;
  }

  private run(o: Op): void {
    this.store.apply(o);
    this.ops.push(o);
  }

  ensureCollection(db: string, name: string, options: Document = {}): Collection {
    const existing = this.store.coll(db, name);
    if (existing) return existing;
    this.run(op(OpCode.CreateCollection, `${db}.${name}`, options));
    return this.store.coll(db, name)!;
  }

  insert(coll: Collection, rec: Rec): void {
    coll.insert(rec);
    this.undo.push(() => coll.remove(rec));
    this.ops.push(op(OpCode.Insert, coll.ns, rec.raw));
  }

  replace(coll: Collection, old: Rec, rec: Rec): void {
    coll.replace(old, rec);
    this.undo.push(() => coll.replace(rec, old));
    this.ops.push(op(OpCode.Replace, coll.ns, rec.raw));
  }

  remove(coll: Collection, rec: Rec): void {
    coll.remove(rec);
    this.undo.push(() => coll.insert(rec));
    this.ops.push(op(OpCode.Delete, coll.ns, { _id: rec.view._id }));
  }

  dropCollection(coll: Collection): void {
    this.run(op(OpCode.DropCollection, coll.ns, {}));
  }

  dropDatabase(db: string): void {
    this.run(op(OpCode.DropDatabase, db, {}));
  }

  createIndex(coll: Collection, spec: Document): void {
    this.run(op(OpCode.CreateIndex, coll.ns, spec));
  }

  dropIndex(coll: Collection, name: string): void {
    this.run(op(OpCode.DropIndex, coll.ns, { name }));
  }

  commit(sync: boolean): void {
    if (this.ops.length && this.store.durability) {
      try {
        this.store.durability.append(encodeOps(this.ops), sync);
      } catch (e) {
        // not on disk, so not acknowledged: take the document changes back out of memory too
        this.rollback({ ops: 0, undo: 0 });
        throw e;
      }
    }
    this.ops.length = 0;
    this.undo.length = 0;
  }
}
