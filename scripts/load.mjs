// `npm run load`: 200 concurrent teachers for 60 s on loopback against the production
// build (embedded store in its own process): mixed dashboard reads and generations. Goals: 0 errors,
// read p99 < 300 ms. Prints a summary and a verdict, writes bench/results/load.json. Not part of `npm test`.
// LOAD_USERS / LOAD_SECONDS change the shape (bounded: at most 500 users).
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startBff } from '../bench/lib/bff-process.mjs';
import { ensureInstalled, mustRun, root } from './lib/workspace.mjs';
import { loadAverage, printVerdict, rssMb, runTraffic, seedAccounts, summarize } from './lib/traffic.mjs';

const USERS = Number(process.env.LOAD_USERS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const READ_P99_GOAL_MS = 300;

// taken before this script adds its own work: what the rest of the machine was doing
const loadBefore = loadAverage();
await ensureInstalled();
// only the API is exercised: the server side is built, the pages are not needed
await mustRun(process.execPath, ['scripts/build-node.mjs']);
// soak's port range (TEAM.md): 3330-3339
const bff = await startBff({ port: 3333, mongoPort: 3334, env: { SIGNUPS_PER_ADDRESS_PER_HOUR: '10000' } });
const storePid = () =>
  Number(
    execFileSync('pgrep', ['-P', String(bff.child.pid), '-f', 'embedded-mongo'])
      .toString()
      .trim()
      .split('\n')[0],
  );
try {
  console.log(`seeding 20 accounts with 5 generations each …`);
  const accounts = await seedAccounts(bff, 20, 5);
  const before = { bff: rssMb(bff.child.pid), store: rssMb(storePid()) };
  console.log(`${USERS} users for ${SECONDS} s (machine load average at start: ${loadBefore.join(' ')}) …`);
  const run = await runTraffic({ base: bff.base, accounts, users: USERS, seconds: SECONDS });
  const after = { bff: rssMb(bff.child.pid), store: rssMb(storePid()) };
  const s = summarize(run);
  const checks = [
    { goal: '0 errors', ok: s.errors === 0, value: `${s.errors} of ${s.requests}` },
    {
      goal: `read p99 < ${READ_P99_GOAL_MS} ms`,
      ok: s.read.p99 < READ_P99_GOAL_MS,
      value: `${s.read.p99.toFixed(1)} ms`,
    },
  ];
  const growth = (100 * (after.bff - before.bff)) / before.bff;
  console.log(`requests ${s.requests} (${s.rps.toFixed(0)}/s), errors ${s.errors}`);
  console.log(
    `reads: ${s.read.count}, p50 ${s.read.p50.toFixed(1)} ms, p95 ${s.read.p95.toFixed(1)} ms, p99 ${s.read.p99.toFixed(1)} ms`,
  );
  console.log(
    `generations: ${s.generate.count}, p50 ${s.generate.p50?.toFixed(0)} ms, p99 ${s.generate.p99?.toFixed(0)} ms`,
  );
  console.log(
    `RSS MB before/after: BFF ${before.bff.toFixed(0)} → ${after.bff.toFixed(0)} (${growth >= 0 ? '+' : ''}${growth.toFixed(1)}%), store ${before.store.toFixed(0)} → ${after.store.toFixed(0)}`,
  );
  if (s.errors) console.log('error examples:', s.errorExamples);
  const pass = printVerdict(checks, loadBefore);
  const result = {
    name: 'load',
    users: USERS,
    seconds: SECONDS,
    ...s,
    rssMb: { before, after },
    bffGrowthPercent: growth,
    goals: { errors: '0', readP99: `< ${READ_P99_GOAL_MS} ms` },
    checks,
    pass,
    loadAverage: { before: loadBefore, after: loadAverage() },
    at: new Date().toISOString(),
  };
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(join(root, 'bench/results/load.json'), JSON.stringify(result, null, 2));
  process.exitCode = pass ? 0 : 1;
} finally {
  await bff.stop();
}
