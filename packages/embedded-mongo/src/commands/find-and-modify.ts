import type { Document } from 'bson';
import { runQuery } from '../engine/query';
import { MongoServerError } from '../errors';
import { collectionName, docArg, wantsJournal, type CommandContext } from './context';
import { updateRecords, upsertRecord } from './modify';
import { project } from './projection';

export function findAndModify(cmd: Document, ctx: CommandContext): Document {
  const name = collectionName(cmd, Object.keys(cmd)[0]);
  const query = docArg(cmd.query, 'findAndModify.query') ?? {};
  const fields = docArg(cmd.fields, 'findAndModify.fields');
  const remove = cmd.remove === true;
  if (remove && cmd.update !== undefined)
    throw new MongoServerError(9, 'Cannot specify both an update and remove=true');
  if (!remove && cmd.update === undefined)
    throw new MongoServerError(9, 'Either an update or remove=true must be specified');
  if (remove && cmd.upsert) throw new MongoServerError(9, 'Cannot specify both upsert=true and remove=true');
  const c = cmd.collation as Document | undefined;
  if (c && c.locale !== 'simple') throw new MongoServerError(2, 'collation is not supported by embedded-mongo');
  const batch = ctx.store.batch();
  let coll = ctx.store.coll(ctx.db, name);
  const [match] = runQuery(coll, query, { sort: docArg(cmd.sort, 'findAndModify.sort'), limit: 1 });
  const shape = (d: Document | undefined) => (d ? project([d], fields, query)[0] : null);
  let reply: Document;
  if (remove) {
    if (match) batch.remove(coll!, match);
    reply = { lastErrorObject: { n: match ? 1 : 0 }, value: shape(match?.view) };
  } else {
    const spec = { q: query, u: cmd.update as Document, arrayFilters: cmd.arrayFilters as Document[] | undefined };
    if (match) {
      const { after } = updateRecords(batch, coll!, [match], spec);
      reply = { lastErrorObject: { n: 1, updatedExisting: true }, value: shape(cmd.new ? after[0].view : match.view) };
    } else if (cmd.upsert) {
      coll = batch.ensureCollection(ctx.db, name);
      const rec = upsertRecord(batch, coll, spec);
      reply = {
        lastErrorObject: { n: 1, updatedExisting: false, upserted: rec.view._id },
        value: shape(cmd.new ? rec.view : undefined),
      };
    } else {
      reply = { lastErrorObject: { n: 0, updatedExisting: false }, value: null };
    }
  }
  batch.commit(wantsJournal(cmd));
  return { ...reply, ok: 1 };
}
