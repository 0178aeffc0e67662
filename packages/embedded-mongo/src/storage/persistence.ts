// Owns a data directory: loads snapshot + journal at start, truncates a torn journal tail,
// journals live writes, and compacts (new snapshot, fresh journal) when the journal grows.
import {
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  closeSync,
  readdirSync,
  readFileSync,
  rmSync,
  truncateSync,
} from 'node:fs';
import { join } from 'node:path';
import type { Durability, Store } from '../engine/store';
import { Journal } from './journal';
import { scanRecords } from './records';
import { loadSnapshot, SNAPSHOT_FILE, writeSnapshot } from './snapshot';

export interface PersistenceOptions {
  commitIntervalMs: number;
  compactBytes: number;
  log: (line: string) => void;
}

const journalName = (gen: number) => `journal.${gen}.log`;

function fsyncDir(dir: string): void {
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

export class Persistence implements Durability {
  private journal: Journal;
  private compacting = false;

  private constructor(
    private readonly dir: string,
    private readonly store: Store,
    private gen: number,
    journalSize: number,
    private readonly opts: PersistenceOptions,
  ) {
    this.journal = new Journal(join(dir, journalName(gen)), journalSize, opts.commitIntervalMs);
  }

  static open(dir: string, store: Store, opts: PersistenceOptions): Persistence {
    mkdirSync(dir, { recursive: true });
    return Persistence.load(dir, store, opts);
  }

  private static load(dir: string, store: Store, opts: PersistenceOptions): Persistence {
    const snapPath = join(dir, SNAPSHOT_FILE);
    const gen = loadSnapshot(existsSync(snapPath) ? readFileSync(snapPath) : null, store);
    const jPath = join(dir, journalName(gen));
    let size = 0;
    if (existsSync(jPath)) {
      const buf = readFileSync(jPath);
      const { payloads, validBytes } = scanRecords(buf);
      for (const p of payloads) store.replay(p);
      if (validBytes < buf.length) {
        opts.log(`journal: dropped a torn tail of ${buf.length - validBytes} bytes after ${payloads.length} records`);
        truncateSync(jPath, validBytes);
      }
      size = validBytes;
    }
    for (const f of readdirSync(dir)) {
      if ((f.startsWith('journal.') && f !== journalName(gen)) || f === SNAPSHOT_FILE + '.tmp')
        rmSync(join(dir, f), { force: true });
    }
    const p = new Persistence(dir, store, gen, size, opts);
    fsyncDir(dir); // the journal file's directory entry must survive a power cut too
    store.durability = p;
    if (size > opts.compactBytes) p.compact();
    return p;
  }

  append(payload: Buffer, sync: boolean): void {
    this.journal.append(payload, sync);
    if (this.journal.size > this.opts.compactBytes && !this.compacting) this.compact();
  }

  /** Writes a snapshot under the next generation, then switches to that generation's empty journal. */
  compact(): void {
    this.compacting = true;
    try {
      const next = this.gen + 1;
      this.journal.flush();
      writeSnapshot(this.dir, this.store, next);
      fsyncDir(this.dir);
      const old = this.journal;
      this.journal = new Journal(join(this.dir, journalName(next)), 0, this.opts.commitIntervalMs);
      old.close();
      rmSync(old.path, { force: true });
      this.gen = next;
    } finally {
      this.compacting = false;
    }
  }

  flush(): void {
    this.journal.flush();
  }

  close(snapshot: boolean): void {
    if (snapshot && this.journal.size > 0) this.compact();
    this.journal.close();
    this.store.durability = null;
  }
}
