// A small pool of warm worker threads that each serve one job at a time, the rest queued: for work
// whose module is slow to load and whose jobs are CPU-bound (reading an upload with wink-nlp). Every
// job holds one of the BFF's busy-thread slots (workers.slots.ts) from the time it queues until it is
// done, so it shares the cores with extraction and rendering instead of oversubscribing them. A job
// that overruns its time is ended by terminating its thread; a thread that dies fails only its job.
import type { Worker } from 'node:worker_threads';
import { giveSlot, takeFreeSlot, takeSlot, type SlotPriority } from './workers.slots';
import { startThread } from './workers.thread';

/** What a pool's entry module answers for each `{ id, job }` it is sent. */
export type PoolReply<R> = { id: number; ok: true; result: R } | { id: number; ok: false; message: string };

export interface PoolOptions {
  /** The thread's entry file (threadEntry(...)). */
  entry: string;
  /** Threads kept at most; each serves one job at a time. */
  size: number;
  memoryMb: number;
  timeoutMs: number;
  /** Names the work in error messages ("reading"). */
  name: string;
  /**
   * Ends a thread that has had nothing to do for this long (default: never). For work whose thread
   * holds on to a lot of memory after a job (OCR's WebAssembly heap never shrinks) and is rarely needed.
   */
  idleMs?: number;
}

/** Why a job failed, for callers that answer each case differently (the OCR budget, a damaged file). */
export class PoolJobError extends Error {
  constructor(
    message: string,
    /** `timeout`: overran its time; `crashed`: its thread died (heap cap, native crash); `failed`: it threw. */
    readonly reason: 'timeout' | 'crashed' | 'failed',
  ) {
    super(message);
    this.name = 'PoolJobError';
  }
}

export interface RunOptions {
  /** This job's time, instead of the pool's. */
  timeoutMs?: number;
  /** `low`: waits for a busy-thread slot behind every other kind of job (workers.slots.ts). */
  priority?: SlotPriority;
}

interface Task<J, R> {
  job: J;
  timeoutMs?: number;
  resolve(result: R): void;
  reject(err: Error): void;
}
interface Thread<J, R> {
  worker: Worker;
  task?: Task<J, R> & { id: number; timer: NodeJS.Timeout; failure?: Error };
  idle?: NodeJS.Timeout;
  /** terminate() was called: the thread stays ref'd until its 'exit' (see end). */
  ending?: boolean;
}

export interface WorkerPool<J, R> {
  run(job: J, options?: RunOptions): Promise<R>;
  /**
   * Starts threads up to the pool's size, each serving `job` first (modules loaded, hot code compiled)
   * while busy-thread slots are free now; never waits for one, so it never delays real work.
   */
  warm(job: J): Promise<void>;
  /** Ends every thread (tests, shutdown); queued jobs fail. */
  close(): Promise<void>;
}

