// A remote's first-paint files: the static top of an exposed page (`first-paint/<Module>.html` beside the
// app's webpack config), emitted into the build as `first-paint/<Module>.html`. The BFF puts it in the shell's
// page for that route (bff/src/static/static.first-paint.ts), read from the remote's build at serve time, so a
// redeployed remote paints its new text without a shell rebuild.
const fs = require('node:fs');
const path = require('node:path');

class FirstPaintPlugin {
  /** @param {{ dir: string, exposes: Record<string, string> }} options the app's folder and its exposes */
  constructor({ dir, exposes }) {
    this.source = path.join(dir, 'first-paint');
    this.modules = new Set(Object.keys(exposes).map((k) => k.replace(/^\.\//, '')));
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('FirstPaintPlugin', (compilation) => {
      const { sources, Compilation } = compiler.webpack;
      compilation.hooks.processAssets.tap(
        { name: 'FirstPaintPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          if (!fs.existsSync(this.source)) return;
          for (const file of fs.readdirSync(this.source).filter((f) => f.endsWith('.html'))) {
            const full = path.join(this.source, file);
            compilation.fileDependencies.add(full);
            const module = file.slice(0, -'.html'.length);
            if (!this.modules.has(module)) {
              compilation.errors.push(new Error(`first-paint/${file}: ${module} is not an exposed page`));
              continue;
            }
            // comments are for the people editing it, not for every page served
            const html = fs
              .readFileSync(full, 'utf8')
              .replace(/<!--[\s\S]*?-->/g, '')
              .replace(/\n\s*/g, '\n')
              .trim();
            compilation.emitAsset(`first-paint/${file}`, new sources.RawSource(html));
          }
        },
      );
    });
  }
}

module.exports = { FirstPaintPlugin };
