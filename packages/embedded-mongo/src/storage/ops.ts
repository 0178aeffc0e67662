// The logical operations a journal record carries. One record holds every change one command
// made, so replay applies a command's effects together or not at all.
import { serialize, type Document } from 'bson';

export const enum OpCode {
  Insert = 1,
  Replace = 2,
  Delete = 3,
  CreateCollection = 4,
  DropCollection = 5,
  DropDatabase = 6,
  CreateIndex = 7,
  DropIndex = 8,
}

export interface Op {
  code: OpCode;
  ns: string;
  /** BSON document: the stored document for Insert/Replace, arguments otherwise. */
  doc: Buffer;
}

export function op(code: OpCode, ns: string, doc: Buffer | Document): Op {
  return { code, ns, doc: Buffer.isBuffer(doc) ? doc : Buffer.from(serialize(doc)) };
}

export function encodeOps(ops: Op[]): Buffer {
  const parts: Buffer[] = [];
  for (const o of ops) {
    const ns = Buffer.from(o.ns, 'utf8');
    const head = Buffer.allocUnsafe(3);
    head[0] = o.code;
    head.writeUInt16LE(ns.length, 1);
    parts.push(head, ns, o.doc);
  }
  return Buffer.concat(parts);
}

export function decodeOps(payload: Buffer): Op[] {
  const ops: Op[] = [];
  let off = 0;
  let lastBytes: Buffer = Buffer.alloc(0);
  let lastLen = -1;
  let lastNs = '';
  while (off < payload.length) {
    const code = payload[off] as OpCode;
    const nsLen = payload.readUInt16LE(off + 1);
    // snapshot records repeat one namespace thousands of times: decode it once
    if (nsLen !== lastLen || payload.compare(lastBytes, 0, nsLen, off + 3, off + 3 + nsLen) !== 0) {
      lastBytes = payload.subarray(off + 3, off + 3 + nsLen);
      lastLen = nsLen;
      lastNs = lastBytes.toString('utf8');
    }
    const ns = lastNs;
    off += 3 + nsLen;
    const docLen = payload.readInt32LE(off);
    ops.push({ code, ns, doc: payload.subarray(off, off + docLen) });
    off += docLen;
  }
  return ops;
}