export function workerPool<J, R>(options: PoolOptions): WorkerPool<J, R> {
  const queue: Array<Task<J, R>> = [];
  const threads: Array<Thread<J, R>> = [];
  let nextId = 0;

  const spawn = (): Thread<J, R> => {
    const worker = startThread(options.entry, options.memoryMb);
    const thread: Thread<J, R> = { worker };
    const finish = (settle: (task: NonNullable<Thread<J, R>['task']>) => void) => {
      const task = thread.task;
      if (!task) return;
      thread.task = undefined;
      clearTimeout(task.timer);
      if (!thread.ending) worker.unref();
      settle(task);
      if (options.idleMs !== undefined && !thread.task && !thread.ending) {
        // Nothing took the thread over (pump ran in settle): end it once it has idled long enough.
        // Out of the pool before terminate(): until its 'exit' event a terminating thread looks free, and a
        // job handed to it then would fail as 'crashed'.
        thread.idle = setTimeout(() => {
          const at = threads.indexOf(thread);
          if (at >= 0) threads.splice(at, 1);
          void end(thread);
        }, options.idleMs);
        thread.idle.unref();
      }
    };
    worker.on('message', (reply: PoolReply<R>) =>
      finish((task) => {
        if (reply.ok) task.resolve(reply.result);
        else task.reject(new PoolJobError(`${options.name} failed: ${reply.message}`, 'failed'));
        pump();
      }),
    );
    const gone = (err: Error) => {
      const at = threads.indexOf(thread);
      if (at >= 0) threads.splice(at, 1);
      finish((task) => task.reject(task.failure ?? err));
      pump();
    };
    worker.on('error', (err) => gone(new PoolJobError(`${options.name} thread crashed: ${err.message}`, 'crashed')));
    worker.on('exit', (code) => gone(new PoolJobError(`${options.name} thread exited (code ${code})`, 'crashed')));
    // An idle warm thread must not keep the process alive; a busy one must (unref only after the
    // listeners are attached: adding a 'message' listener refs the thread's port again).
    worker.unref();
    threads.push(thread);
    return thread;
  };

  /**
   * Ends a thread; it stays in `threads` (counted, given no job) until its 'exit'. terminate() refs the
   * thread, and that ref is all that keeps the process waiting for the exit: an answer to a job that
   * was sent before terminate() and is read after it must not unref the thread again (`ending`), or a
   * script awaiting close() has nothing left to wait for and node quits with the promise unsettled
   * (exit code 13; the OCR bench did, on the answer to its last "drop this document" job).
   */
  const end = (thread: Thread<J, R>): Promise<number> => {
    thread.ending = true;
    clearTimeout(thread.idle);
    return thread.worker.terminate();
  };

  const assign = (thread: Thread<J, R>, task: Task<J, R>) => {
    const id = ++nextId;
    const timeoutMs = task.timeoutMs ?? options.timeoutMs;
    const timer = setTimeout(() => {
      if (thread.task)
        thread.task.failure = new PoolJobError(`${options.name} took longer than ${timeoutMs} ms`, 'timeout');
      void end(thread);
    }, timeoutMs);
    thread.task = { ...task, id, timer };
    clearTimeout(thread.idle);
    thread.worker.ref();
    thread.worker.postMessage({ id, job: task.job });
  };

  const pump = () => {
    while (queue.length) {
      const thread = threads.find((t) => !t.task && !t.ending) ?? (threads.length < options.size ? spawn() : undefined);
      if (!thread) return;
      assign(thread, queue.shift()!);
    }
  };

  return {
    async run(job: J, runOptions: RunOptions = {}): Promise<R> {
      await takeSlot(runOptions.priority);
      try {
        return await new Promise<R>((resolve, reject) => {
          queue.push({ job, timeoutMs: runOptions.timeoutMs, resolve, reject });
          pump();
        });
      } finally {
        giveSlot();
      }
    },
    async warm(job: J) {
      const runs: Array<Promise<unknown>> = [];
      while (threads.length < options.size && takeFreeSlot()) {
        const thread = spawn();
        runs.push(new Promise<R>((resolve, reject) => assign(thread, { job, resolve, reject })).finally(giveSlot));
      }
      await Promise.allSettled(runs);
    },
    async close() {
      for (const task of queue.splice(0)) task.reject(new Error(`${options.name} pool closed`));
      await Promise.all(threads.map(end));
    },
  };
}

/**
 * The entry side: answers each `{ id, job }` with `work(job)`'s result or its error. `transfer` names
 * buffers of a result that move to the main thread instead of being copied.
 */
export function serveJobs<J, R>(
  port: {
    on(event: 'message', fn: (m: { id: number; job: J }) => void): unknown;
    postMessage(m: PoolReply<R>, transfer?: ArrayBuffer[]): void;
  } | null,
  work: (job: J) => R | Promise<R>,
  transfer: (result: R) => ArrayBuffer[] = () => [],
): void {
  port?.on('message', ({ id, job }) => {
    Promise.resolve()
      .then(() => work(job))
      .then(
        (result) => port.postMessage({ id, ok: true, result }, transfer(result)),
        (err: unknown) =>
          port.postMessage({ id, ok: false, message: err instanceof Error ? (err.stack ?? err.message) : String(err) }),
      );
  });
}
