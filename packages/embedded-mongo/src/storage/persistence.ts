// Owns a data directory: loads the snapshot and the journals that continue it at start, truncates a
// torn journal tail, journals live writes, and compacts (fresh journal, new snapshot written in the
// background) when the journal grows.
import {
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  closeSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  truncateSync,
} from 'node:fs';
import { join } from 'node:path';
import type { Durability, Store } from '../engine/store';
import { Journal } from './journal';
import { scanRecords } from './records';
import {
  captureImage,
  isSnapshotTmp,
  loadSnapshot,
  SNAPSHOT_FILE,
  snapshotTmp,
  writeSnapshotFile,
  writeSnapshotFileInBackground,
} from './snapshot';

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

/** Journal generations present in the directory, ascending. */
function journalGens(dir: string): number[] {
  return readdirSync(dir)
    .map((f) => /^journal\.(\d+)\.log$/.exec(f))
    .filter((m): m is RegExpExecArray => !!m)
    .map((m) => Number(m[1]))
    .sort((a, b) => a - b);
}

export class Persistence implements Durability {
  private journal: Journal;
  private compacting: Promise<void> | null = null;
  private closed = false;

  private constructor(
    private readonly dir: string,
    private readonly store: Store,
    /** The generation of the journal being appended to. */
    private gen: number,
    /** The generation of snapshot.bin (its writes continue in journals of this generation and later). */
    private snapshotGen: number,
    journalSize: number,
    private readonly opts: PersistenceOptions,
  ) {
    this.journal = new Journal(join(dir, journalName(gen)), journalSize, opts.commitIntervalMs);
  }

  static open(dir: string, store: Store, opts: PersistenceOptions): Persistence {
    mkdirSync(dir, { recursive: true });
    return Persistence.load(dir, store, opts);
  }

  /**
   * The snapshot, then every journal from its generation on, in order: a compaction switches to a new
   * journal at once and writes its snapshot in the background, so until that snapshot is in place the
   * writes since the last one are spread over two journals (or more, after a crash mid-compaction).
   */
  private static load(dir: string, store: Store, opts: PersistenceOptions): Persistence {
    const snapPath = join(dir, SNAPSHOT_FILE);
    const snapshotGen = loadSnapshot(existsSync(snapPath) ? readFileSync(snapPath) : null, store);
    let gen = snapshotGen;
    let size = 0;
    let replayed = 0;
    const chain = journalGens(dir).filter((g) => g >= snapshotGen);
    for (let i = 0; i < chain.length && chain[i] === snapshotGen + i; i++) {
      gen = chain[i];
      const jPath = join(dir, journalName(gen));
      const buf = readFileSync(jPath);
      const { payloads, validBytes } = scanRecords(buf);
      for (const p of payloads) store.replay(p);
      if (validBytes < buf.length) {
        opts.log(`journal: dropped a torn tail of ${buf.length - validBytes} bytes after ${payloads.length} records`);
        truncateSync(jPath, validBytes);
      }
      size = validBytes;
      replayed += validBytes;
    }
    for (const f of readdirSync(dir)) {
      const m = /^journal\.(\d+)\.log$/.exec(f);
      if ((m && Number(m[1]) < snapshotGen) || isSnapshotTmp(f)) rmSync(join(dir, f), { force: true });
      else if (m && Number(m[1]) > gen) {
        // after a missing generation nothing can be replayed in order: kept aside for an operator, never appended to
        opts.log(`journal: ${f} does not follow journal ${gen}; kept as ${f}.orphaned, not replayed`);
        renameSync(join(dir, f), join(dir, `${f}.orphaned`));
      }
    }
    const p = new Persistence(dir, store, gen, snapshotGen, size, opts);
    fsyncDir(dir); // the journal file's directory entry must survive a power cut too
    store.durability = p;
    if (replayed > opts.compactBytes) p.compact();
    return p;
  }

  append(payload: Buffer, sync: boolean): void {
    this.journal.append(payload, sync);
    if (this.journal.size > this.opts.compactBytes && !this.compacting) this.compactInBackground();
  }

  /** Resolves once no snapshot is being written in the background (tests, and a caller that wants it on disk). */
  async settled(): Promise<void> {
    while (this.compacting) await this.compacting;
  }

  /** Starts a new journal generation for the writes that follow; returns that generation. */
  private switchJournal(): number {
    const next = this.gen + 1;
    this.journal.flush();
    const old = this.journal;
    this.journal = new Journal(join(this.dir, journalName(next)), 0, this.opts.commitIntervalMs);
    fsyncDir(this.dir);
    old.close();
    this.gen = next;
    return next;
  }

  /** Puts the written snapshot of `gen` in place, unless a newer one already is, and drops the journals it replaces. */
  private install(tmp: string, gen: number): void {
    if (gen <= this.snapshotGen) {
      rmSync(tmp, { force: true });
      return;
    }
    renameSync(tmp, join(this.dir, SNAPSHOT_FILE));
    fsyncDir(this.dir);
    this.snapshotGen = gen;
    for (const g of journalGens(this.dir)) if (g < gen) rmSync(join(this.dir, journalName(g)), { force: true });
  }

  /** A snapshot written here and now (at start-up and at a clean stop, when no client is waiting). */
  compact(): void {
    const gen = this.switchJournal();
    this.install(writeSnapshotFile(this.dir, captureImage(this.store), gen), gen);
  }

  /**
   * A snapshot of the store as it is now, written while clients are served: the image is taken and the
   * journal switched in this turn, the file written on the thread pool. A crash before it is in place
   * loses nothing: start-up reads the old snapshot and both journals.
   */
  private compactInBackground(): void {
    const image = captureImage(this.store);
    const gen = this.switchJournal();
    this.compacting = writeSnapshotFileInBackground(this.dir, image, gen)
      .then(
        (tmp) => {
          if (this.closed) return rmSync(tmp, { force: true });
          this.install(tmp, gen);
        },
        (err: Error) => {
          this.opts.log(`snapshot ${gen}: not written (${err.message}); the journals keep every write`);
          rmSync(join(this.dir, snapshotTmp(gen)), { force: true });
        },
      )
      .finally(() => (this.compacting = null));
  }

  flush(): void {
    this.journal.flush();
  }

  close(snapshot: boolean): void {
    if (snapshot && (this.journal.size > 0 || this.gen > this.snapshotGen)) this.compact();
    this.closed = true;
    this.journal.close();
    this.store.durability = null;
  }
}
