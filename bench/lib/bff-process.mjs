// Starts the built BFF (`node bff/dist/index.js`, what `npm start` runs) in its own process on a
// throw-away data directory, with the embedded store on a known port so a benchmark can seed it.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

async function waitForHealth(base, child, deadline = Date.now() + 60_000) {
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`BFF exited with ${child.exitCode} before it was ready`);
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('BFF did not become healthy within 60 s');
}

/**
 * `port`/`mongoPort` must be in the caller's own range (see TEAM.md); `nodeArgs` e.g. ['--cpu-prof'].
 * Logs go to /dev/null at the default level, so the request log's cost is measured, not its terminal.
 */
export async function startBff({ port, mongoPort, nodeArgs = [], env = {}, log = 'ignore' } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'lessonloom-bench-'));
  const child = spawn(process.execPath, [...nodeArgs, join(root, 'bff/dist/index.js')], {
    cwd: root,
    stdio: ['ignore', log, 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      EMBEDDED_MONGO_PORT: String(mongoPort),
      ...env,
    },
  });
  const exited = new Promise((r) => child.once('exit', (code, signal) => r(code ?? signal)));
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(base, child).catch(async (err) => {
    // a BFF that never became healthy leaves neither a process nor its data directory behind
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  });
  return {
    base,
    child,
    dataDir,
    mongoUri: `mongodb://127.0.0.1:${mongoPort}/lessonloom`,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs up a teacher through the API and returns the bearer header. */
export async function signup(base, email) {
  const res = await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password: 'correct horse battery' }),
  });
  const body = await res.json();
  if (res.status !== 201) throw new Error(`signup answered ${res.status}: ${JSON.stringify(body)}`);
  return `Bearer ${body.token}`;
}

/** Makes a teacher's subscription active straight in the database (what a paid webhook would do). */
export async function activate(mongoUri, email) {
  const { MongoClient } = await import('mongodb');
  const client = await new MongoClient(mongoUri).connect();
  try {
    await client
      .db()
      .collection('users')
      .updateOne({ email }, { $set: { 'subscription.status': 'active' } });
  } finally {
    await client.close();
  }
}

/** Real generations through POST /api/generate (offline drafts, real DOCX/PDF in GridFS). */
export async function generate(base, auth, n, kind = 'worksheet') {
  for (let i = 0; i < n; i++) {
    const res = await fetch(`${base}/api/generate`, {
      method: 'POST',
      headers: { authorization: auth, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        kind,
        topic: `Photosynthesis part ${i + 1}`,
        difficulty: 'medium',
        num_questions: '10',
        include_answer_key: 'true',
      }),
    });
    if (res.status !== 200) throw new Error(`generate answered ${res.status}: ${await res.text()}`);
    await res.arrayBuffer();
  }
}
