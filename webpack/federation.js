// Shared webpack + Module Federation settings for the shell and every remote.
// Plain CommonJS on purpose: webpack-cli 7 only loads a TypeScript config with an extra
// loader registered, and one fewer moving part keeps `npm run build -w <app>` boring.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { FirstPaintPlugin } = require('./first-paint');
const { compressionPlugins } = require('./compression');
const { BundleBudgetPlugin } = require('./bundle-budget');
const { BUDGETS } = require('./budgets');
const { PreloadBootChunksPlugin } = require('./preload-boot-chunks');
// webpack 5.111 ships its own minimizer plugin; swc's minifier is ~4x faster than terser here.
const MinimizerPlugin = require(
  require.resolve('minimizer-webpack-plugin', { paths: [path.dirname(require.resolve('webpack'))] }),
);

const root = path.join(__dirname, '..');
const rootPkg = (name) => require(require.resolve(`${name}/package.json`, { paths: [root] })).version;

/**
 * Every app shares one copy of these (one React, one store, one RTK Query cache, one theme).
 * Subpaths are listed on their own: MF matches requests literally, so `react` alone does
 * not cover `react/jsx-runtime`.
 * Only what holds state or context is shared: a shared module is built whole (webpack cannot tree-shake
 * what another app may import), so the stateless `@lessonloom/contracts` and `@lessonloom/document` are
 * bundled into each app instead, each keeping only what it uses (the sign-in page then carries a few
 * constants, not every zod schema of the API).
 */
function sharedSingletons() {
  const lib = (pkg, version = rootPkg(pkg)) => ({ singleton: true, requiredVersion: `^${version}`, version });
  const own = (pkg) => ({ singleton: true, requiredVersion: '^0.1.0', version: '0.1.0', import: pkg });
  const react = rootPkg('react');
  const rtk = rootPkg('@reduxjs/toolkit');
  return {
    react: lib('react'),
    'react/jsx-runtime': lib('react', react),
    'react-dom': lib('react-dom'),
    'react-dom/client': lib('react-dom', rootPkg('react-dom')),
    'react-router': lib('react-router'),
    'react-router-dom': lib('react-router-dom'),
    'react-redux': lib('react-redux'),
    '@reduxjs/toolkit': lib('@reduxjs/toolkit'),
    '@reduxjs/toolkit/query': lib('@reduxjs/toolkit', rtk),
    '@reduxjs/toolkit/query/react': lib('@reduxjs/toolkit', rtk),
    'styled-components': lib('styled-components'),
    '@lessonloom/web-core': own('@lessonloom/web-core'),
    // web-core's store-free part (toast, navigation, the one door, sign-in), shared on its own so the pages
    // that use no store load it without Redux (webpack/store-side.js).
    '@lessonloom/web-core/public': own('@lessonloom/web-core/public'),
    '@lessonloom/ui': own('@lessonloom/ui'),
  };
}

/**
 * 'loaded-first': a shared module not loaded yet comes from the share scope as registered (the shell provides
 * every singleton, at the versions every app was built with). The default, 'version-first', fetches every
 * registered remote's manifest and remoteEntry.js to compare versions the first time a page asks for one:
 * a signed-in page then loaded all five remotes' entries (eight more requests, a long task of ~1 s on a
 * slow phone) to use the shell's store anyway.
 */
const SHARE_STRATEGY = 'loaded-first';

function baseConfig({ dir, mode, entry }) {
  const production = mode === 'production';
  return {
    mode,
    context: dir,
    entry: entry || './src/index.ts',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      publicPath: 'auto',
      // No hash on entry files: the federation runtime finds remoteEntry.js by name.
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      clean: true,
      uniqueName: path.basename(dir),
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      // Front ends compile contracts and document from source (their package main is the Node build in dist/).
      alias: {
        '@lessonloom/contracts$': path.join(root, 'packages/contracts/src/index.ts'),
        '@lessonloom/document$': path.join(root, 'packages/document/src/index.ts'),
      },
    },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2020',
              },
            },
          },
        },
        { test: /\.(png|svg|jpe?g|webp)$/i, type: 'asset/resource' },
      ],
    },
    optimization: {
      minimizer: [
        new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, terserOptions: { compress: true, mangle: true } }),
      ],
    },
    // Budgets are checked by BundleBudgetPlugin on Brotli sizes (webpack's own hints count raw bytes).
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}

/** Budget check first (it reads the minified scripts), then the .br/.gz copies the BFF serves. */
function productionPlugins(app, afterBoot = []) {
  if (!BUDGETS[app]) throw new Error(`webpack/budgets.js has no budget for ${app}`);
  return [new BundleBudgetPlugin(BUDGETS[app], afterBoot), ...compressionPlugins()];
}

function devServer(port, extra = {}) {
  return {
    port,
    historyApiFallback: true,
    hot: false,
    headers: { 'Access-Control-Allow-Origin': '*' },
    proxy: [{ context: ['/api', '/remotes', '/remotes.json'], target: process.env.BFF_URL || 'http://localhost:3000' }],
    client: { overlay: { warnings: false, errors: true } },
    ...extra,
  };
}

/** A remote: remoteEntry.js + mf-manifest.json, plus a standalone harness page in dev. */
function createRemoteConfig({ name, exposes, dir, port }) {
  return (_env, argv = {}) => {
    const mode = argv.mode || 'production';
    const config = baseConfig({ dir, mode });
    config.plugins = [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        shared: sharedSingletons(),
        shareStrategy: SHARE_STRATEGY,
        dts: false,
        manifest: true,
        // In production the remote uses the shell's federation runtime instead of shipping its own
        // (~21 KB Brotli per page). The standalone harness (development) has no shell, so it keeps its own.
        ...(mode === 'production' ? { experiments: { externalRuntime: true } } : {}),
      }),
    ];
    config.plugins.push(new FirstPaintPlugin({ dir, exposes }));
    if (mode === 'production') config.plugins.push(...productionPlugins(path.basename(dir)));
    if (mode !== 'production') {
      // The harness page loads only its own entry; remoteEntry.js is for hosts.
      config.plugins.push(
        new HtmlWebpackPlugin({ template: path.join(dir, 'dev/index.html'), chunks: ['main'], publicPath: '/' }),
      );
      config.devServer = devServer(port);
    }
    return config;
  };
}

/** The shell: no remotes baked in — they are registered at run time from /remotes.json. */
function createHostConfig({ dir, port = 8080, afterBoot = [] }) {
  return (_env, argv = {}) => {
    const mode = argv.mode || 'production';
    const config = baseConfig({ dir, mode });
    config.plugins = [
      new ModuleFederationPlugin({
        name: 'shell',
        remotes: {},
        shared: sharedSingletons(),
        shareStrategy: SHARE_STRATEGY,
        dts: false,
        manifest: false,
        // Puts the runtime where the remotes' production builds look for it (externalRuntime above).
        experiments: { provideExternalRuntime: true },
      }),
      // favicon: emitted as /favicon.ico (browsers ask for it there) and linked from the page.
      new HtmlWebpackPlugin({
        template: path.join(dir, 'public/index.html'),
        publicPath: '/',
        favicon: path.join(dir, 'public/favicon.ico'),
      }),
      new PreloadBootChunksPlugin({ afterBoot }),
    ];
    if (mode === 'production') config.plugins.push(...productionPlugins('shell', afterBoot));
    config.devServer = devServer(port);
    return config;
  };
}

module.exports = { sharedSingletons, baseConfig, createRemoteConfig, createHostConfig };
