// Sorting by a sort spec with MongoDB's rules: cross-type order, and an array field sorts by its
// smallest element ascending or its largest descending. Array.prototype.sort is stable, so ties
// keep natural order as mongod does.
import type { Document } from 'bson';
import { MongoServerError } from '../errors';
import { compareValues, pathValues } from './values';

export function sortKeyValue(view: Document, path: string, dir: number): unknown {
  const vs = pathValues(view, path);
  if (vs.length === 0) return null;
  let best = vs[0];
  for (let i = 1; i < vs.length; i++) {
    const c = compareValues(vs[i], best);
    if ((dir > 0 && c < 0) || (dir < 0 && c > 0)) best = vs[i];
  }
  return best === undefined ? null : best;
}

export function sortBy<T>(items: T[], spec: Document | undefined, viewOf: (x: T) => Document): T[] {
  if (!spec) return items;
  const fields: [string, number][] = [];
  for (const [f, d] of Object.entries(spec)) {
    if (f === '$natural') {
      if (Number(d) < 0) items = items.slice().reverse();
      continue;
    }
    if (typeof d === 'object' && d !== null) continue; // {$meta: ...}: no text search here
    const dir = Number(d);
    if (dir !== 1 && dir !== -1)
      throw new MongoServerError(2, `$sort key ordering must be 1 (for ascending) or -1 (for descending)`);
    fields.push([f, dir]);
  }
  if (!fields.length) return items;
  const keyed = items.map((x) => ({ x, k: fields.map(([f, dir]) => sortKeyValue(viewOf(x), f, dir)) }));
  keyed.sort((a, b) => {
    for (let i = 0; i < fields.length; i++) {
      const c = compareValues(a.k[i], b.k[i]);
      if (c) return c * fields[i][1];
    }
    return 0;
  });
  return keyed.map((e) => e.x);
}
