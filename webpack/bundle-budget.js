// Bundle budgets, checked in every production build: a build over budget fails, naming what grew.
// Sizes are Brotli bytes (what a browser downloads, see compression.js), measured after minification.
// What is counted:
//  - entry: the app's entry script (the shell's main.js, a remote's remoteEntry.js);
//  - boot (shell): every script the shell loads before a page's code: main.js and its chunks, but those it
//    loads only with the pages that need them (`afterBoot`: the store chunk), reported as `afterBoot`;
//  - expose (remote): each exposed page's own chunks, those loaded with it (shared singletons come from
//    the shell and are counted in boot);
//  - chunk: any single lazily loaded chunk (mermaid, the editor), so a heavy library that slips into a
//    page's own chunks shows up in `expose` and one that grows shows up here.
// The figures also go to dist/bundle-report.json for `npm run bench bundles`.
const zlib = require('node:zlib');
const { Compilation, WebpackError } = require('webpack');

const KB = 1000;
const brotli = (buf) => zlib.brotliCompressSync(buf, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }).length;

class BundleBudgetPlugin {
  /** @param {{ entry: number, boot?: number, expose?: Record<string, number>, chunk: number }} budget KB */
  constructor(budget, afterBoot = []) {
    this.budget = budget;
    this.afterBoot = afterBoot;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('BundleBudgetPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BundleBudgetPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ANALYSE },
        () => this.check(compilation),
      );
    });
  }

  check(compilation) {
    const sizes = new Map();
    const size = (file) => {
      if (!sizes.has(file)) sizes.set(file, brotli(compilation.getAsset(file).source.buffer()));
      return sizes.get(file);
    };
    const js = (files) => [...files].filter((f) => /\.js$/.test(f));
    const sum = (files) => files.reduce((s, f) => s + size(f), 0);
    const allJs = js(compilation.getAssets().map((a) => a.name));
    const entryFile = allJs.includes('remoteEntry.js') ? 'remoteEntry.js' : 'main.js';
    const exposes = {};
    for (const group of compilation.chunkGroups) {
      const name = group.name && /^__federation_expose_(.+)$/.exec(group.name);
      if (name) exposes[name[1]] = sum(js(group.chunks.flatMap((c) => [...c.files])));
    }
    const later = Object.fromEntries(
      this.afterBoot.map((name) => [name, js(compilation.namedChunks.get(name)?.files ?? [])]),
    );
    const laterFiles = new Set(Object.values(later).flat());
    const report = {
      entry: { file: entryFile, bytes: size(entryFile) },
      // the shell: main.js and every chunk it loads at start
      boot: entryFile === 'main.js' ? sum(allJs.filter((f) => !laterFiles.has(f))) : undefined,
      afterBoot: this.afterBoot.length
        ? Object.fromEntries(Object.entries(later).map(([name, files]) => [name, sum(files)]))
        : undefined,
      exposes,
      largestChunk: allJs
        .filter((f) => f !== entryFile && f !== 'main.js')
        .map((f) => ({ file: f, bytes: size(f) }))
        .sort((a, b) => b.bytes - a.bytes)[0],
      budgetKB: this.budget,
    };
    const over = [];
    const check = (what, bytes, kb) => {
      if (kb !== undefined && bytes > kb * KB) over.push(`${what}: ${(bytes / KB).toFixed(1)} KB > ${kb} KB`);
    };
    check(`entry ${entryFile}`, report.entry.bytes, this.budget.entry);
    if (report.boot !== undefined) check('shell boot scripts', report.boot, this.budget.boot);
    for (const [name, bytes] of Object.entries(exposes)) {
      if (this.budget.expose?.[name] === undefined)
        over.push(`page ${name} has no budget: add one in webpack/budgets.js`);
      else check(`page ${name}`, bytes, this.budget.expose[name]);
    }
    for (const f of allJs) if (f !== entryFile && f !== 'main.js') check(`chunk ${f}`, size(f), this.budget.chunk);
    if (over.length)
      compilation.errors.push(
        new WebpackError(`Bundle budget exceeded (Brotli bytes; webpack/budgets.js):\n  ${over.join('\n  ')}`),
      );
    compilation.emitAsset(
      'bundle-report.json',
      new compilation.compiler.webpack.sources.RawSource(JSON.stringify(report, null, 2)),
    );
  }
}

module.exports = { BundleBudgetPlugin };
