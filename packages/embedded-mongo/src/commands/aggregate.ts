// aggregate: mingo runs the pipeline; a leading $match uses the planner, $lookup and friends
// resolve other collections of the same database, and $out replaces the target collection.
import { deserialize, type Document } from 'bson';
import { mingo } from '../engine/mingo';
import { makeRec } from '../engine/collection';
import { withIdFirst } from '../engine/fidelity';
import { runQuery } from '../engine/query';
import { leadingIndexedStages } from './aggregate-leading';
import { encodeJoined, materialize } from './raw-docs';
import { MongoServerError } from '../errors';
import { cursorReplyBody } from '../wire/cursor-reply';
import { num, wantsJournal, type CommandContext } from './context';
import { serialize } from 'bson';

function outTarget(stage: Document | undefined, db: string): { db: string; coll: string } | null {
  if (!stage) return null;
  if ('$merge' in stage) throw new MongoServerError(168, '$merge is not supported by embedded-mongo');
  if (!('$out' in stage)) return null;
  const o = stage.$out;
  if (typeof o === 'string') return { db, coll: o };
  return { db: String((o as Document).db ?? db), coll: String((o as Document).coll) };
}

export function aggregate(cmd: Document, ctx: CommandContext): Buffer | Document {
  const pipeline = cmd.pipeline as Document[];
  if (!Array.isArray(pipeline)) throw new MongoServerError(14, "'pipeline' option must be specified as an array");
  if (cmd.explain) throw new MongoServerError(115, 'explain is not supported by embedded-mongo');
  const c = cmd.collation as Document | undefined;
  if (c && c.locale !== 'simple') throw new MongoServerError(2, 'collation is not supported by embedded-mongo');
  const collName = typeof cmd.aggregate === 'string' ? cmd.aggregate : null;
  const out = outTarget(pipeline[pipeline.length - 1], ctx.db);
  let stages = out ? pipeline.slice(0, -1) : pipeline;
  let input: Document[] = [];
  if (collName) {
    const first = stages[0];
    const leadingMatch = first && '$match' in first ? (first.$match as Document) : undefined;
    if (leadingMatch) stages = stages.slice(1);
    // fresh copies: pipeline stages may modify their inputs, stored views must never change
    input = runQuery(ctx.store.coll(ctx.db, collName), leadingMatch).map((r) => deserialize(r.raw));
    ({ input, stages } = leadingIndexedStages(input, stages, ctx));
  }
  let results: Document[] = input;
  // Nothing left for mingo (a session joined to its user ends here): building an Aggregator copies
  // every operator table of its context, which cost more than the whole indexed pipeline.
  if (stages.length) {
    try {
      const agg = new (mingo().Aggregator)(stages, {
        processingMode: mingo().ProcessingMode.CLONE_OFF,
        collectionResolver: (name: string) =>
          [...(ctx.store.coll(ctx.db, name)?.records.values() ?? [])].map((r) => deserialize(r.raw)),
        variables: cmd.let as Document | undefined,
      });
      results = agg.run(input.map(materialize));
    } catch (e) {
      throw new MongoServerError(e instanceof MongoServerError ? e.code : 2, (e as Error).message);
    }
  }
  const ns = `${ctx.db}.${collName ?? '$cmd.aggregate'}`;
  if (out) {
    const batch = ctx.store.batch();
    const existing = ctx.store.coll(out.db, out.coll);
    const specs = existing?.indexes.map((ix) => ix.spec) ?? [];
    if (existing) batch.dropCollection(existing);
    const target = batch.ensureCollection(out.db, out.coll);
    for (const spec of specs) batch.createIndex(target, spec);
    for (const d of results.map(materialize)) {
      const raw = Buffer.from(serialize(d));
      batch.insert(target, makeRec(withIdFirst(raw, d)));
    }
    batch.commit(wantsJournal(cmd));
    results = [];
  }
  const batchSize = num((cmd.cursor as Document | undefined)?.batchSize, 101);
  const { batch, id } = ctx.cursors.openCursor(ns, results.map(encodeJoined), batchSize, false);
  return cursorReplyBody('firstBatch', batch, id, ns);
}
