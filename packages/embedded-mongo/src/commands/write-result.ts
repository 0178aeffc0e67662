// Write commands report per-statement failures in writeErrors with ok:1, as mongod does.
import type { Document } from 'bson';
import { MongoServerError, toErrorReply } from '../errors';

export interface WriteError {
  index: number;
  code: number;
  errmsg: string;
  [k: string]: unknown;
}

export function writeErrorOf(index: number, err: unknown): WriteError {
  if (err instanceof MongoServerError) return { index, code: err.code, errmsg: err.message, ...err.extra };
  const r = toErrorReply(err);
  return { index, code: r.code as number, errmsg: r.errmsg as string };
}

export function finish(reply: Document, errors: WriteError[]): Document {
  if (errors.length) reply.writeErrors = errors;
  reply.ok = 1;
  return reply;
}
