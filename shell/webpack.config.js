const { createHostConfig } = require('../webpack/federation');
const { isStoreSide } = require('../webpack/store-side');
const { StoreFreeBootPlugin } = require('../webpack/store-free-boot');
const pageRoutes = require('./src/routes/page-routes.json');

/**
 * The store side (Redux, RTK Query, web-core's store side and the shell's store-area.tsx) is one chunk the
 * shell loads only with a page that uses the store: not on sign-in, sign-up, terms or privacy.
 */
const STORE_CHUNK = 'store';
const STORE_AREA = /[\\/]shell[\\/]src[\\/]store-area\.tsx$/;

const build = createHostConfig({ dir: __dirname, port: 8080, afterBoot: [STORE_CHUNK] });

/**
 * dist/routes.json: which remote page answers each path. The BFF reads it to name that page's remote entry
 * and first chunks in the HTML it serves (bff/src/static/static.shell-page.ts), so they load with the shell;
 * `scripts` are the shell's own scripts a page needs beyond those it boots with (the store chunk).
 */
class EmitRouteMapPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('EmitRouteMapPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EmitRouteMapPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const storeChunk = compilation.namedChunks.get(STORE_CHUNK);
          const storeScripts = storeChunk
            ? [...storeChunk.files].filter((f) => f.endsWith('.js')).map((f) => `/${f}`)
            : [];
          const routes = pageRoutes.map(({ path, remote, module, store }) =>
            store === false ? { path, remote, module } : { path, remote, module, scripts: storeScripts },
          );
          compilation.emitAsset('routes.json', new sources.RawSource(JSON.stringify(routes)));
        },
      );
    });
  }
}

module.exports = (env, argv) => {
  const config = build(env, argv);
  // The shell's index.html is served for every client route, so its scripts need absolute URLs.
  config.output.publicPath = '/';
  config.plugins.push(new EmitRouteMapPlugin(), new StoreFreeBootPlugin({ afterBoot: [STORE_CHUNK] }));
  // The shared libraries the shell provides (React, the router, styled-components, web-core's public part,
  // ui) in one chunk instead of fifteen: every page needs all of them, one Brotli window packs them tighter
  // (about 30 KB less), and on HTTP/1.1 (six connections) fifteen requests queue for round trips. The
  // bootstrap stays its own chunk: in the same chunk as the providers it waits on, it never starts.
  config.optimization.splitChunks = {
    cacheGroups: {
      store: {
        test: (module) => isStoreSide(module.resource) || STORE_AREA.test(module.resource ?? ''),
        name: STORE_CHUNK,
        chunks: 'async',
        enforce: true,
        priority: 20,
      },
      shared: {
        test: /[\\/](node_modules|packages)[\\/]/,
        name: 'shared',
        chunks: 'async',
        enforce: true,
        priority: 10,
      },
    },
  };
  return config;
};
