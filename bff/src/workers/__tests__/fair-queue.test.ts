// The per-account FIFO with a global cap that extraction (and OCR) run through.
import { FairQueue } from '../workers.fair-queue';

/** A job that runs until the test ends it, recording when it started. */
function gated(queue: FairQueue, account: string, name: string, log: string[]) {
  let end!: () => void;
  const ended = new Promise<void>((r) => (end = r));
  const done = queue.run(account, async () => {
    log.push(name);
    await ended;
    return name;
  });
  return { end, done };
}
const turn = () => new Promise((r) => setImmediate(r));

it("runs one account's jobs one after another, in order, and another account's beside them", async () => {
  const q = new FairQueue(2, 1);
  const log: string[] = [];
  const a = ['a1', 'a2', 'a3', 'a4'].map((n) => gated(q, 'A', n, log));
  await turn();
  expect(log).toEqual(['a1']);
  expect(q.of('A')).toEqual({ running: 1, queued: 3 });
  // another teacher arrives during the flood: starts at once, not behind a2..a4
  const b = gated(q, 'B', 'b1', log);
  await turn();
  expect(log).toEqual(['a1', 'b1']);
  b.end();
  expect(await b.done).toBe('b1');
  await turn();
  // A's next file waits for A's first, even with room under the cap
  expect(log).toEqual(['a1', 'b1']);
  a[0].end();
  await a[0].done;
  await turn();
  expect(log).toEqual(['a1', 'b1', 'a2']);
  a[1].end();
  await a[1].done;
  await turn();
  expect(log).toEqual(['a1', 'b1', 'a2', 'a3']);
  a[2].end();
  a[3].end();
  await Promise.all(a.map((j) => j.done));
  expect(log).toEqual(['a1', 'b1', 'a2', 'a3', 'a4']);
  expect([q.active, q.queued]).toEqual([0, 0]);
});

it('serves waiting accounts in turn when the cap is full, the longest-waiting first', async () => {
  const q = new FairQueue(1, 1);
  const log: string[] = [];
  const a1 = gated(q, 'A', 'a1', log);
  const a2 = gated(q, 'A', 'a2', log);
  const b1 = gated(q, 'B', 'b1', log);
  const c1 = gated(q, 'C', 'c1', log);
  const a3 = gated(q, 'A', 'a3', log);
  const jobs: Record<string, ReturnType<typeof gated>> = { a1, a2, b1, c1, a3 };
  await turn();
  // one at a time: end whichever job is running, and see which starts next
  for (let i = 0; i < 5; i++) {
    const running = jobs[log[i]];
    running.end();
    await running.done;
    await turn();
  }
  // A's second file came before B's and C's, but A has had a turn and they have not
  expect(log).toEqual(['a1', 'b1', 'c1', 'a2', 'a3']);
});

it('gives the turn back when a job fails, and lets perAccount jobs of one account run together', async () => {
  const q = new FairQueue(3, 2);
  await expect(
    q.run('A', async () => {
      throw new Error('damaged file');
    }),
  ).rejects.toThrow('damaged file');
  expect(q.active).toBe(0);
  const log: string[] = [];
  const jobs = ['a1', 'a2', 'a3'].map((n) => gated(q, 'A', n, log));
  await turn();
  expect(log).toEqual(['a1', 'a2']);
  jobs.forEach((j) => j.end());
  await Promise.all(jobs.map((j) => j.done));
  expect(log).toEqual(['a1', 'a2', 'a3']);
});
