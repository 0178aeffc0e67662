// Fails the shell's build when a script it loads at start (every chunk but those named `afterBoot`) holds
// store-side code (webpack/store-side.js): sign-in and sign-up would load Redux and RTK Query again.
const { WebpackError } = require('webpack');
const { isStoreSide } = require('./store-side');

/** The files behind a module, the modules inside a concatenated one included. */
function resources(module) {
  const inner = module.modules ? [...module.modules] : [module];
  return inner.map((m) => m.resource).filter(Boolean);
}

class StoreFreeBootPlugin {
  /** @param {{ afterBoot: string[] }} options names of the chunks loaded only with pages that use the store */
  constructor({ afterBoot }) {
    this.afterBoot = new Set(afterBoot);
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('StoreFreeBootPlugin', (compilation) => {
      compilation.hooks.afterOptimizeChunks.tap('StoreFreeBootPlugin', (chunks) => {
        const found = [];
        for (const chunk of chunks) {
          if (chunk.name && this.afterBoot.has(chunk.name)) continue;
          for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk))
            for (const file of resources(module)) if (isStoreSide(file)) found.push(file);
        }
        if (found.length)
          compilation.errors.push(
            new WebpackError(
              `Store-side code in a script the shell loads at start (webpack/store-side.js):\n  ${[...new Set(found)]
                .map((f) => require('node:path').relative(compiler.context, f))
                .join('\n  ')}`,
            ),
          );
      });
    });
  }
}

module.exports = { StoreFreeBootPlugin };
