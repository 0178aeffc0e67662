// Server-side cursors. A cursor holds the complete result computed when it was opened (immutable
// records or computed documents), so later writes never shift what it returns.
import { Long, serialize, type Document } from 'bson';
import { MongoServerError } from '../errors';
import { MAX_BSON_BYTES } from '../wire/messages';
import { Rec } from './record';

/** A result encoded only when a batch takes it (a dump holds references, not copies, of every document). */
export class LazyItem {
  constructor(readonly encode: () => Buffer) {}
}

export type Item = Rec | Document | Buffer | LazyItem;

const encode = (x: Item): Buffer =>
  Buffer.isBuffer(x)
    ? x
    : x instanceof Rec
      ? x.raw
      : x instanceof LazyItem
        ? x.encode()
        : Buffer.from(serialize(x as Document));

// Room for the reply envelope around the batch, as mongod leaves.
const BATCH_BYTES = MAX_BSON_BYTES - 16 * 1024;

export class ServerCursor {
  lastUsed = Date.now();
  private pos = 0;
  constructor(
    readonly id: Long,
    readonly ns: string,
    private readonly items: Item[],
  ) {}

  get exhausted(): boolean {
    return this.pos >= this.items.length;
  }

  take(max: number): Buffer[] {
    this.lastUsed = Date.now();
    const out: Buffer[] = [];
    let bytes = 0;
    while (this.pos < this.items.length && out.length < max) {
      const b = encode(this.items[this.pos]);
      if (out.length > 0 && bytes + b.length > BATCH_BYTES) break;
      out.push(b);
      bytes += b.length;
      this.pos++;
    }
    return out;
  }
}

function randomId(): Long {
  // 63 random bits, never 0 (0 means "no cursor")
  const hi = (Math.random() * 0x7fffffff) | 0;
  const lo = (Math.random() * 0xffffffff) | 0;
  const id = Long.fromBits(lo, hi);
  return id.isZero() ? Long.ONE : id;
}

export class CursorManager {
  private readonly open = new Map<string, ServerCursor>();
  private readonly timer: NodeJS.Timeout;

  constructor(private readonly idleTimeoutMs: number) {
    this.timer = setInterval(() => this.sweep(), Math.min(60_000, Math.max(50, idleTimeoutMs / 2)));
    this.timer.unref();
  }

  /** Returns the first batch and the cursor id (0 when everything fit in it). */
  openCursor(ns: string, items: Item[], batchSize: number, singleBatch: boolean): { batch: Buffer[]; id: Long } {
    const c = new ServerCursor(randomId(), ns, items);
    const batch = c.take(batchSize);
    if (c.exhausted || singleBatch) return { batch, id: Long.ZERO };
    this.open.set(c.id.toString(), c);
    return { batch, id: c.id };
  }

  getMore(id: Long, batchSize: number): { batch: Buffer[]; id: Long; ns: string } {
    const c = this.open.get(id.toString());
    if (!c) throw new MongoServerError(43, `cursor id ${id.toString()} not found`);
    const batch = c.take(batchSize);
    if (c.exhausted) this.open.delete(id.toString());
    return { batch, id: c.exhausted ? Long.ZERO : c.id, ns: c.ns };
  }

  kill(id: Long): boolean {
    return this.open.delete(id.toString());
  }

  get count(): number {
    return this.open.size;
  }

  sweep(now = Date.now()): void {
    for (const [k, c] of this.open) if (now - c.lastUsed > this.idleTimeoutMs) this.open.delete(k);
  }

  close(): void {
    clearInterval(this.timer);
    this.open.clear();
  }
}
