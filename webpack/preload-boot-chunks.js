// The shell's page names every script the shell runs at start (its bootstrap chunk and the shared
// singletons it provides: React, the router, the store, the theme) as <link rel="preload">, so the browser
// fetches them together with main.js instead of after it has run. The chunks named `afterBoot` (the store
// chunk, for the pages that use the store) are not: the BFF preloads them on those pages only (routes.json).
const HtmlWebpackPlugin = require('html-webpack-plugin');

class PreloadBootChunksPlugin {
  /** @param {{ afterBoot?: string[] }} options chunks the shell loads only with some pages */
  constructor({ afterBoot = [] } = {}) {
    this.afterBoot = afterBoot;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadBootChunksPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadBootChunksPlugin', (data) => {
        const publicPath = data.publicPath ?? '/';
        const entryScripts = new Set(
          data.headTags
            .concat(data.bodyTags)
            .map((t) => t.attributes && t.attributes.src)
            .filter(Boolean),
        );
        const later = new Set(this.afterBoot.flatMap((name) => [...(compilation.namedChunks.get(name)?.files ?? [])]));
        const chunks = compilation
          .getAssets()
          .map((a) => a.name)
          .filter((f) => /\.js$/.test(f) && !entryScripts.has(publicPath + f) && !later.has(f))
          .sort();
        const links = chunks.map((f) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: publicPath + f }),
        );
        // A deferred script is fetched at low priority, after every preload: the entry runs first and
        // starts the others' work, so it is asked for first and at high priority.
        for (const tag of data.headTags.concat(data.bodyTags))
          if (tag.tagName === 'script' && tag.attributes && entryScripts.has(tag.attributes.src))
            tag.attributes.fetchpriority = 'high';
        data.headTags.unshift(...links);
        return data;
      });
    });
  }
}

module.exports = { PreloadBootChunksPlugin };
