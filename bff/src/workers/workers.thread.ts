// Starting a worker thread on a module of ours: compiled (dist/...js) it runs as is; under jest (the
// TypeScript sources, no build) it runs through a tiny swc require hook, because a worker thread does
// not share jest's transform. Extraction and rendering threads both start here.
import { Worker } from 'node:worker_threads';
import { extname, join } from 'node:path';

const TS_BOOTSTRAP = `
const { workerData } = require('node:worker_threads');
const Module = require('node:module');
const fs = require('node:fs');
const { transformSync } = Module.createRequire(workerData.entry)('@swc/core');
Module._extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), {
    filename, jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' }, sourceMaps: 'inline',
  });
  module._compile(code, filename);
};
require(workerData.entry);
`;

/** The entry file `name` (without extension) beside `callerFile`, as .ts under jest and .js when compiled. */
export function threadEntry(callerDir: string, callerFile: string, name: string): string {
  return join(callerDir, `${name}${extname(callerFile) === '.ts' ? '.ts' : '.js'}`);
}

export function startThread(entry: string, memoryMb: number): Worker {
  const ts = entry.endsWith('.ts');
  return new Worker(ts ? TS_BOOTSTRAP : entry, {
    eval: ts,
    workerData: { entry },
    resourceLimits: { maxOldGenerationSizeMb: memoryMb },
  });
}
