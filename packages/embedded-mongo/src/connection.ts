// One client connection: frames messages out of the TCP stream and answers them in order.
// Anything malformed ends this connection only; other clients and the data are untouched.
import type { Socket } from 'node:net';
import { runCommand } from './commands/registry';
import type { CommandContext, Reply } from './commands/context';
import {
  decodeOpMsg,
  decodeOpQuery,
  encodeOpMsg,
  encodeOpMsgRaw,
  encodeOpReply,
  MAX_MESSAGE_BYTES,
  OP_MSG,
  OP_QUERY,
  ProtocolError,
  readHeader,
} from './wire/messages';

export type ContextBase = Omit<CommandContext, 'db' | 'sequences' | 'body' | 'connectionId'>;

export function serveConnection(
  socket: Socket,
  connectionId: number,
  base: ContextBase,
  log: (l: string) => void,
): void {
  socket.setNoDelay(true);
  let pending: Buffer[] = [];
  let pendingBytes = 0;

  const drop = (why: string) => {
    log(`connection ${connectionId}: closing, ${why}`);
    socket.destroy();
  };

  const handle = (msg: Buffer): boolean => {
    const h = readHeader(msg);
    try {
      if (h.opCode === OP_MSG) {
        if (msg.length < 21) throw new ProtocolError('OP_MSG too short');
        const req = decodeOpMsg(msg, h);
        const db = typeof req.command.$db === 'string' ? req.command.$db : 'admin';
        const reply = runCommand(req.command, { ...base, db, sequences: req.sequences, body: req.body, connectionId });
        if (!req.moreToCome)
          socket.write(Buffer.isBuffer(reply) ? encodeOpMsgRaw(reply, h.requestId) : encodeOpMsg(reply, h.requestId));
        return true;
      }
      if (h.opCode === OP_QUERY) {
        const req = decodeOpQuery(msg, h);
        // Only the legacy handshake and other $cmd queries; old-style CRUD opcodes are long removed.
        if (!req.collection.endsWith('.$cmd')) throw new ProtocolError(`legacy OP_QUERY on ${req.collection}`);
        const db = req.collection.slice(0, -'.$cmd'.length);
        const reply: Reply = runCommand(req.command, {
          ...base,
          db,
          sequences: req.sequences,
          body: req.body,
          connectionId,
        });
        if (Buffer.isBuffer(reply)) throw new ProtocolError('cursor commands need OP_MSG');
        socket.write(encodeOpReply(reply, h.requestId));
        return true;
      }
      drop(`unsupported opcode ${h.opCode}`);
      return false;
    } catch (e) {
      drop(e instanceof ProtocolError ? e.message : `invalid message: ${(e as Error).message}`);
      return false;
    }
  };

  socket.on('data', (chunk: Buffer) => {
    pending.push(chunk);
    pendingBytes += chunk.length;
    while (pendingBytes >= 4) {
      let buf = pending.length === 1 ? pending[0] : Buffer.concat(pending, pendingBytes);
      const len = buf.readInt32LE(0);
      if (len < 16 || len > MAX_MESSAGE_BYTES) return drop(`bad message length ${len}`);
      if (buf.length < len) {
        pending = [buf];
        return;
      }
      const msg = buf.subarray(0, len);
      buf = buf.subarray(len);
      pending = buf.length ? [buf] : [];
      pendingBytes = buf.length;
      if (!handle(msg)) return;
    }
  });
  socket.on('error', () => socket.destroy());
}
