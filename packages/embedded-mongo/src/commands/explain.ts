// explain for find/count/distinct/delete/update: reports the access path the planner chose, in
// mongod's plan shape (IDHACK, FETCH over IXSCAN, COLLSCAN), so index use is observable.
import type { Document } from 'bson';
import { plan } from '../engine/planner';
import { MongoServerError } from '../errors';
import { type CommandContext } from './context';

function filterOf(inner: Document, name: string): Document {
  if (name === 'find') return (inner.filter ?? {}) as Document;
  if (name === 'count' || name === 'distinct') return (inner.query ?? {}) as Document;
  if (name === 'delete') return ((inner.deletes as Document[])?.[0]?.q ?? {}) as Document;
  if (name === 'update') return ((inner.updates as Document[])?.[0]?.q ?? {}) as Document;
  if (name === 'findAndModify') return (inner.query ?? {}) as Document;
  throw new MongoServerError(115, `explain of ${name} is not supported by embedded-mongo`);
}

function rangeOnId(filter: Document): boolean {
  const c = filter._id;
  return !!c && typeof c === 'object' && Object.keys(c).some((k) => /^\$(gt|lt)e?$/.test(k));
}

export function explain(cmd: Document, ctx: CommandContext): Document {
  const inner = cmd.explain as Document;
  if (!inner || typeof inner !== 'object') throw new MongoServerError(14, 'explain command requires a nested object');
  const name = Object.keys(inner)[0];
  const collName = String(inner[name]);
  const filter = filterOf(inner, name);
  const coll = ctx.store.coll(ctx.db, collName);
  let winningPlan: Document = { stage: 'EOF' };
  if (coll) {
    const { used } = plan(coll, filter);
    const idRange = used === '_id_' && rangeOnId(filter);
    const keyPattern = used === '_id_' ? { _id: 1 } : coll.findIndex(used)?.spec.key;
    winningPlan =
      used === 'COLLSCAN'
        ? { stage: 'COLLSCAN', filter, direction: 'forward' }
        : used === '_id_' && !idRange
          ? { stage: 'IDHACK' }
          : { stage: 'FETCH', filter, inputStage: { stage: 'IXSCAN', keyPattern, indexName: used } };
  }
  return {
    queryPlanner: { namespace: `${ctx.db}.${collName}`, parsedQuery: filter, winningPlan, rejectedPlans: [] },
    serverInfo: { host: ctx.server.host, port: ctx.server.port, version: '7.0.0' },
    ok: 1,
  };
}
