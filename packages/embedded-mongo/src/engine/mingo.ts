// mingo is loaded on first use, not at start-up: its CommonJS build is hundreds of small modules,
// and a server restarting with a large data directory has no query to run until a client asks.
/* eslint-disable @typescript-eslint/no-require-imports */
import type * as Mingo from 'mingo';
import type * as ExpressionOps from 'mingo/operators/expression';
import type * as QueryOps from 'mingo/operators/query';
import type * as MingoQuery from 'mingo/query';

let main: typeof Mingo | undefined;
let base: { query: typeof MingoQuery; queryOps: typeof QueryOps; expressionOps: typeof ExpressionOps } | undefined;

export function mingo(): typeof Mingo {
  return (main ??= require('mingo') as typeof Mingo);
}

/** The query-only parts, lighter than the whole of mingo. */
export function mingoQueryParts(): NonNullable<typeof base> {
  return (base ??= {
    query: require('mingo/query') as typeof MingoQuery,
    queryOps: require('mingo/operators/query') as typeof QueryOps,
    expressionOps: require('mingo/operators/expression') as typeof ExpressionOps,
  });
}
