// Applying an update statement's `u` to one document: operator updates through mingo
// (positional $, $[], $[<id>] with arrayFilters), replacement documents and pipeline updates.
import { deserialize, type Document } from 'bson';
import { mingo } from './mingo';
import { MongoServerError } from '../errors';
import { keyOf, typeRank } from './values';

const OPERATORS = new Set([
  '$set',
  '$unset',
  '$inc',
  '$mul',
  '$min',
  '$max',
  '$rename',
  '$currentDate',
  '$setOnInsert',
  '$push',
  '$pull',
  '$pullAll',
  '$pop',
  '$addToSet',
  '$bit',
]);

export type UpdateKind = 'operators' | 'replacement' | 'pipeline';

export function updateKind(u: unknown): UpdateKind {
  if (Array.isArray(u)) return 'pipeline';
  if (u === null || typeof u !== 'object')
    throw new MongoServerError(14, 'Update argument must be either an object or an array');
  const keys = Object.keys(u as Document);
  const ops = keys.filter((k) => k.startsWith('$'));
  if (ops.length === 0) return 'replacement';
  if (ops.length !== keys.length) {
    const bad = keys.find((k) => !k.startsWith('$'))!;
    throw new MongoServerError(
      9,
      `Unknown modifier: ${bad}. Expected a valid update modifier or pipeline-style update specified as an array`,
    );
  }
  for (const k of ops) {
    if (!OPERATORS.has(k)) {
      throw new MongoServerError(
        9,
        `Unknown modifier: ${k}. Expected a valid update modifier or pipeline-style update specified as an array`,
      );
    }
  }
  return 'operators';
}

function checkId(before: Document, after: Document): void {
  if (!('_id' in after)) after._id = before._id;
  else if (keyOf(after._id) !== keyOf(before._id)) {
    throw new MongoServerError(66, "Performing an update on the path '_id' would modify the immutable field '_id'");
  }
}

/** Returns the updated document (a new object; `current` is not touched). */
export function applyUpdate(
  current: Document,
  currentRaw: Buffer | null,
  u: Document | Document[],
  opts: { arrayFilters?: Document[]; query: Document; inserting: boolean },
): Document {
  const kind = updateKind(u);
  if (kind === 'replacement') {
    const next: Document = { _id: current._id, ...(u as Document) };
    if ('_id' in (u as Document)) next._id = (u as Document)._id;
    if (current._id !== undefined) checkId(current, next);
    return next;
  }
  if (kind === 'pipeline') {
    const [out] = new (mingo().Aggregator)(u as Document[], {}).run([
      currentRaw ? deserialize(currentRaw) : structuredClone(current),
    ]);
    if (current._id !== undefined) checkId(current, out);
    return out;
  }
  const mods: Document = { ...(u as Document) };
  if (mods.$setOnInsert) {
    if (opts.inserting) mods.$set = { ...(mods.$set ?? {}), ...mods.$setOnInsert };
    delete mods.$setOnInsert;
  }
  for (const [op, fields] of Object.entries(mods)) {
    if (fields === null || typeof fields !== 'object' || typeRank(fields) !== 5) {
      throw new MongoServerError(
        9,
        `Modifiers operate on fields but we found type ${typeof fields} instead. For example: {$mod: {<field>: ...}} not {${op}: ${String(fields)}}`,
      );
    }
  }
  const doc = currentRaw ? deserialize(currentRaw) : current;
  const before = current._id;
  // mingo skips the update when the condition does not match, and an upsert seed need not match
  const condition = opts.inserting ? undefined : opts.query;
  try {
    mingo().update(doc, mods as never, opts.arrayFilters, condition as never, { cloneMode: 'deep' });
  } catch (e) {
    const msg = (e as Error).message;
    throw new MongoServerError(/immutable field/.test(msg) ? 66 : 2, msg.replace(/\.$/, ''));
  }
  if (before !== undefined && keyOf(doc._id) !== keyOf(before)) {
    throw new MongoServerError(66, "Performing an update on the path '_id' would modify the immutable field '_id'");
  }
  return doc;
}

/** The document an upsert starts from: the equality conditions of its query ($and included). */
export function upsertSeed(query: Document): Document {
  const seed: Document = {};
  const visit = (q: Document) => {
    for (const [k, v] of Object.entries(q)) {
      if (k === '$and' && Array.isArray(v)) v.forEach((x) => visit(x as Document));
      if (k.startsWith('$')) continue;
      let val: unknown = v;
      if (typeRank(v) === 5) {
        const keys = Object.keys(v as Document);
        if (keys.length === 1 && keys[0] === '$eq') val = (v as Document).$eq;
        else if (keys.some((x) => x.startsWith('$'))) continue;
      }
      setPath(seed, k, val);
    }
  };
  visit(query);
  return seed;
}

function setPath(doc: Document, path: string, v: unknown): void {
  const parts = path.split('.');
  let cur = doc;
  for (let i = 0; i < parts.length - 1; i++) {
    if (cur[parts[i]] === null || typeof cur[parts[i]] !== 'object') cur[parts[i]] = {};
    cur = cur[parts[i]] as Document;
  }
  cur[parts[parts.length - 1]] = v;
}
