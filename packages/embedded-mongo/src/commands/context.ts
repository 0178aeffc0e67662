import type { Document, Long } from 'bson';
import type { CursorManager } from '../engine/cursors';
import type { Store } from '../engine/store';
import { MongoServerError } from '../errors';

export interface ServerInfo {
  startedAt: Date;
  port: number;
  host: string;
}

export interface CommandContext {
  store: Store;
  cursors: CursorManager;
  server: ServerInfo;
  connectionId: number;
  db: string;
  /** Documents of OP_MSG kind-1 sections by identifier, as raw BSON. */
  sequences: Map<string, Buffer[]>;
  /** Raw body bytes, to read documents without losing BSON types. */
  body: Buffer;
}

/** A reply is either a document, or raw bytes already in BSON (cursor replies). */
export type Reply = Document | Buffer;
export type Handler = (cmd: Document, ctx: CommandContext) => Reply;

export function collectionName(cmd: Document, name: string): string {
  const v = cmd[name];
  if (typeof v !== 'string' || v.length === 0) {
    throw new MongoServerError(73, `collection name has invalid type ${typeof v}`);
  }
  if (v.includes('$') && !v.startsWith('system.')) throw new MongoServerError(73, `Invalid collection name: ${v}`);
  return v;
}

export function num(v: unknown, fallback: number): number {
  if (v === undefined || v === null) return fallback;
  const n = typeof v === 'number' ? v : Number((v as Long).toString());
  return Number.isFinite(n) ? n : fallback;
}

export function docArg(v: unknown, what: string): Document | undefined {
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'object' || Array.isArray(v))
    throw new MongoServerError(
      14,
      `BSON field '${what}' is the wrong type '${Array.isArray(v) ? 'array' : typeof v}', expected type 'object'`,
    );
  return v as Document;
}

/** mongod's write concern: j:true means the journal is on disk before the reply. */
export function wantsJournal(cmd: Document): boolean {
  const wc = cmd.writeConcern as Document | undefined;
  return !!wc && (wc.j === true || wc.fsync === true);
}
