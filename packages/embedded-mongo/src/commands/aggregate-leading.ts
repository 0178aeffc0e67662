// The stages after an aggregate's leading $match that the planner answers without mingo: $limit,
// inclusion $project, and $lookup by localField/foreignField (optionally with a $sort/$limit/$project
// pipeline of its own). Joined documents stay in bytes (RawDocs) until the reply or a later stage needs them.
import type { Document } from 'bson';
import { runQuery } from '../engine/query';
import type { Rec } from '../engine/record';
import type { CommandContext } from './context';
import { inclusionTree, projectDoc, type InclusionTree } from './projection';
import { projectBytes, RawDocs } from './raw-docs';

/** An inclusion projection of a document that may hold joined arrays in bytes (kept in bytes, in place). */
function projectJoined(doc: Document, tree: InclusionTree): Document {
  if (!Object.values(doc).some((v) => v instanceof RawDocs)) return projectDoc(doc, tree);
  const out: Document = {};
  for (const key of Object.keys(doc)) {
    const t = tree[key];
    if (t === undefined) continue;
    const v = doc[key];
    if (v instanceof RawDocs) out[key] = t === true ? v : v.project(t);
    else Object.assign(out, projectDoc({ [key]: v }, { [key]: t }));
  }
  return out;
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
export function leadingIndexedStages(
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
      input = input.map((doc) => projectJoined(doc, tree));
      continue;
    }
    const l = indexedLookup(stage);
    if (!l) break;
    const foreign = ctx.store.coll(ctx.db, l.from);
    const tree = l.tree;
    const bytes = (r: Rec): Buffer => (tree ? projectBytes(r.raw, tree) : r.raw);
    // joining on a field a previous join filled: left to the general pipeline, which reads its values
    if (input.some((doc) => doc[l.localField] instanceof RawDocs)) break;
    input = input.map((doc) => {
      const v = doc[l.localField];
      // MongoDB's equality match: an array matches any of its elements, a missing field matches null
      const filter = { [l.foreignField]: Array.isArray(v) ? { $in: v } : (v ?? null) };
      return { ...doc, [l.as]: new RawDocs(runQuery(foreign, filter, { sort: l.sort, limit: l.limit }).map(bytes)) };
    });
  }
  return { input, stages: stages.slice(i) };
}
