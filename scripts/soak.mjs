// `npm run soak` (issue 11.10): 5 minutes of mixed traffic on loopback against the production build,
// sampling the resident memory of the BFF and of the embedded store every 5 s. Reports RSS after the
// warm-up minute and at the end (goal: BFF growth under 15%), and 20 s after the traffic stops, with the
// BFF's memory split by where it lives (main heap, worker heaps, buffers, the rest = native), so growth
// can be told apart: a JavaScript leak raises a heap, native fragmentation raises only "native".
// Writes bench/results/soak.json. SOAK_SECONDS / SOAK_USERS change the shape. Not part of `npm test`.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBff } from '../bench/lib/bff-process.mjs';
import { ensureInstalled, mustRun, root } from './lib/workspace.mjs';
import { memoryBreakdown, rssMb, runTraffic, seedAccounts, summarize } from './lib/traffic.mjs';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 300);
const USERS = Number(process.env.SOAK_USERS ?? 100);
const WARMUP = Math.min(60, SECONDS / 5);
const GOAL_PERCENT = 15;

await ensureInstalled();
// only the API is exercised: the server side is built, the pages are not needed
await mustRun(process.execPath, ['scripts/build-node.mjs']);
const probeDir = mkdtempSync(join(tmpdir(), 'lessonloom-soak-'));
const probeFile = join(probeDir, 'memory.jsonl');
// soak's port range (TEAM.md): 3330-3339
const bff = await startBff({
  port: 3331,
  mongoPort: 3332,
  nodeArgs: ['--require', join(root, 'scripts/lib/memory-probe.cjs')],
  env: { SIGNUPS_PER_ADDRESS_PER_HOUR: '10000', MEMORY_PROBE_FILE: probeFile },
});
const storePid = Number(execFileSync('pgrep', ['-P', String(bff.child.pid), '-f', 'embedded-mongo']).toString().trim().split('\n')[0]);
const probeLines = () => (existsSync(probeFile) ? readFileSync(probeFile, 'utf8').trim().split('\n').filter(Boolean).map((l) => JSON.parse(l)) : []);
const sample = (t) => ({ t: Math.round(t), at: Date.now(), bff: rssMb(bff.child.pid), store: rssMb(storePid) });
const fmt = (b) => `main heap ${b.mainHeapUsed.toFixed(0)}/${b.mainHeapTotal.toFixed(0)}, worker heaps ${b.workerHeapTotal.toFixed(0)} (${b.workers} threads), external ${b.external.toFixed(0)} (array buffers ${b.arrayBuffers.toFixed(0)}), native/other ${b.native.toFixed(0)}`;
try {
  const accounts = await seedAccounts(bff, 10, 5);
  const series = [sample(0)];
  let lastSample = 0;
  console.log(`${USERS} users for ${SECONDS} s, RSS every 5 s …`);
  const run = await runTraffic({
    base: bff.base,
    accounts,
    users: USERS,
    seconds: SECONDS,
    onTick: (t) => {
      if (t - lastSample < 5) return;
      lastSample = t;
      series.push(sample(t));
    },
  });
  const end = sample(SECONDS);
  series.push(end);
  await new Promise((r) => setTimeout(r, 20_000));
  const rested = sample(SECONDS + 20);
  const warm = series.find((x) => x.t >= WARMUP) ?? series[0];
  const growth = (100 * (end.bff - warm.bff)) / warm.bff;
  const lines = probeLines();
  const breakdown = { afterWarmup: memoryBreakdown(lines, warm.at), end: memoryBreakdown(lines, end.at), twentySecondsLater: memoryBreakdown(lines, rested.at) };
  const s = summarize(run);
  const result = {
    name: 'soak',
    users: USERS,
    seconds: SECONDS,
    ...s,
    rssMb: { afterWarmup: warm, end, twentySecondsLater: rested },
    bffGrowthPercent: growth,
    storeGrowthPercent: (100 * (end.store - warm.store)) / warm.store,
    bffMemoryMb: breakdown,
    goal: `BFF RSS growth from warm-up to end < ${GOAL_PERCENT}%, 0 errors`,
    pass: growth < GOAL_PERCENT && s.errors === 0,
    loadAverage: readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' '),
    series,
    at: new Date().toISOString(),
  };
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(join(root, 'bench/results/soak.json'), JSON.stringify(result, null, 2));
  console.log(`requests ${s.requests}, errors ${s.errors}, reads p50 ${s.read.p50.toFixed(1)} ms, p99 ${s.read.p99.toFixed(1)} ms, generations ${s.generate.count} (p50 ${s.generate.p50?.toFixed(0)} ms, p99 ${s.generate.p99?.toFixed(0)} ms)`);
  console.log(`BFF RSS: after warm-up (${warm.t} s) ${warm.bff.toFixed(0)} MB, end ${end.bff.toFixed(0)} MB (${growth >= 0 ? '+' : ''}${growth.toFixed(1)}%, goal < ${GOAL_PERCENT}%), 20 s later ${rested.bff.toFixed(0)} MB`);
  if (breakdown.afterWarmup && breakdown.end) {
    console.log(`  after warm-up MB: ${fmt(breakdown.afterWarmup)}`);
    console.log(`  end MB:           ${fmt(breakdown.end)}`);
  }
  console.log(`store RSS: after warm-up ${warm.store.toFixed(0)} MB, end ${end.store.toFixed(0)} MB (${result.storeGrowthPercent.toFixed(1)}%: it holds the data, generated files included), 20 s later ${rested.store.toFixed(0)} MB`);
  console.log(`load average at the end: ${result.loadAverage}`);
  if (s.errors) console.log('error examples:', s.errorExamples);
  console.log(result.pass ? 'PASS' : 'FAIL');
  process.exitCode = result.pass ? 0 : 1;
} finally {
  await bff.stop();
  rmSync(probeDir, { recursive: true, force: true });
}
