// A minimal wire-protocol client for tests that need to send exactly the bytes they choose.
import { connect, type Socket } from 'node:net';
import { deserialize, serialize, type Document } from 'bson';
import { crc32c } from '../../wire/crc32c';

export class RawClient {
  private buf = Buffer.alloc(0);
  private waiters: (() => void)[] = [];
  closed = false;
  private constructor(private readonly socket: Socket) {
    socket.on('data', (d) => {
      this.buf = Buffer.concat([this.buf, d]);
      this.waiters.splice(0).forEach((w) => w());
    });
    socket.on('close', () => {
      this.closed = true;
      this.waiters.splice(0).forEach((w) => w());
    });
    socket.on('error', () => undefined);
  }

  static open(host: string, port: number): Promise<RawClient> {
    return new Promise((ok, fail) => {
      const s = connect(port, host, () => ok(new RawClient(s)));
      s.once('error', fail);
    });
  }

  write(bytes: Buffer): void {
    this.socket.write(bytes);
  }

  /** Next whole reply message, or null once the server has closed the connection. */
  async read(): Promise<{ opCode: number; responseTo: number; body: Buffer } | null> {
    for (;;) {
      if (this.buf.length >= 4) {
        const len = this.buf.readInt32LE(0);
        if (this.buf.length >= len) {
          const msg = this.buf.subarray(0, len);
          this.buf = this.buf.subarray(len);
          return { opCode: msg.readInt32LE(12), responseTo: msg.readInt32LE(8), body: msg };
        }
      }
      if (this.closed) return null;
      await new Promise<void>((r) => this.waiters.push(r));
    }
  }

  async command(
    cmd: Document,
    opts: { checksum?: boolean; sequences?: Record<string, Document[]> } = {},
  ): Promise<Document> {
    this.write(opMsg(cmd, { ...opts, requestId: 7 }));
    const reply = await this.read();
    if (!reply) throw new Error('connection closed');
    return deserialize(reply.body.subarray(21));
  }

  close(): void {
    this.socket.destroy();
  }
}

export function header(len: number, requestId: number, opCode: number): Buffer {
  const h = Buffer.alloc(16);
  h.writeInt32LE(len, 0);
  h.writeInt32LE(requestId, 4);
  h.writeInt32LE(0, 8);
  h.writeInt32LE(opCode, 12);
  return h;
}

export function opMsg(
  cmd: Document,
  opts: { checksum?: boolean; moreToCome?: boolean; requestId?: number; sequences?: Record<string, Document[]> } = {},
): Buffer {
  const flags = (opts.checksum ? 1 : 0) | (opts.moreToCome ? 2 : 0);
  const parts: Buffer[] = [Buffer.from([0]), Buffer.from(serialize(cmd))];
  for (const [name, docs] of Object.entries(opts.sequences ?? {})) {
    const body = Buffer.concat([Buffer.from(name + '\0'), ...docs.map((d) => Buffer.from(serialize(d)))]);
    const size = Buffer.alloc(4);
    size.writeInt32LE(body.length + 4, 0);
    parts.push(Buffer.from([1]), size, body);
  }
  const f = Buffer.alloc(4);
  f.writeUInt32LE(flags, 0);
  const payload = Buffer.concat([f, ...parts]);
  const len = 16 + payload.length + (opts.checksum ? 4 : 0);
  const msg = Buffer.concat([header(len, opts.requestId ?? 1, 2013), payload]);
  if (!opts.checksum) return msg;
  const sum = Buffer.alloc(4);
  sum.writeUInt32LE(crc32c(msg), 0);
  return Buffer.concat([msg, sum]);
}

export function opQuery(collection: string, query: Document): Buffer {
  const body = Buffer.concat([
    Buffer.alloc(4),
    Buffer.from(collection + '\0'),
    Buffer.alloc(8),
    Buffer.from(serialize(query)),
  ]);
  body.writeInt32LE(0, 0);
  body.writeInt32LE(-1, body.indexOf(0, 4) + 1 + 4);
  return Buffer.concat([header(16 + body.length, 3, 2004), body]);
}
