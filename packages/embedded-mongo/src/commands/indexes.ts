// createIndexes / listIndexes / dropIndexes with mongod's conflict rules and error codes.
import { serialize, type Document } from 'bson';
import { keyOf } from '../engine/values';
import { MongoServerError } from '../errors';
import { cursorReplyBody } from '../wire/cursor-reply';
import { collectionName, num, wantsJournal, type CommandContext, type Handler } from './context';

const KEY_TYPES = new Set(['text', '2dsphere', '2d', 'hashed']);
const OPTION_KEYS = [
  'unique',
  'sparse',
  'expireAfterSeconds',
  'partialFilterExpression',
  'hidden',
  'collation',
  'weights',
  'default_language',
  'language_override',
  'textIndexVersion',
  '2dsphereIndexVersion',
  'bits',
  'min',
  'max',
  'wildcardProjection',
  'background',
];

function defaultName(key: Document): string {
  return Object.entries(key)
    .map(([k, v]) => `${k}_${v}`)
    .join('_');
}

function normalize(spec: Document): Document {
  const key = spec.key as Document;
  if (!key || typeof key !== 'object' || Object.keys(key).length === 0)
    throw new MongoServerError(67, "The 'key' field must be a non-empty object");
  for (const [f, v] of Object.entries(key)) {
    const ok = (typeof v === 'number' && v !== 0) || (typeof v === 'string' && KEY_TYPES.has(v));
    if (!ok)
      throw new MongoServerError(
        67,
        `Values in the index key pattern can contain only 1, -1 or an index type; found ${f}: ${String(v)}`,
      );
  }
  const out: Document = { v: 2, key, name: typeof spec.name === 'string' ? spec.name : defaultName(key) };
  for (const k of OPTION_KEYS) if (spec[k] !== undefined) out[k] = spec[k];
  if (out.collation) throw new MongoServerError(2, 'collation is not supported by embedded-mongo');
  return out;
}

const optionsKey = (s: Document) =>
  keyOf(Object.fromEntries(OPTION_KEYS.filter((k) => k !== 'background' && s[k] !== undefined).map((k) => [k, s[k]])));

function createIndexes(cmd: Document, ctx: CommandContext): Document {
  const name = collectionName(cmd, 'createIndexes');
  const wanted = (cmd.indexes as Document[] | undefined)?.map(normalize);
  if (!wanted?.length) throw new MongoServerError(2, 'Must specify at least one index to create');
  const batch = ctx.store.batch();
  const createdCollectionAutomatically = !ctx.store.coll(ctx.db, name);
  const coll = batch.ensureCollection(ctx.db, name);
  const before = coll.indexes.length + 1;
  try {
    for (const spec of wanted) {
      if (keyOf(spec.key) === keyOf({ _id: 1 })) continue;
      const sameName = coll.indexSpecs().find((s) => s.name === spec.name);
      const sameKey = coll.indexSpecs().find((s) => keyOf(s.key) === keyOf(spec.key));
      if (sameName && keyOf(sameName.key) !== keyOf(spec.key)) {
        throw new MongoServerError(
          86,
          // mongod's own words, so a driver or a person reading the log sees the error they know.
          'An existing index has the same name as the requested index. When index names are not specified, ' +
            'they are auto generated and can cause conflicts. Please refer to our documentation. ' +
            `Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(sameName)}`,
        );
      }
      if (sameKey) {
        if (sameKey.name !== spec.name)
          throw new MongoServerError(85, `Index already exists with a different name: ${sameKey.name}`);
        if (optionsKey(sameKey) !== optionsKey(spec))
          throw new MongoServerError(
            86,
            `An existing index has the same name as the requested index. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(sameKey)}`,
          );
        continue;
      }
      batch.createIndex(coll, spec);
    }
  } finally {
    batch.commit(wantsJournal(cmd));
  }
  const after = coll.indexes.length + 1;
  const reply: Document = { numIndexesBefore: before, numIndexesAfter: after, createdCollectionAutomatically, ok: 1 };
  if (before === after) reply.note = 'all indexes already exist';
  return reply;
}

function listIndexes(cmd: Document, ctx: CommandContext): Buffer {
  const name = collectionName(cmd, 'listIndexes');
  const coll = ctx.store.coll(ctx.db, name);
  if (!coll) throw new MongoServerError(26, `ns does not exist: ${ctx.db}.${name}`);
  const docs = coll.indexSpecs().map((s) => Buffer.from(serialize(s)));
  const ns = `${ctx.db}.${name}`;
  const { batch, id } = ctx.cursors.openCursor(
    ns,
    docs,
    num((cmd.cursor as Document | undefined)?.batchSize, Infinity),
    false,
  );
  return cursorReplyBody('firstBatch', batch, id, ns);
}

function dropIndexes(cmd: Document, ctx: CommandContext): Document {
  const name = collectionName(cmd, 'dropIndexes');
  const coll = ctx.store.coll(ctx.db, name);
  if (!coll) throw new MongoServerError(26, `ns not found ${ctx.db}.${name}`);
  const nIndexesWas = coll.indexes.length + 1;
  const target = cmd.index;
  let names: string[];
  if (target === '*') names = coll.indexes.map((ix) => ix.name);
  else if (Array.isArray(target)) names = target.map(String);
  else if (typeof target === 'string') names = [target];
  else if (target && typeof target === 'object') {
    const ix = coll.indexes.find((i) => keyOf(i.spec.key) === keyOf(target));
    if (!ix) throw new MongoServerError(27, `can't find index with key: ${JSON.stringify(target)}`);
    names = [ix.name];
  } else throw new MongoServerError(14, "BSON field 'dropIndexes.index' is missing but a required field");
  for (const n of names) {
    if (n === '_id_') throw new MongoServerError(72, 'cannot drop _id index');
    if (!coll.findIndex(n)) throw new MongoServerError(27, `index not found with name [${n}]`);
  }
  const batch = ctx.store.batch();
  for (const n of names) batch.dropIndex(coll, n);
  batch.commit(wantsJournal(cmd));
  return { nIndexesWas, ok: 1 };
}

export const indexCommands: Record<string, Handler> = {
  createIndexes,
  listIndexes,
  dropIndexes,
  deleteIndexes: dropIndexes,
};
