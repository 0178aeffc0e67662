// Starting a worker thread on a module of ours: compiled (dist/...js) it runs as is; under jest (the
// TypeScript sources, no build) it runs through a tiny swc require hook, because a worker thread does
// not share jest's transform. Extraction and rendering threads both start here.
//
// Every such thread first lowers its own OS scheduling priority (WORKER_NICENESS steps nicer than the
// process): rendering and extraction are batch work, while the main thread answers every request. When
// the cores are contended (generations rendering while a classroom loads its dashboards) the kernel then
// runs the event loop first and the workers on what is left, instead of sharing a core evenly between a
// render and the reads queued behind it (measured in docs/performance.md, `npm run load`).
import { Worker } from 'node:worker_threads';
import { extname, join } from 'node:path';

/** How many nice steps below the process a worker thread runs (Linux: per thread; 19 is the floor). */
export const WORKER_NICENESS = 10;

// Linux applies setpriority() to the one thread whose id it is given; /proc/thread-self names that id.
// Elsewhere (no /proc) the thread keeps the process's priority.
const LOWER_PRIORITY = `
try {
  const tid = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop());
  const os = require('node:os');
  os.setPriority(tid, Math.min(19, os.getPriority(tid) + workerData.niceness));
} catch {}
`;

const TS_HOOK = `
const Module = require('node:module');
const fs = require('node:fs');
const { transformSync } = Module.createRequire(workerData.entry)('@swc/core');
Module._extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), {
    filename, jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' }, sourceMaps: 'inline',
  });
  module._compile(code, filename);
};
`;

const bootstrap = (ts: boolean) => `
const { workerData } = require('node:worker_threads');
${LOWER_PRIORITY}
${ts ? TS_HOOK : ''}
require(workerData.entry);
`;

/** The entry file `name` (without extension) beside `callerFile`, as .ts under jest and .js when compiled. */
export function threadEntry(callerDir: string, callerFile: string, name: string): string {
  return join(callerDir, `${name}${extname(callerFile) === '.ts' ? '.ts' : '.js'}`);
}

export function startThread(entry: string, memoryMb: number): Worker {
  return new Worker(bootstrap(entry.endsWith('.ts')), {
    eval: true,
    workerData: { entry, niceness: WORKER_NICENESS },
    resourceLimits: { maxOldGenerationSizeMb: memoryMb },
  });
}
