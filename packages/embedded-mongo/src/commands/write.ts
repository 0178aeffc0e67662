// update and delete commands: statements run in order; each reports its own write error.
import { deserialize, type Document } from 'bson';
import { runQuery } from '../engine/query';
import { updateKind } from '../engine/update';
import { MongoServerError } from '../errors';
import { collectionName, wantsJournal, type CommandContext } from './context';
import { updateRecords, upsertRecord } from './modify';
import { finish, writeErrorOf, type WriteError } from './write-result';

function statements(cmd: Document, ctx: CommandContext, field: string): Document[] {
  const list = (ctx.sequences.get(field)?.map((b) => deserialize(b)) ?? cmd[field]) as Document[] | undefined;
  if (!Array.isArray(list))
    throw new MongoServerError(40414, `BSON field '${Object.keys(cmd)[0]}.${field}' is missing but a required field`);
  return list;
}

function checkCollation(s: Document): void {
  const c = s.collation as Document | undefined;
  if (c && c.locale !== 'simple') throw new MongoServerError(2, 'collation is not supported by embedded-mongo');
}

export function update(cmd: Document, ctx: CommandContext): Document {
  const name = collectionName(cmd, 'update');
  const list = statements(cmd, ctx, 'updates');
  const ordered = cmd.ordered !== false;
  const batch = ctx.store.batch();
  const errors: WriteError[] = [];
  const upserted: Document[] = [];
  let n = 0;
  let nModified = 0;
  list.forEach((s, index) => {
    if (errors.length && ordered) return;
    try {
      checkCollation(s);
      const q = (s.q ?? {}) as Document;
      const spec = { q, u: s.u as Document, arrayFilters: s.arrayFilters as Document[] | undefined };
      if (s.multi && updateKind(s.u) === 'replacement')
        throw new MongoServerError(9, 'multi update is not supported for replacement-style update');
      let coll = ctx.store.coll(ctx.db, name);
      const matches = runQuery(coll, q, { limit: s.multi ? 0 : 1, sort: s.sort as Document | undefined });
      if (matches.length === 0) {
        if (!s.upsert) return;
        coll = batch.ensureCollection(ctx.db, name);
        const rec = upsertRecord(batch, coll, spec);
        n++;
        upserted.push({ index, _id: rec.view._id });
        return;
      }
      const r = updateRecords(batch, coll!, matches, spec);
      n += matches.length;
      nModified += r.modified.length;
    } catch (e) {
      errors.push(writeErrorOf(index, e));
    }
  });
  batch.commit(wantsJournal(cmd));
  const reply: Document = { n, nModified };
  if (upserted.length) reply.upserted = upserted;
  return finish(reply, errors);
}

export function del(cmd: Document, ctx: CommandContext): Document {
  const name = collectionName(cmd, 'delete');
  const list = statements(cmd, ctx, 'deletes');
  const ordered = cmd.ordered !== false;
  const batch = ctx.store.batch();
  const errors: WriteError[] = [];
  let n = 0;
  list.forEach((s, index) => {
    if (errors.length && ordered) return;
    try {
      checkCollation(s);
      const coll = ctx.store.coll(ctx.db, name);
      if (!coll) return;
      const limit = Number(s.limit ?? 0);
      for (const r of runQuery(coll, (s.q ?? {}) as Document, { limit: limit === 1 ? 1 : 0 })) {
        batch.remove(coll, r);
        n++;
      }
    } catch (e) {
      errors.push(writeErrorOf(index, e));
    }
  });
  batch.commit(wantsJournal(cmd));
  return finish({ n }, errors);
}
