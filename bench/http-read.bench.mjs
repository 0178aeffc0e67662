// The BFF's read path against a bare Koa app answering a 20-item JSON list, measured in the
// same run at 64 connections with wrk. Targets run in short alternating rounds so each sees the same
// mix of busy and quiet moments on a shared machine; the ratios are what count. The BFF runs as
// `npm start` runs it (production build, embedded store in its own process, request log at info).
import { spawn } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { activate, generate, signup, startBff } from './lib/bff-process.mjs';
import { combine, wrk } from './lib/wrk.mjs';
import { copyTeachers } from './lib/teachers.mjs';

const here = dirname(fileURLToPath(import.meta.url));
// store's port range (TEAM.md): 3340-3349
const PORTS = { koa: 3340, bff: 3341, mongo: 3342 };
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CONNECTIONS = 64;
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);

function startBareKoa(port) {
  const child = spawn(process.execPath, [join(here, 'lib/bare-koa.mjs'), String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((r) => child.once('exit', r));
  return new Promise((ok, fail) => {
    child.stdout.once('data', () =>
      ok({ url: `http://127.0.0.1:${port}/`, stop: async () => (child.kill('SIGTERM'), await exited) }),
    );
    child.once('exit', (code) => fail(new Error(`bare Koa exited ${code}`)));
  });
}

export default async function run() {
  const koa = await startBareKoa(PORTS.koa);
  // a BFF that cannot start must not leave the reference running (it would hold the caller's pipes open)
  const bff = await startBff({ port: PORTS.bff, mongoPort: PORTS.mongo }).catch(async (err) => {
    await koa.stop();
    throw err;
  });
  try {
    const email = 'bench-reader@school.test';
    const auth = await signup(bff.base, email);
    await activate(bff.mongoUri, email);
    await generate(bff.base, auth, 20);
    const list = await (await fetch(`${bff.base}/api/generations`, { headers: { authorization: auth } })).json();
    if (list.length !== 20) throw new Error(`expected 20 generations, got ${list.length}`);
    // One teacher on all 64 connections, and 64 teachers, one per request in turn:
    // requests that arrive together share their session lookup, which one teacher's requests share most.
    const teachers = await copyTeachers(bff.mongoUri, email, auth, CONNECTIONS);
    const other = await (
      await fetch(`${bff.base}/api/generations`, { headers: { authorization: teachers[CONNECTIONS - 1] } })
    ).json();
    if (other.length !== 20 || other[0].id === list[0].id)
      throw new Error('the copied teachers do not have their own 20 generations');
    const targets = {
      'bare Koa, 20-item JSON list': { url: koa.url },
      'GET /api/auth/me': { url: `${bff.base}/api/auth/me`, headers: { authorization: auth } },
      'GET /api/generations (20 records)': { url: `${bff.base}/api/generations`, headers: { authorization: auth } },
      'GET /api/auth/me, 64 teachers': { url: `${bff.base}/api/auth/me`, authorizations: teachers },
      'GET /api/generations (20 records each), 64 teachers': {
        url: `${bff.base}/api/generations`,
        authorizations: teachers,
      },
      'GET /api/health': { url: `${bff.base}/api/health` },
    };
    const runs = Object.fromEntries(Object.keys(targets).map((k) => [k, []]));
    // Warm-up: JIT, and the driver's pool grows two connections at a time until it holds all 64 the
    // load keeps busy (measured: 11 open after a 1 s warm-up, 44 during the first measured round).
    for (const t of Object.values(targets))
      await wrk(t.url, { connections: CONNECTIONS, seconds: WARMUP_SECONDS, ...t });
    for (let round = 0; round < ROUNDS; round++)
      for (const [name, t] of Object.entries(targets)) {
        const r = await wrk(t.url, { connections: CONNECTIONS, seconds: SECONDS, ...t });
        // each round's own p99 and the machine's load beside it: a bad worst-round p99 on a busy machine says so
        runs[name].push({ ...r, loadAfter: Number(loadavg()[0].toFixed(1)) });
      }
    const results = Object.fromEntries(Object.entries(runs).map(([k, r]) => [k, combine(r)]));
    const ref = results['bare Koa, 20-item JSON list'];
    const goals = {
      'GET /api/auth/me': 15,
      'GET /api/generations (20 records)': 8,
      // the same goals held by many teachers, so the figures are not one teacher's shared lookups
      'GET /api/auth/me, 64 teachers': 15,
      'GET /api/generations (20 records each), 64 teachers': 8,
    };
    const rows = [];
    for (const [name, r] of Object.entries(results)) {
      rows.push({ metric: `${name}: requests/s`, value: Math.round(r.rps), unit: 'req/s' });
      if (r !== ref) {
        const ratio = (100 * r.rps) / ref.rps;
        const goal = goals[name];
        rows.push({
          metric: `${name}: % of bare Koa`,
          value: Number(ratio.toFixed(1)),
          unit: '%',
          ...(goal ? { goal: `>= ${goal}`, pass: ratio >= goal } : {}),
        });
      }
      rows.push({ metric: `${name}: p50`, value: Number(r.p50.toFixed(2)), unit: 'ms' });
      const p99Goal = goals[name] ? { goal: '< 100', pass: r.p99 < 100 } : {};
      rows.push({ metric: `${name}: p99 (worst round)`, value: Number(r.p99.toFixed(2)), unit: 'ms', ...p99Goal });
      rows.push({ metric: `${name}: errors`, value: r.errors, unit: 'count', goal: '0', pass: r.errors === 0 });
    }
    const loads = Object.values(runs).flatMap((r) => r.map((x) => x.loadAfter));
    return {
      name: 'http-read',
      rows,
      raw: runs,
      notes: [
        `${CONNECTIONS} connections, wrk 2 threads, ${WARMUP_SECONDS} s warm-up then ${ROUNDS} alternating rounds of ${SECONDS} s per target`,
        `load average at end: ${loadavg()
          .map((x) => x.toFixed(1))
          .join(
            ' ',
          )} on ${cpus().length} cores (1-min load after each round: ${Math.min(...loads)}-${Math.max(...loads)})`,
      ],
    };
  } finally {
    await bff.stop();
    await koa.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  run().then(
    (r) => {
      console.table(r.rows);
      for (const n of r.notes) console.log(n);
    },
    (e) => {
      console.error(e);
      process.exit(1);
    },
  );
}
