// Decoding of the two request formats drivers send (OP_MSG, legacy OP_QUERY handshake)
// and encoding of their replies.
import { deserialize, serialize, type Document } from 'bson';
import { crc32c } from './crc32c';

export const OP_REPLY = 1;
export const OP_QUERY = 2004;
export const OP_MSG = 2013;
export const MAX_MESSAGE_BYTES = 48_000_000;
export const MAX_BSON_BYTES = 16 * 1024 * 1024;

const CHECKSUM_PRESENT = 1 << 0;
const MORE_TO_COME = 1 << 1;
const EXHAUST_ALLOWED = 1 << 16;
const REQUIRED_FLAG_MASK = 0xffff;

export class ProtocolError extends Error {}

export interface Header {
  length: number;
  requestId: number;
  responseTo: number;
  opCode: number;
}

export interface CommandRequest {
  kind: 'msg' | 'query';
  requestId: number;
  command: Document;
  /** Raw documents of kind-1 sections, by identifier (e.g. "documents"). */
  sequences: Map<string, Buffer[]>;
  moreToCome: boolean;
  /** Bytes of the body document, for callers that need full-fidelity (unpromoted) values. */
  body: Buffer;
}

export function readHeader(buf: Buffer): Header {
  return {
    length: buf.readInt32LE(0),
    requestId: buf.readInt32LE(4),
    responseTo: buf.readInt32LE(8),
    opCode: buf.readInt32LE(12),
  };
}

function bsonDocAt(buf: Buffer, offset: number, end: number): Buffer {
  if (offset + 5 > end) throw new ProtocolError('truncated BSON document');
  const size = buf.readInt32LE(offset);
  if (size < 5 || offset + size > end) throw new ProtocolError('invalid BSON document length');
  return buf.subarray(offset, offset + size);
}

function cstringEnd(buf: Buffer, offset: number, end: number): number {
  const zero = buf.indexOf(0, offset);
  if (zero < 0 || zero >= end) throw new ProtocolError('unterminated string');
  return zero;
}

export function decodeOpMsg(msg: Buffer, header: Header): CommandRequest {
  const flags = msg.readUInt32LE(16);
  if ((flags & REQUIRED_FLAG_MASK & ~(CHECKSUM_PRESENT | MORE_TO_COME)) !== 0) {
    throw new ProtocolError(`unsupported OP_MSG flag bits ${flags}`);
  }
  let end = msg.length;
  if (flags & CHECKSUM_PRESENT) {
    end -= 4;
    if (end < 21) throw new ProtocolError('OP_MSG too short for checksum');
    if (crc32c(msg, 0, end) !== msg.readUInt32LE(end)) throw new ProtocolError('OP_MSG checksum mismatch');
  }
  let offset = 20;
  let body: Buffer | undefined;
  const sequences = new Map<string, Buffer[]>();
  while (offset < end) {
    const kind = msg[offset++];
    if (kind === 0) {
      if (body) throw new ProtocolError('OP_MSG has more than one body section');
      body = bsonDocAt(msg, offset, end);
      offset += body.length;
    } else if (kind === 1) {
      if (offset + 4 > end) throw new ProtocolError('truncated document sequence');
      const size = msg.readInt32LE(offset);
      const seqEnd = offset + size;
      if (size < 5 || seqEnd > end) throw new ProtocolError('invalid document sequence length');
      const nameEnd = cstringEnd(msg, offset + 4, seqEnd);
      const name = msg.toString('utf8', offset + 4, nameEnd);
      const docs: Buffer[] = [];
      let p = nameEnd + 1;
      while (p < seqEnd) {
        const d = bsonDocAt(msg, p, seqEnd);
        // these bytes are stored as they are, so they must be valid BSON before anything else
        try {
          deserialize(d, { validation: { utf8: true } });
        } catch (e) {
          throw new ProtocolError(`invalid BSON in document sequence ${name}: ${(e as Error).message}`);
        }
        docs.push(d);
        p += d.length;
      }
      sequences.set(name, docs);
      offset = seqEnd;
    } else {
      throw new ProtocolError(`unknown OP_MSG section kind ${kind}`);
    }
  }
  if (!body) throw new ProtocolError('OP_MSG without a body section');
  return {
    kind: 'msg',
    requestId: header.requestId,
    command: deserialize(body, { validation: { utf8: true } }),
    sequences,
    moreToCome: (flags & MORE_TO_COME) !== 0,
    body,
  };
}

export function decodeOpQuery(msg: Buffer, header: Header): CommandRequest & { collection: string } {
  const nameEnd = cstringEnd(msg, 20, msg.length);
  const collection = msg.toString('utf8', 20, nameEnd);
  const body = bsonDocAt(msg, nameEnd + 1 + 8, msg.length);
  let command = deserialize(body);
  // Legacy drivers wrap the command as {$query: {...}, $readPreference: ...}.
  if (command.$query && typeof command.$query === 'object') command = command.$query as Document;
  return {
    kind: 'query',
    requestId: header.requestId,
    command,
    sequences: new Map(),
    moreToCome: false,
    body,
    collection,
  };
}

function header(length: number, requestId: number, responseTo: number, opCode: number): Buffer {
  const h = Buffer.allocUnsafe(16);
  h.writeInt32LE(length, 0);
  h.writeInt32LE(requestId, 4);
  h.writeInt32LE(responseTo, 8);
  h.writeInt32LE(opCode, 12);
  return h;
}

let nextResponseId = 1;

/** OP_MSG reply whose body is given already serialized (cursor replies embed stored BSON directly). */
export function encodeOpMsgRaw(body: Buffer, responseTo: number): Buffer {
  const prefix = Buffer.allocUnsafe(5);
  prefix.writeUInt32LE(0, 0);
  prefix[4] = 0;
  const h = header(16 + 5 + body.length, nextResponseId++ & 0x7fffffff, responseTo, OP_MSG);
  return Buffer.concat([h, prefix, body]);
}

export function encodeOpMsg(reply: Document, responseTo: number): Buffer {
  return encodeOpMsgRaw(Buffer.from(serialize(reply)), responseTo);
}

export function encodeOpReply(reply: Document, responseTo: number): Buffer {
  const doc = serialize(reply);
  const fields = Buffer.alloc(20);
  fields.writeInt32LE(8, 0); // AwaitCapable, as mongod sets it
  fields.writeBigInt64LE(0n, 4);
  fields.writeInt32LE(0, 12);
  fields.writeInt32LE(1, 16);
  return Buffer.concat([
    header(16 + 20 + doc.length, nextResponseId++ & 0x7fffffff, responseTo, OP_REPLY),
    fields,
    doc,
  ]);
}

export { EXHAUST_ALLOWED };
