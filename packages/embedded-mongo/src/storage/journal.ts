// Append-only journal. append() returns only after write(2) has handed the record to the kernel,
// so a killed server process cannot lose an acknowledged write; fdatasync runs every commit
// interval (mongod's default is 100 ms) and at once for writes that ask for j:true.
import { closeSync, fdatasync, fdatasyncSync, openSync, writeSync } from 'node:fs';
import { frame } from './records';

export class Journal {
  private fd: number;
  private dirty = false;
  private syncing = false;
  private closed = false;
  private timer: NodeJS.Timeout;
  size: number;

  constructor(
    readonly path: string,
    initialSize: number,
    commitIntervalMs: number,
  ) {
    this.fd = openSync(path, 'a');
    this.size = initialSize;
    this.timer = setInterval(() => this.flushInBackground(), commitIntervalMs);
    this.timer.unref();
  }

  append(payload: Buffer, sync: boolean): void {
    const rec = frame(payload);
    let off = 0;
    while (off < rec.length) off += writeSync(this.fd, rec, off, rec.length - off);
    this.size += rec.length;
    this.dirty = true;
    if (sync) this.flush();
  }

  flush(): void {
    if (!this.dirty) return;
    this.dirty = false;
    fdatasyncSync(this.fd);
  }

  /** The periodic commit runs on libuv's thread pool so a slow disk never stalls request handling. */
  private flushInBackground(): void {
    if (!this.dirty || this.syncing || this.closed) return;
    this.dirty = false;
    this.syncing = true;
    fdatasync(this.fd, (err) => {
      this.syncing = false;
      if (err) this.dirty = true; // try again at the next interval
    });
  }

  close(): void {
    clearInterval(this.timer);
    this.closed = true;
    this.flush();
    // an fdatasync still running in the pool keeps using the fd; let it finish before closing
    if (this.syncing) {
      const fd = this.fd;
      const wait = setInterval(() => {
        if (!this.syncing) {
          clearInterval(wait);
          closeSync(fd);
        }
      }, 5);
    } else closeSync(this.fd);
  }
}
