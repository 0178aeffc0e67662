// For scripts a test runs in its own plain node: `require` this first and TypeScript sources load
// through @swc/core, as the worker threads do under jest (workers/workers.thread.ts).
const Module = require('node:module');
const fs = require('node:fs');
const { transformSync } = require('@swc/core');

Module._extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), {
    filename,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};
