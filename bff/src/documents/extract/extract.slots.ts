// Starting extraction threads, and the slots that bound how many live at once. A slot is taken
// before a thread starts and given back only after the thread has exited.
import { Worker } from 'node:worker_threads';
import { extname, join } from 'node:path';

/** At most this many extraction threads at once, over all uploads; the rest wait their turn. */
export const MAX_CONCURRENT_WORKERS = 2;

// Compiled: dist/.../extract.worker.js. Under jest (ts source, no build): the .ts file, loaded
// through a tiny swc require hook because a worker does not share jest's transform.
const WORKER_ENTRY = join(__dirname, `extract.worker${extname(__filename) === '.ts' ? '.ts' : '.js'}`);
const TS_BOOTSTRAP = `
const { workerData } = require('node:worker_threads');
const Module = require('node:module');
const fs = require('node:fs');
const { transformSync } = Module.createRequire(workerData.entry)('@swc/core');
Module._extensions['.ts'] = (module, filename) => {
  const source = fs.readFileSync(filename, 'utf8');
  const { code } = transformSync(source, {
    filename,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  });
  module._compile(code, filename);
};
require(workerData.entry);
`;

/** The heap cap each thread was started with, so a parked thread is reused only under the same cap. */
export const heapCapOf = new WeakMap<Worker, number>();

export function startWorker(memoryMb: number): Worker {
  const ts = WORKER_ENTRY.endsWith('.ts');
  const worker = new Worker(ts ? TS_BOOTSTRAP : WORKER_ENTRY, {
    eval: ts,
    workerData: { entry: WORKER_ENTRY },
    resourceLimits: { maxOldGenerationSizeMb: memoryMb },
  });
  heapCapOf.set(worker, memoryMb);
  return worker;
}

let running = 0;
const waiting: Array<() => void> = [];

export async function takeSlot(): Promise<void> {
  // A parked (idle, warm) thread holds a slot; a job that needs one gets it by ending that thread.
  if (running >= MAX_CONCURRENT_WORKERS && parkedSlot.evict) return parkedSlot.evict();
  if (running >= MAX_CONCURRENT_WORKERS) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
}

/** Set by extract.warm.ts while a thread is parked: ends it and hands its slot to the caller. */
export const parkedSlot: { evict?: () => Promise<void> } = {};

/** True while a job waits for a slot: a finished thread should then give its slot up, not park. */
export function slotWanted(): boolean {
  return waiting.length > 0;
}

/** A slot only if one is free now: an extra thread is worth having, not worth waiting for. */
export function takeFreeSlot(): boolean {
  if (running >= MAX_CONCURRENT_WORKERS || waiting.length > 0) return false;
  running++;
  return true;
}

export function giveSlot(): void {
  running--;
  waiting.shift()?.();
}

/**
 * The bytes go to a worker as a private copy that is moved, not cloned. Not Buffer#slice: that is
 * a view, and moving a view's ArrayBuffer would detach the caller's buffer (or Node's buffer pool).
 */
export function sendCopy(worker: Worker, message: object, data: Uint8Array): void {
  const copy = new Uint8Array(data);
  worker.postMessage({ ...message, data: copy }, [copy.buffer as ArrayBuffer]);
}
