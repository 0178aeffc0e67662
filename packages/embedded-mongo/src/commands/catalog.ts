// Databases and collections: create, drop, list.
import { serialize, type Document } from 'bson';
import { mingo } from '../engine/mingo';
import { ID_INDEX_SPEC } from '../engine/collection';
import { MongoServerError } from '../errors';
import { cursorReplyBody } from '../wire/cursor-reply';
import { collectionName, num, wantsJournal, type CommandContext, type Handler } from './context';

function create(cmd: Document, ctx: CommandContext): Document {
  const name = collectionName(cmd, 'create');
  if (ctx.store.coll(ctx.db, name)) throw new MongoServerError(48, `Collection ${ctx.db}.${name} already exists.`);
  if (cmd.viewOn) throw new MongoServerError(115, 'views are not supported by embedded-mongo');
  const options: Document = {};
  for (const [k, v] of Object.entries(cmd)) {
    if (
      [
        'create',
        '$db',
        'lsid',
        '$clusterTime',
        'writeConcern',
        'comment',
        'apiVersion',
        'apiStrict',
        'apiDeprecationErrors',
        '$readPreference',
      ].includes(k)
    )
      continue;
    options[k] = v;
  }
  const batch = ctx.store.batch();
  batch.ensureCollection(ctx.db, name, options);
  batch.commit(wantsJournal(cmd));
  return { ok: 1 };
}

function drop(cmd: Document, ctx: CommandContext): Document {
  const name = collectionName(cmd, 'drop');
  const coll = ctx.store.coll(ctx.db, name);
  // mongod 7.0 answers ok for a collection that does not exist
  if (!coll) return { ok: 1 };
  const nIndexesWas = coll.indexes.length + 1;
  const batch = ctx.store.batch();
  batch.dropCollection(coll);
  batch.commit(wantsJournal(cmd));
  return { nIndexesWas, ns: coll.ns, ok: 1 };
}

function dropDatabase(cmd: Document, ctx: CommandContext): Document {
  if (ctx.store.dbs.has(ctx.db)) {
    const batch = ctx.store.batch();
    batch.dropDatabase(ctx.db);
    batch.commit(wantsJournal(cmd));
  }
  return { dropped: ctx.db, ok: 1 };
}

function listCollections(cmd: Document, ctx: CommandContext): Buffer {
  const entries = ctx.store.collections(ctx.db).map((c) => ({
    name: c.name,
    type: 'collection',
    options: c.options,
    info: { readOnly: false },
    idIndex: ID_INDEX_SPEC,
  }));
  const filter = cmd.filter as Document | undefined;
  const q = filter && Object.keys(filter).length ? new (mingo().Query)(filter, {}) : null;
  const matched = entries.filter((e) => !q || q.test(e));
  const docs = matched.map((e) => Buffer.from(serialize(cmd.nameOnly ? { name: e.name, type: e.type } : e)));
  const batchSize = num((cmd.cursor as Document | undefined)?.batchSize, Infinity);
  const { batch, id } = ctx.cursors.openCursor(`${ctx.db}.$cmd.listCollections`, docs, batchSize, false);
  return cursorReplyBody('firstBatch', batch, id, `${ctx.db}.$cmd.listCollections`);
}

function stats(cmd: Document, ctx: CommandContext): Document {
  const colls = cmd.collStats
    ? [ctx.store.coll(ctx.db, String(cmd.collStats))].filter((c) => !!c)
    : ctx.store.collections(ctx.db);
  let count = 0;
  let size = 0;
  for (const c of colls) {
    count += c!.records.size;
    for (const r of c!.records.values()) size += r.raw.length;
  }
  return {
    db: ctx.db,
    collections: colls.length,
    objects: count,
    count,
    dataSize: size,
    size,
    storageSize: size,
    indexes: colls.reduce((n, c) => n + c!.indexes.length + 1, 0),
    ok: 1,
  };
}

export const catalogCommands: Record<string, Handler> = {
  create,
  drop,
  dropDatabase,
  listCollections,
  dbStats: stats,
  collStats: stats,
};
