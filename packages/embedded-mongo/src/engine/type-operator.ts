// $type over stored types. The query engine sees every number as a JS number, so on its own it
// cannot tell int from long from double. For those aliases this operator looks at the record's
// stored bytes (found through its decoded view), where the BSON type is still known.
import { deserialize, type Document } from 'bson';
import type { Query as BaseQuery } from 'mingo/query';
import { mingoQueryParts } from './mingo';
import { pathValues } from './values';

const rawOfView = new WeakMap<object, Buffer>();

/** Remembers which stored bytes a decoded view came from. */
export function linkView(view: Document, raw: Buffer): void {
  rawOfView.set(view, raw);
}

const NUMERIC: Record<string, string> = {
  double: 'Double',
  int: 'Int32',
  long: 'Long',
  decimal: 'Decimal128',
  1: 'Double',
  16: 'Int32',
  18: 'Long',
  19: 'Decimal128',
};

type Predicate = (o: unknown) => boolean;
type Op = (selector: string, value: unknown, options: unknown) => Predicate;

const typeOp: Op = (selector, value, options) => {
  const wanted = Array.isArray(value) ? value : [value];
  const numeric = wanted.map((t) => NUMERIC[String(t)]).filter((t): t is string => !!t);
  const others = wanted.filter((t) => !NUMERIC[String(t)]);
  const rest: Predicate | null = others.length
    ? (mingoQueryParts().queryOps.$type as unknown as Op)(selector, others, options)
    : null;
  if (!numeric.length) return rest!;
  return (o) => {
    if (rest?.(o)) return true;
    const raw = o !== null && typeof o === 'object' ? rawOfView.get(o) : undefined;
    if (!raw) return false;
    const stored = deserialize(raw, { promoteValues: false, promoteLongs: false });
    return pathValues(stored, selector).some((v) => {
      const t = v !== null && typeof v === 'object' ? (v as { _bsontype?: string })._bsontype : undefined;
      return t !== undefined && numeric.includes(t);
    });
  };
};

// mingo's own Query merges its default operators over any context given to it, so the override
// needs the base Query class with a complete context of our own (built on first use). mingo copies
// every operator table of that context for each Query it builds, so a filter without $expr gets a
// context of the query operators alone: the 140 expression operators would be copied for nothing.
let contexts: { lean: unknown; withExpressions: unknown } | undefined;

export function storedTypeQuery(filter: Document): BaseQuery {
  const parts = mingoQueryParts();
  contexts ??= makeContexts(parts);
  const context = mentionsExpr(filter) ? contexts.withExpressions : contexts.lean;
  return new parts.query.Query(filter, { context: context as never });
}

/** True when $expr appears anywhere in the filter (inside $and/$or/$nor/$elemMatch too). */
function mentionsExpr(v: unknown): boolean {
  if (v === null || typeof v !== 'object') return false;
  if (Array.isArray(v)) return v.some(mentionsExpr);
  if ((v as { _bsontype?: unknown })._bsontype !== undefined || v instanceof Date || v instanceof RegExp) return false;
  for (const k in v as Document) if (k === '$expr' || mentionsExpr((v as Document)[k])) return true;
  return false;
}

function makeContexts(parts: ReturnType<typeof mingoQueryParts>): NonNullable<typeof contexts> {
  // Context lives in the core module that mingo/query already loaded
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { Context } = require('mingo/core') as typeof import('mingo/core');
  const query = { ...parts.queryOps, $type: typeOp } as never;
  return {
    lean: Context.init({ query }),
    withExpressions: Context.init({ expression: parts.expressionOps as never, query }),
  };
}
