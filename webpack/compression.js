// Brotli and gzip copies of every text asset, made once at build time at the highest settings (the BFF
// answers `x.js.br` or `x.js.gz` to a browser that accepts it, see bff/src/static/static.files.ts).
// compression-webpack-plugin over a hand-written emit step: it runs on webpack's cache and asset pipeline,
// skips copies that do not pay (minRatio), and is what webpack's own docs point to.
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');

// Scripts, styles, fonts that are not compressed already, manifests and stats, the favicon, SVG.
const TEXT_ASSETS = /\.(js|mjs|css|json|svg|ico|ttf|otf|txt)$/i;

function compressionPlugins() {
  return [
    new CompressionPlugin({
      test: TEXT_ASSETS,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
      threshold: 512,
      minRatio: 0.9,
    }),
    new CompressionPlugin({
      test: TEXT_ASSETS,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: 9 },
      threshold: 512,
      minRatio: 0.9,
    }),
  ];
}

module.exports = { compressionPlugins, TEXT_ASSETS };
