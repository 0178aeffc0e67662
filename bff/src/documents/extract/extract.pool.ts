// Runs pdf/docx/pptx extraction in a fresh worker thread per file: off the event loop, with a
// wall-clock cap (terminate on timeout) and a heap cap, so one hostile upload cannot stall or
// exhaust the BFF. A fresh worker costs ~50 ms but guarantees nothing leaks between uploads.
import { Worker } from 'node:worker_threads';
import { extname, join } from 'node:path';
import { EXTRACTION_MESSAGES, ExtractionError, damagedError, tooComplexError } from './extract.errors';
import type { BudgetedText } from './extract.budget';
import type { ZipEntryInfo } from './extract.zip-guard';

export interface WorkerJob {
  type: 'pdf' | 'docx' | 'pptx';
  data: Uint8Array;
  budget: number;
  /** docx/pptx: the central directory, already judged by checkZipDirectory. */
  zipEntries?: ZipEntryInfo[];
}

export type WorkerReply =
  ({ ok: true } & BudgetedText) | { ok: false; status: ExtractionError['status']; detail: string; cause?: string };

export interface WorkerCaps {
  timeoutMs: number;
  memoryMb: number;
}

/** At most this many extraction workers at once; the rest wait their turn. */
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

let running = 0;
const waiting: Array<() => void> = [];

export async function runInWorker(job: WorkerJob, caps: WorkerCaps): Promise<BudgetedText> {
  if (running >= MAX_CONCURRENT_WORKERS) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await runOne(job, caps);
  } finally {
    running--;
    waiting.shift()?.();
  }
}

function runOne(job: WorkerJob, caps: WorkerCaps): Promise<BudgetedText> {
  const ts = WORKER_ENTRY.endsWith('.ts');
  const worker = new Worker(ts ? TS_BOOTSTRAP : WORKER_ENTRY, {
    eval: ts,
    workerData: { entry: WORKER_ENTRY },
    resourceLimits: { maxOldGenerationSizeMb: caps.memoryMb },
  });
  // A private copy is moved (not cloned) into the worker. Not Buffer#slice: that is a view, and
  // moving a view's ArrayBuffer would detach the caller's buffer (or Node's shared buffer pool).
  const data = new Uint8Array(job.data);
  return new Promise<BudgetedText>((resolve, reject) => {
    let settled = false;
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      // Settle only once the thread is gone, so the concurrency slot really bounds live workers.
      void worker.terminate().finally(fn);
    };
    const timer = setTimeout(
      () => finish(() => reject(new ExtractionError(422, EXTRACTION_MESSAGES.timeout))),
      caps.timeoutMs,
    );
    worker.once('message', (reply: WorkerReply) =>
      finish(() =>
        reply.ok
          ? resolve({ text: reply.text, truncated: reply.truncated })
          : reject(new ExtractionError(reply.status, reply.detail, { cause: reply.cause })),
      ),
    );
    worker.once('error', (err: NodeJS.ErrnoException) =>
      finish(() => reject(err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooComplexError(err) : damagedError(err))),
    );
    worker.once('exit', (code) => finish(() => reject(damagedError(new Error(`worker exited with code ${code}`)))));
    worker.postMessage({ ...job, data }, [data.buffer as ArrayBuffer]);
  });
}
