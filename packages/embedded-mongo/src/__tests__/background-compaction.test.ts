// Compaction writes its snapshot while clients are served: the journal is switched at once and the
// snapshot written in the background. Whatever state a crash leaves on disk — before the snapshot is
// in place, after it, or after a stop in the middle — start-up finds every acknowledged write.
import { copyFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { serialize } from 'bson';
import { makeRec } from '../engine/collection';
import { Store } from '../engine/store';
import { Persistence } from '../storage/persistence';
import { tempDirs } from './support/temp-dirs';

jest.setTimeout(30_000);

const tempDir = tempDirs('embedded-mongo-compact-');
const quiet = () => {};
const options = { commitIntervalMs: 100, compactBytes: 64 * 1024, log: quiet };

function open(dir: string): { store: Store; p: Persistence } {
  const store = new Store();
  return { store, p: Persistence.open(dir, store, options) };
}

function insert(store: Store, n: number, from: number): void {
  const batch = store.batch();
  const coll = batch.ensureCollection('db', 'docs');
  for (let i = from; i < from + n; i++)
    batch.insert(coll, makeRec(Buffer.from(serialize({ _id: i, body: 'z'.repeat(500) }))));
  batch.commit(false);
}

const ids = (store: Store) =>
  [...(store.coll('db', 'docs')?.records.values() ?? [])].map((r) => r.view._id as number).sort((a, b) => a - b);
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/** The directory's files as they are this instant (a crash here), in a fresh directory. */
function crashCopy(dir: string): string {
  const copy = tempDir();
  for (const f of readdirSync(dir)) copyFileSync(join(dir, f), join(copy, f));
  return copy;
}

describe('background compaction', () => {
  it('switches journals at once and puts the snapshot in place later, losing nothing at any point', async () => {
    const dir = tempDir();
    const { store, p } = open(dir);
    insert(store, 100, 0); // ~55 KB: below the threshold
    expect(readdirSync(dir).filter((f) => f.startsWith('journal.'))).toEqual(['journal.0.log']);
    insert(store, 100, 100); // crosses it: a new journal now, the snapshot later
    const during = readdirSync(dir);
    expect(during).toEqual(expect.arrayContaining(['journal.0.log', 'journal.1.log']));
    expect(during).not.toContain('snapshot.bin');
    insert(store, 10, 200); // written while the snapshot is being written: goes to journal 1
    const midway = crashCopy(dir);

    await p.settled();
    expect(readdirSync(dir).sort()).toEqual(['journal.1.log', 'snapshot.bin']);
    insert(store, 10, 210);
    const after = crashCopy(dir);

    for (const [copy, want] of [
      [midway, 210],
      [after, 220],
    ] as const) {
      const r = open(copy);
      expect(ids(r.store)).toEqual(range(want));
      r.p.close(false);
    }
    p.close(true);
    const reopened = open(dir);
    expect(ids(reopened.store)).toEqual(range(220));
    expect(readdirSync(dir).sort()).toEqual(['journal.2.log', 'snapshot.bin']);
    reopened.p.close(false);
  });

  it('reads a chain of journals left by a crash before the snapshot was in place, then compacts it', async () => {
    const dir = tempDir();
    const { store, p } = open(dir);
    insert(store, 130, 0); // compaction 1 starts
    insert(store, 130, 130); // journal 1 crosses too, but waits: one compaction at a time
    const crashed = crashCopy(dir);
    await p.settled();
    insert(store, 1, 260); // now compaction 2 can start
    await p.settled();
    p.close(false);

    const r = open(crashed);
    expect(ids(r.store)).toEqual(range(260));
    // more than the threshold was replayed: compacted at start-up, one snapshot and one journal left
    expect(
      readdirSync(crashed)
        .filter((f) => !f.endsWith('.orphaned'))
        .sort(),
    ).toEqual([expect.stringMatching(/^journal\.\d+\.log$/), 'snapshot.bin']);
    r.p.close(false);
    const again = open(crashed);
    expect(ids(again.store)).toEqual(range(260));
    again.p.close(false);

    const live = open(dir);
    expect(ids(live.store)).toEqual(range(261));
    live.p.close(false);
  });

  it('a clean stop during a background snapshot writes its own and the late one is discarded', async () => {
    const dir = tempDir();
    const { store, p } = open(dir);
    insert(store, 130, 0); // background snapshot of generation 1 in flight
    insert(store, 5, 130);
    p.close(true); // writes generation 2 here and now
    await p.settled(); // the background one finishes after the stop: it must not replace generation 2
    expect(readdirSync(dir).sort()).toEqual(['journal.2.log', 'snapshot.bin']);
    const r = open(dir);
    expect(ids(r.store)).toEqual(range(135));
    r.p.close(false);
  });
});
