// The production plugins on a real (small) webpack build: a page over its budget fails the build, the
// report is written, and each script gets Brotli and gzip copies that decode to it.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import webpack, { type Configuration, type Stats } from 'webpack';
import { BundleBudgetPlugin } from '../bundle-budget';
import { compressionPlugins } from '../compression';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'budget-'));
  mkdirSync(path.join(dir, 'src'));
  // text that does not compress to nothing: numbered lines
  const lines = Array.from({ length: 4000 }, (_, i) => `export const line${i} = "row ${i} ${(i * 7919) % 104729}";`);
  writeFileSync(path.join(dir, 'src/page.js'), lines.join('\n') + '\nexport default line1;\n');
  writeFileSync(path.join(dir, 'src/index.js'), "import('./page').then((m) => console.log(Object.keys(m).length));\n");
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function build(budget: ConstructorParameters<typeof BundleBudgetPlugin>[0], out: string): Promise<Stats> {
  const config: Configuration = {
    mode: 'production',
    context: dir,
    entry: './src/index.js',
    output: { path: path.join(dir, out), filename: '[name].js', chunkFilename: '[name].[contenthash:8].js' },
    optimization: { minimize: false },
    plugins: [new BundleBudgetPlugin(budget), ...compressionPlugins()],
  };
  return new Promise((resolve, reject) =>
    webpack(config, (err, stats) => (err || !stats ? reject(err) : resolve(stats))),
  );
}

it('fails the build when a chunk is over its budget, naming it and the sizes', async () => {
  const stats = await build({ entry: 30, chunk: 1 }, 'over');
  expect(stats.hasErrors()).toBe(true);
  const message = stats.compilation.errors.map((e) => e.message).join('\n');
  expect(message).toMatch(/Bundle budget exceeded/);
  expect(message).toMatch(/chunk \S+\.js: \d+\.\d KB > 1 KB/);
});

it('passes within budget, writes the report and Brotli/gzip copies of each script', async () => {
  const stats = await build({ entry: 30, chunk: 200 }, 'ok');
  expect(stats.hasErrors()).toBe(false);
  const out = path.join(dir, 'ok');
  const report = JSON.parse(readFileSync(path.join(out, 'bundle-report.json'), 'utf8'));
  expect(report.entry.file).toBe('main.js');
  expect(report.largestChunk.bytes).toBeGreaterThan(1000);
  expect(report.largestChunk.bytes).toBeLessThan(200 * 1000);
  const chunk = path.join(out, report.largestChunk.file);
  const original = readFileSync(chunk);
  expect(brotliDecompressSync(readFileSync(chunk + '.br')).equals(original)).toBe(true);
  expect(gunzipSync(readFileSync(chunk + '.gz')).equals(original)).toBe(true);
  // the build's Brotli copy is what the report counts (within the quality difference)
  expect(readFileSync(chunk + '.br').length).toBeLessThanOrEqual(report.largestChunk.bytes * 1.05);
  expect(existsSync(path.join(out, 'main.js.br'))).toBe(true);
});

it('names every chunk the shell runs at start as a preload in its page, beside the entry script', async () => {
  const HtmlWebpackPlugin = (await import('html-webpack-plugin')).default;
  const { PreloadBootChunksPlugin } = await import('../preload-boot-chunks');
  const config: Configuration = {
    mode: 'production',
    context: dir,
    entry: './src/index.js',
    output: {
      path: path.join(dir, 'html'),
      publicPath: '/',
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
    },
    optimization: { minimize: false },
    plugins: [new HtmlWebpackPlugin(), new PreloadBootChunksPlugin()],
  };
  const stats = await new Promise<Stats>((resolve, reject) =>
    webpack(config, (err, s) => (err || !s ? reject(err) : resolve(s))),
  );
  expect(stats.hasErrors()).toBe(false);
  const html = readFileSync(path.join(dir, 'html/index.html'), 'utf8');
  const chunk = stats.compilation.getAssets().find((a) => /^\d+\.[0-9a-f]{8}\.js$/.test(a.name))!.name;
  expect(html).toContain(`<link rel="preload" as="script" href="/${chunk}">`);
  expect(html).not.toContain('rel="preload" as="script" href="/main.js"');
  expect(html).toContain('src="/main.js"');
});
