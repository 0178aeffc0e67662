// `npm start` shape: the built BFF runs the embedded store in its own process; a store
// crash is logged and the store restarted (the app keeps answering), and a store that keeps dying
// stops the app with a clear message instead of leaving a half-working server.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

jest.setTimeout(90_000);

const root = join(__dirname, '..', '..', '..');
let dataDir: string;
let bff: ChildProcess;
let out = '';
let err = '';
let exited: Promise<number | null>;

const waitFor = async (what: string, check: () => boolean | Promise<boolean>, ms = 30_000) => {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}\nstdout:\n${out}\nstderr:\n${err}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};
const storePid = () => {
  try {
    return (
      Number(
        execFileSync('pgrep', ['-P', String(bff.pid), '-f', 'embedded-mongo'])
          .toString()
          .trim()
          .split('\n')[0],
      ) || 0
    );
  } catch {
    return 0;
  }
};

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'lessonloom-supervision-'));
  bff = spawn(process.execPath, [join(root, 'bff/dist/index.js')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      EMBEDDED_MONGO_PORT: '0',
      LOG_LEVEL: 'info',
      LESSONLOOM_PRINT_URL: '1',
      MONGODB_URI: '',
    },
  });
  bff.stdout!.on('data', (d) => (out += d));
  bff.stderr!.on('data', (d) => (err += d));
  exited = new Promise((r) => bff.once('exit', (code) => r(code)));
  await waitFor('the app', () => /Lessonloom: (http:\/\/\S+)/.test(out));
});
afterAll(async () => {
  if (bff.exitCode === null) {
    bff.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

const health = async () => {
  const base = /Lessonloom: (http:\/\/\S+)/.exec(out)![1];
  return fetch(`${base}/api/health`).then(
    (r) => r.status,
    () => 0,
  );
};

it('runs the store in a process of its own, restarts it after kill -9, and stops with a clear message when it keeps dying', async () => {
  const first = storePid();
  expect(first).toBeGreaterThan(0);
  expect(await health()).toBe(200);

  process.kill(first, 'SIGKILL');
  await waitFor('a restarted store', () => storePid() > 0 && storePid() !== first);
  await waitFor('health after the restart', async () => (await health()) === 200);
  expect(out).toContain('the embedded store stopped unexpectedly; restarting it');

  // three more deaths within a minute: the app gives up and says so
  for (let i = 0; i < 3; i++) {
    const pid = storePid();
    if (!pid) break;
    process.kill(pid, 'SIGKILL');
    await waitFor('the store to go', () => storePid() !== pid);
  }
  expect(await exited).toBe(1);
  expect(err).toMatch(/Lessonloom stopped: the embedded database store keeps failing/);
});
