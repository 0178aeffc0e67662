// Bundle report: what each front-end build weighs in Brotli bytes (what a browser downloads), against the
// budgets the build enforces (webpack/budgets.js), and what each route's first load takes in scripts: the
// shell's boot scripts, the route's remote entry and its page chunks (the set the BFF preloads). Read from
// the dist/bundle-report.json every production build writes; no browser, no server.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../scripts/lib/workspace.mjs';

const APPS = ['shell', 'mf-auth', 'mf-generate', 'mf-billing', 'mf-question-bank', 'mf-resources'];
const KB = 1000;
const kb = (bytes) => bytes / KB;

function report(app) {
  const file = join(root, app, 'dist', 'bundle-report.json');
  if (!existsSync(file)) throw new Error(`${app} has no dist/bundle-report.json: build it (npm run build -w ${app})`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

const within = (bytes, budgetKB) =>
  budgetKB === undefined ? {} : { goal: `<= ${budgetKB}`, pass: bytes <= budgetKB * KB };

export default async function run() {
  const reports = Object.fromEntries(APPS.map((app) => [app, report(app)]));
  const rows = [];
  for (const [app, r] of Object.entries(reports)) {
    rows.push({
      metric: `${app} ${r.entry.file}`,
      value: kb(r.entry.bytes),
      unit: 'KB br',
      ...within(r.entry.bytes, r.budgetKB.entry),
    });
    if (r.boot !== undefined)
      rows.push({
        metric: `${app} boot scripts`,
        value: kb(r.boot),
        unit: 'KB br',
        ...within(r.boot, r.budgetKB.boot),
      });
    for (const [chunk, bytes] of Object.entries(r.afterBoot ?? {}))
      rows.push({ metric: `${app} ${chunk} chunk (pages that use it)`, value: kb(bytes), unit: 'KB br' });
    for (const [page, bytes] of Object.entries(r.exposes))
      rows.push({
        metric: `${app} ${page} page chunks`,
        value: kb(bytes),
        unit: 'KB br',
        ...within(bytes, r.budgetKB.expose?.[page]),
      });
    if (r.largestChunk)
      rows.push({
        metric: `${app} largest other chunk (${r.largestChunk.file})`,
        value: kb(r.largestChunk.bytes),
        unit: 'KB br',
        ...within(r.largestChunk.bytes, r.budgetKB.chunk),
      });
  }
  const dirs = {
    mf_auth: 'mf-auth',
    mf_generate: 'mf-generate',
    mf_billing: 'mf-billing',
    mf_question_bank: 'mf-question-bank',
    mf_resources: 'mf-resources',
  };
  const routes = JSON.parse(readFileSync(join(root, 'shell', 'dist', 'routes.json'), 'utf8'));
  const firstLoad = {};
  for (const route of routes) {
    const remote = reports[dirs[route.remote]];
    // the store chunk counts on the pages that use the store (routes.json names it in `scripts`)
    const later = route.scripts?.length ? Object.values(reports.shell.afterBoot ?? {}).reduce((s, b) => s + b, 0) : 0;
    const bytes = reports.shell.boot + later + remote.entry.bytes + (remote.exposes[route.module] ?? 0);
    firstLoad[route.path] = bytes;
    rows.push({ metric: `${route.path} first-load scripts`, value: kb(bytes), unit: 'KB br' });
  }
  return { name: 'bundles', rows, reports, firstLoad };
}
