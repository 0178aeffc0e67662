// `npm run bench`: runs every bench/*.bench.mjs, prints one table, writes bench/results/<name>.json.
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuilt, ensureInstalled, root } from './lib/workspace.mjs';

await ensureInstalled();
await ensureBuilt();
const filter = process.argv[2];
const dir = join(root, 'bench');
const outDir = join(dir, 'results');
mkdirSync(outDir, { recursive: true });
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.mjs'))
  // `npm run bench web` runs web.bench.mjs alone, not every file whose name contains 'web'
  .filter(
    (f, _, all) => !filter || (all.includes(`${filter}.bench.mjs`) ? f === `${filter}.bench.mjs` : f.includes(filter)),
  )
  .sort();
const table = [];
let failures = 0;
for (const file of files) {
  console.log(`› ${file}`);
  try {
    const mod = await import(pathToFileURL(join(dir, file)).href);
    const result = await mod.default();
    const stamped = {
      ...result,
      file,
      machine: { node: process.version, cpus: (await import('node:os')).cpus().length },
      at: new Date().toISOString(),
    };
    writeFileSync(join(outDir, `${result.name}.json`), JSON.stringify(stamped, null, 2));
    for (const row of result.rows) table.push({ bench: result.name, ...row });
    for (const note of result.notes ?? []) console.log(`  note: ${note}`);
  } catch (err) {
    failures++;
    console.error(`  ${file} failed:`, err);
  }
}
const fmt = (v) => (typeof v === 'number' ? (Math.abs(v) >= 100 ? v.toFixed(0) : v.toFixed(2)) : String(v ?? ''));
const cols = ['bench', 'metric', 'value', 'unit', 'goal', 'pass'];
const rows = table.map((r) => [
  r.bench,
  r.metric,
  fmt(r.value),
  r.unit,
  r.goal ?? '',
  r.pass === undefined ? '' : r.pass ? 'yes' : 'NO',
]);
const widths = cols.map((c, i) => Math.max(c.length, ...rows.map((r) => String(r[i]).length)));
const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join('  ');
console.log('\n' + line(cols) + '\n' + widths.map((w) => '-'.repeat(w)).join('  '));
for (const r of rows) console.log(line(r));
console.log(
  `\nresults written to bench/results/ (${files.length} benchmarks${failures ? `, ${failures} failed` : ''})`,
);
process.exit(failures ? 1 : 0);
