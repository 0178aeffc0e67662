// Reads: find, getMore, killCursors, count, distinct.
import { Long, type Document } from 'bson';
import { runQuery } from '../engine/query';
import { keyOf, pathValues, compareValues } from '../engine/values';
import { MongoServerError } from '../errors';
import { cursorReplyBody } from '../wire/cursor-reply';
import { collectionName, docArg, num, type CommandContext, type Handler } from './context';
import { inclusionTree, project, projectRaw } from './projection';
import type { Rec } from '../engine/record';

const DEFAULT_FIRST_BATCH = 101;

function rejectCollation(cmd: Document): void {
  const c = cmd.collation as Document | undefined;
  if (c && c.locale !== 'simple') throw new MongoServerError(2, 'collation is not supported by embedded-mongo');
}

/** Plain inclusion projections are cut out of the stored bytes; the rest go through mingo. */
function projectRecords(recs: Rec[], projection: Document, filter: Document | undefined): (Document | Buffer)[] {
  const tree = inclusionTree(projection);
  if (tree) {
    const out: Buffer[] = [];
    for (const r of recs) {
      const b = projectRaw(r.raw, tree);
      if (!b) break;
      out.push(b);
    }
    if (out.length === recs.length) return out;
  }
  return project(
    recs.map((r) => r.view),
    projection,
    filter,
  );
}

function find(cmd: Document, ctx: CommandContext): Buffer {
  const name = collectionName(cmd, 'find');
  rejectCollation(cmd);
  const filter = docArg(cmd.filter, 'find.filter');
  let limit = num(cmd.limit, 0);
  let singleBatch = cmd.singleBatch === true;
  if (limit < 0) {
    limit = -limit;
    singleBatch = true;
  }
  const recs = runQuery(ctx.store.coll(ctx.db, name), filter, {
    sort: docArg(cmd.sort, 'find.sort'),
    skip: num(cmd.skip, 0),
    limit,
  });
  const projection = docArg(cmd.projection, 'find.projection');
  const items = projection && Object.keys(projection).length ? projectRecords(recs, projection, filter) : recs;
  const batchSize = num(cmd.batchSize, DEFAULT_FIRST_BATCH);
  const ns = `${ctx.db}.${name}`;
  const { batch, id } = ctx.cursors.openCursor(ns, items, batchSize, singleBatch);
  return cursorReplyBody('firstBatch', batch, id, ns);
}

function getMore(cmd: Document, ctx: CommandContext): Buffer {
  const raw = cmd.getMore;
  const id = raw instanceof Long ? raw : Long.fromNumber(num(raw, 0));
  const batchSize = num(cmd.batchSize, 0);
  const r = ctx.cursors.getMore(id, batchSize > 0 ? batchSize : Infinity);
  return cursorReplyBody('nextBatch', r.batch, r.id, r.ns);
}

function killCursors(cmd: Document, ctx: CommandContext): Document {
  const killed: Long[] = [];
  const notFound: Long[] = [];
  for (const c of (cmd.cursors as unknown[]) ?? []) {
    const id = c instanceof Long ? c : Long.fromNumber(num(c, 0));
    (ctx.cursors.kill(id) ? killed : notFound).push(id);
  }
  return { cursorsKilled: killed, cursorsNotFound: notFound, cursorsAlive: [], cursorsUnknown: [], ok: 1 };
}

function count(cmd: Document, ctx: CommandContext): Document {
  const name = collectionName(cmd, 'count');
  const coll = ctx.store.coll(ctx.db, name);
  const query = docArg(cmd.query, 'count.query');
  if (coll && (!query || Object.keys(query).length === 0)) {
    const total = Math.max(0, coll.records.size - num(cmd.skip, 0));
    const limit = Math.abs(num(cmd.limit, 0));
    return { n: limit ? Math.min(limit, total) : total, ok: 1 };
  }
  return { n: runQuery(coll, query, { skip: num(cmd.skip, 0), limit: Math.abs(num(cmd.limit, 0)) }).length, ok: 1 };
}

function distinct(cmd: Document, ctx: CommandContext): Document {
  const name = collectionName(cmd, 'distinct');
  if (typeof cmd.key !== 'string')
    throw new MongoServerError(14, "BSON field 'distinct.key' is the wrong type, expected type 'string'");
  rejectCollation(cmd);
  const seen = new Map<string, unknown>();
  for (const r of runQuery(ctx.store.coll(ctx.db, name), docArg(cmd.query, 'distinct.query'))) {
    for (const v of pathValues(r.view, cmd.key)) if (v !== undefined) seen.set(keyOf(v), v);
  }
  return { values: [...seen.values()].sort(compareValues), ok: 1 };
}

export const readCommands: Record<string, Handler> = { find, getMore, killCursors, count, distinct };
