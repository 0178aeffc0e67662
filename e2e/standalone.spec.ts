// Each remote runs alone for its feature team (`npm run dev -w <remote>`): its webpack dev server
// serves a harness that mounts the remote's pages with the shell's providers and proxies /api to a BFF.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_BASE_URL } from './env';
import { signedInAs } from './fixtures';

const ROOT = path.join(__dirname, '..');
const REMOTES = [
  { name: 'mf-auth', port: 3401, route: '/login', auth: false, heading: 'Welcome Back' },
  { name: 'mf-generate', port: 3402, route: '/dashboard', auth: true, heading: 'Recent Activity' },
  { name: 'mf-billing', port: 3403, route: '/billing', auth: true, heading: 'Subscription Management' },
  { name: 'mf-question-bank', port: 3404, route: '/question-bank', auth: true, heading: 'Question Bank' },
  { name: 'mf-resources', port: 3405, route: '/resources', auth: true, heading: 'Premium Resources' },
];

async function waitForServer(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`dev server exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`dev server at ${url} did not answer in ${timeoutMs} ms`);
}

for (const remote of REMOTES) {
  test(`${remote.name} renders standalone from its dev server`, async ({ page, request }) => {
    test.setTimeout(240_000);
    const child = spawn(
      process.execPath,
      [
        require.resolve('webpack-cli/bin/cli.js', { paths: [ROOT] }),
        'serve',
        '--mode',
        'development',
        '-c',
        `${remote.name}/webpack.config.js`,
        '--port',
        String(remote.port),
      ],
      { cwd: ROOT, env: { ...process.env, BFF_URL: E2E_BASE_URL }, stdio: 'ignore', detached: true },
    );
    try {
      await waitForServer(`http://127.0.0.1:${remote.port}/`, child, 200_000);
      if (remote.auth) await signedInAs(page, request, 'active');
      await page.goto(`http://127.0.0.1:${remote.port}${remote.route}`);
      await expect(page.getByRole('heading', { name: remote.heading }).first()).toBeVisible({ timeout: 30_000 });
      await expect(page).toHaveURL(new RegExp(`${remote.route}$`));
    } finally {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    }
  });
}
