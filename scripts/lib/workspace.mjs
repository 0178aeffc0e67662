// What start/test/bench share: install when needed, rebuild what is stale, run commands with live output.
import { spawn } from 'node:child_process';
import { existsSync, statSync, readdirSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const FRONTEND_APPS = ['shell', 'mf-auth', 'mf-generate', 'mf-billing', 'mf-question-bank', 'mf-resources'];
const SHARED_FRONTEND_INPUTS = [
  'packages/contracts/src',
  'packages/document/src',
  'packages/web-core/src',
  'packages/ui/src',
  'webpack',
];

export function run(cmd, args, opts = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export async function mustRun(cmd, args, opts) {
  const code = await run(cmd, args, opts);
  if (code !== 0) throw new Error(`${cmd} ${args.join(' ')} exited with ${code}`);
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  let newest = s.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist' || entry === '__tests__') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** Installs dependencies when node_modules is missing or older than the lockfile. */
export async function ensureInstalled() {
  const marker = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  const manifests = ['package.json', ...FRONTEND_APPS.map((a) => `${a}/package.json`), 'bff/package.json'];
  const stale =
    !existsSync(marker) ||
    newestMtime(lock) > newestMtime(marker) ||
    manifests.some((m) => newestMtime(join(root, m)) > newestMtime(marker));
  if (!stale) return false;
  console.log('› installing dependencies (npm install)…');
  await mustRun('npm', ['install', '--no-audit', '--no-fund']);
  return true;
}

/** Rebuilds the Node packages and each front-end app whose inputs changed since its last build. */
export async function ensureBuilt({ force = false } = {}) {
  const started = Date.now();
  await mustRun('node', ['scripts/build-node.mjs']);
  const shared = Math.max(...SHARED_FRONTEND_INPUTS.map((p) => newestMtime(join(root, p))));
  for (const app of FRONTEND_APPS) {
    const stamp = join(root, app, 'dist', '.build-stamp');
    const inputs = Math.max(
      shared,
      newestMtime(join(root, app, 'src')),
      newestMtime(join(root, app, 'webpack.config.js')),
    );
    if (!force && existsSync(stamp) && statSync(stamp).mtimeMs >= inputs) continue;
    console.log(`› building ${app}…`);
    await mustRun('npm', ['run', 'build', '--silent', '-w', app]);
    mkdirSync(dirname(stamp), { recursive: true });
    writeFileSync(stamp, new Date().toISOString());
  }
  console.log(`› build up to date (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
