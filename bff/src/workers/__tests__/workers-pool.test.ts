import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { slotsInUse } from '../workers.slots';
import { PoolJobError, workerPool, type WorkerPool } from '../workers.pool';
import type { TestJob } from './fixtures/pool-entry';

jest.setTimeout(30_000);

let pool: WorkerPool<TestJob, number>;
beforeEach(() => {
  pool = workerPool<TestJob, number>({
    entry: join(__dirname, 'fixtures/pool-entry.ts'),
    size: 1,
    memoryMb: 128,
    timeoutMs: 3_000,
    name: 'test work',
  });
});
afterEach(() => pool.close());

describe('workerPool', () => {
  it('answers jobs from a warm thread, one at a time, each holding a busy-thread slot until done', async () => {
    const running = Promise.all([pool.run({ op: 'double', n: 2 }), pool.run({ op: 'double', n: 5 })]);
    expect(slotsInUse()).toBe(2);
    await expect(running).resolves.toEqual([4, 10]);
    expect(slotsInUse()).toBe(0);
  });

  it('fails only the job that throws, overruns its time or kills its thread; the next job is served', async () => {
    await expect(pool.run({ op: 'throw' })).rejects.toThrow(/test work failed: Error: bad job/);
    await expect(pool.run({ op: 'hang' })).rejects.toThrow('test work took longer than 3000 ms');
    await expect(pool.run({ op: 'exit' })).rejects.toThrow('test work thread exited (code 3)');
    await expect(pool.run({ op: 'double', n: 21 })).resolves.toBe(42);
    expect(slotsInUse()).toBe(0);
  });
});

describe('workerPool options', () => {
  it('gives a job its own time and says why it failed (PoolJobError reason)', async () => {
    const err = await pool.run({ op: 'hang' }, { timeoutMs: 200, priority: 'low' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PoolJobError);
    expect(err).toMatchObject({ reason: 'timeout', message: 'test work took longer than 200 ms' });
    await expect(pool.run({ op: 'exit' })).rejects.toMatchObject({ reason: 'crashed' });
    await expect(pool.run({ op: 'throw' })).rejects.toMatchObject({ reason: 'failed' });
  });

  it('ends a thread left idle for idleMs; the next job starts a new one', async () => {
    const idle = workerPool<TestJob, number>({
      entry: join(__dirname, 'fixtures/pool-entry.ts'),
      size: 1,
      memoryMb: 128,
      timeoutMs: 10_000,
      idleMs: 50,
      name: 'idle work',
    });
    try {
      const first = await idle.run({ op: 'thread' });
      const before = threadCount();
      // the thread ends 50 ms after its job; on a loaded machine the timer and the thread's exit take longer
      const until = Date.now() + 15_000;
      while (threadCount() >= before && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
      expect(threadCount()).toBeLessThan(before);
      expect(await idle.run({ op: 'thread' })).not.toBe(first);
      expect(await idle.run({ op: 'double', n: 4 })).toBe(8);
    } finally {
      await idle.close();
    }
  });

  it('never hands a job to a thread it is ending for idling', async () => {
    const idle = workerPool<TestJob, number>({
      entry: join(__dirname, 'fixtures/pool-entry.ts'),
      size: 1,
      memoryMb: 128,
      timeoutMs: 10_000,
      idleMs: 1,
      name: 'idle work',
    });
    try {
      // jobs arriving around the moment the idle thread is terminated: each must be served, none 'crashed'
      for (let i = 0; i < 25; i++) {
        expect(await idle.run({ op: 'double', n: i })).toBe(2 * i);
        await new Promise((r) => setTimeout(r, i % 5));
      }
    } finally {
      await idle.close();
    }
  });
});

describe('workerPool.close in a script', () => {
  it('ends, and lets node end, when an answer to a job nobody awaits is read after close() began', async () => {
    // In its own node: under jest other handles would keep the process alive and hide a hang.
    const { stdout } = await promisify(execFile)(process.execPath, [
      join(__dirname, 'fixtures/close-with-reply-pending.cjs'),
    ]);
    expect(stdout).toBe('closed');
  });
});

function threadCount(): number {
  return readdirSync('/proc/self/task').length;
}
