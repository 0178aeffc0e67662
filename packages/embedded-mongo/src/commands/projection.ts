import type { Document } from 'bson';
import { mingo } from '../engine/mingo';
import { MongoServerError } from '../errors';

/** Applies a find projection to documents (inclusion, exclusion, $slice, $elemMatch, positional). */
export function project(docs: Document[], projection: Document | undefined, filter?: Document): Document[] {
  if (!projection || Object.keys(projection).length === 0) return docs;
  try {
    // positional projection ("a.$") needs the filter that matched the array element
    const positional = Object.keys(projection).some((k) => k.endsWith('.$'));
    return mingo()
      .find(docs, positional && filter ? filter : {}, projection)
      .all() as Document[];
  } catch (e) {
    throw new MongoServerError(2, (e as Error).message);
  }
}
