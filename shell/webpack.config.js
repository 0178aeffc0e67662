const { createHostConfig } = require('../webpack/federation');
const pageRoutes = require('./src/routes/page-routes.json');

const build = createHostConfig({ dir: __dirname, port: 8080 });

/**
 * dist/routes.json: which remote page answers each path. The BFF reads it to name that page's remote entry
 * and first chunks in the HTML it serves (bff/src/static/static.shell-page.ts), so they load with the shell.
 */
class EmitRouteMapPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('EmitRouteMapPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EmitRouteMapPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const routes = pageRoutes.map(({ path, remote, module }) => ({ path, remote, module }));
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
  config.plugins.push(new EmitRouteMapPlugin());
  // The shared libraries the shell provides (React, the router, the store, styled-components, web-core, ui)
  // in one chunk instead of fifteen: every page needs all of them, one Brotli window packs them tighter
  // (about 30 KB less), and on HTTP/1.1 (six connections) fifteen requests queue for round trips. The
  // bootstrap stays its own chunk: in the same chunk as the providers it waits on, it never starts.
  config.optimization.splitChunks = {
    cacheGroups: {
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
