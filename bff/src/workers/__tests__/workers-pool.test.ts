import { join } from 'node:path';
import { slotsInUse } from '../workers.slots';
import { workerPool, type WorkerPool } from '../workers.pool';
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
