// aggregate: mingo runs the pipeline; a leading $match uses the planner, $lookup and friends
// resolve other collections of the same database, and $out replaces the target collection.
import { deserialize, type Document } from 'bson';
import { mingo } from '../engine/mingo';
import { makeRec } from '../engine/collection';
import { withIdFirst } from '../engine/fidelity';
import { runQuery } from '../engine/query';
import { inclusionTree, projectDoc, projectRaw, type InclusionTree } from './projection';
import type { Rec } from '../engine/record';
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

/** What a $lookup's own pipeline may hold and still be answered by the planner: a sort, a limit, an inclusion projection. */
interface LookupPipeline {
  sort?: Document;
  limit?: number;
  tree?: InclusionTree;
}

/**
 * The inner pipeline of a $lookup with localField/foreignField (MongoDB 5.0's concise form) when it is at
 * most `$sort`, `$limit`, `$project` (inclusion) in that order — a user's history joined to their
 * session, newest first, only the fields listed — or null for anything the planner cannot answer.
 */
function plannablePipeline(pipeline: unknown): LookupPipeline | null {
  if (pipeline === undefined) return {};
  if (!Array.isArray(pipeline)) return null;
  const out: LookupPipeline = {};
  const order = ['$sort', '$limit', '$project'];
  let at = 0;
  for (const stage of pipeline as Document[]) {
    const keys = stage && typeof stage === 'object' ? Object.keys(stage) : [];
    const op = keys[0];
    const pos = order.indexOf(op);
    if (keys.length !== 1 || pos < at) return null;
    at = pos + 1;
    const v = stage[op];
    if (op === '$sort') {
      if (!v || typeof v !== 'object' || !Object.values(v).every((d) => d === 1 || d === -1)) return null;
      out.sort = v as Document;
    } else if (op === '$limit') {
      if (!Number.isInteger(v) || (v as number) <= 0) return null;
      out.limit = v as number;
    } else {
      const tree = v && typeof v === 'object' ? inclusionTree(v as Document) : null;
      if (!tree) return null;
      out.tree = tree;
    }
  }
  return out;
}

/** A $lookup the planner can answer: localField/foreignField, no `let`, and a pipeline plannablePipeline accepts. */
function indexedLookup(
  stage: Document,
): ({ from: string; localField: string; foreignField: string; as: string } & LookupPipeline) | null {
  const l = stage.$lookup as Document | undefined;
  if (!l || Object.keys(stage).length !== 1) return null;
  const { from, localField, foreignField, as } = l;
  if (l.let !== undefined) return null;
  if (
    typeof from !== 'string' ||
    typeof localField !== 'string' ||
    typeof foreignField !== 'string' ||
    typeof as !== 'string'
  )
    return null;
  if (as.includes('.') || localField.includes('.')) return null;
  const inner = plannablePipeline(l.pipeline);
  return inner && { from, localField, foreignField, as, ...inner };
}

/**
 * Runs the $limit, $lookup and inclusion $project stages that follow the leading $match here, through the
 * planner (the foreign collection's _id or secondary index), instead of handing mingo a full copy of
 * the foreign collection per request: a session joined to its user stays O(1) however many users exist,
 * and a joined list projected to a few fields is cut from the stored bytes, never decoded whole.
 */
function leadingIndexedStages(
  input: Document[],
  stages: Document[],
  ctx: CommandContext,
): { input: Document[]; stages: Document[] } {
  let i = 0;
  for (; i < stages.length; i++) {
    const stage = stages[i];
    if (
      '$limit' in stage &&
      Object.keys(stage).length === 1 &&
      Number.isInteger(stage.$limit) &&
      (stage.$limit as number) > 0
    ) {
      input = input.slice(0, stage.$limit as number);
      continue;
    }
    if (
      '$project' in stage &&
      Object.keys(stage).length === 1 &&
      stage.$project &&
      typeof stage.$project === 'object'
    ) {
      const tree = inclusionTree(stage.$project as Document);
      if (!tree) break;
      input = input.map((doc) => projectDoc(doc, tree));
      continue;
    }
    const l = indexedLookup(stage);
    if (!l) break;
    const foreign = ctx.store.coll(ctx.db, l.from);
    const tree = l.tree;
    const decode = (r: Rec): Document => {
      if (!tree) return deserialize(r.raw);
      const cut = projectRaw(r.raw, tree);
      return cut ? deserialize(cut) : projectDoc(deserialize(r.raw), tree);
    };
    input = input.map((doc) => {
      const v = doc[l.localField];
      // MongoDB's equality match: an array matches any of its elements, a missing field matches null
      const filter = { [l.foreignField]: Array.isArray(v) ? { $in: v } : (v ?? null) };
      return { ...doc, [l.as]: runQuery(foreign, filter, { sort: l.sort, limit: l.limit }).map(decode) };
    });
  }
  return { input, stages: stages.slice(i) };
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
      results = agg.run(input);
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
    for (const d of results) {
      const raw = Buffer.from(serialize(d));
      batch.insert(target, makeRec(withIdFirst(raw, d)));
    }
    batch.commit(wantsJournal(cmd));
    results = [];
  }
  const batchSize = num((cmd.cursor as Document | undefined)?.batchSize, 101);
  const { batch, id } = ctx.cursors.openCursor(ns, results, batchSize, false);
  return cursorReplyBody('firstBatch', batch, id, ns);
}
