// `npm run soak`: 5 minutes of mixed traffic on loopback against the production build,
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
import {
  loadAverage,
  memoryBreakdown,
  printVerdict,
  rssMb,
  runTraffic,
  seedAccounts,
  summarize,
} from './lib/traffic.mjs';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 300);
const USERS = Number(process.env.SOAK_USERS ?? 100);
const WARMUP = Math.min(60, SECONDS / 5);
const GOAL_PERCENT = 15;
const WINDOW_SECONDS = 30;
const median = (xs) => (xs.length ? [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] : undefined);

// taken before this script adds its own work: what the rest of the machine was doing
const loadBefore = loadAverage();
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
const storePid = Number(
  execFileSync('pgrep', ['-P', String(bff.child.pid), '-f', 'embedded-mongo'])
    .toString()
    .trim()
    .split('\n')[0],
);
const probeLines = () =>
  existsSync(probeFile)
    ? readFileSync(probeFile, 'utf8')
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l))
    : [];
const sample = (t) => ({ t: Math.round(t), at: Date.now(), bff: rssMb(bff.child.pid), store: rssMb(storePid) });
const fmt = (b) =>
  `main heap ${b.mainHeapUsed.toFixed(0)}/${b.mainHeapTotal.toFixed(0)}, ` +
  `worker heaps ${b.workerHeapTotal.toFixed(0)} (${b.workers} threads), ` +
  `external ${b.external.toFixed(0)} (array buffers ${b.arrayBuffers.toFixed(0)}), native/other ${b.native.toFixed(0)}`;
try {
  const accounts = await seedAccounts(bff, 10, 5);
  const series = [sample(0)];
  let lastSample = 0;
  console.log(
    `${USERS} users for ${SECONDS} s, RSS every 5 s (machine load average at start: ${loadBefore.join(' ')}) …`,
  );
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
  const pointGrowth = (100 * (end.bff - warm.bff)) / warm.bff;
  // V8 grows and shrinks its heap by tens of MB from one collection to the next, so one sample says
  // more about where a GC cycle stood than about growth: the verdict compares the medians of the
  // samples in a window around each point (the single samples are printed and kept too).
  const windowMedian = (from, to, fallback) =>
    median(series.filter((x) => x.t >= from && x.t <= to).map((x) => x.bff)) ?? fallback.bff;
  const warmMedian = windowMedian(WARMUP - WINDOW_SECONDS / 2, WARMUP + WINDOW_SECONDS / 2, warm);
  const endMedian = windowMedian(SECONDS - WINDOW_SECONDS, SECONDS, end);
  const growth = (100 * (endMedian - warmMedian)) / warmMedian;
  const lines = probeLines();
  const breakdown = {
    afterWarmup: memoryBreakdown(lines, warm.at),
    end: memoryBreakdown(lines, end.at),
    twentySecondsLater: memoryBreakdown(lines, rested.at),
  };
  const s = summarize(run);
  const checks = [
    { goal: '0 errors', ok: s.errors === 0, value: `${s.errors} of ${s.requests}` },
    {
      goal: `BFF RSS growth after warm-up < ${GOAL_PERCENT}%`,
      ok: growth < GOAL_PERCENT,
      value: `${growth >= 0 ? '+' : ''}${growth.toFixed(1)}% (window medians)`,
    },
  ];
  const result = {
    name: 'soak',
    users: USERS,
    seconds: SECONDS,
    ...s,
    rssMb: {
      afterWarmup: warm,
      end,
      twentySecondsLater: rested,
      windowMedians: { windowSeconds: WINDOW_SECONDS, afterWarmup: warmMedian, end: endMedian },
    },
    bffGrowthPercent: growth,
    bffGrowthPercentSingleSamples: pointGrowth,
    storeGrowthPercent: (100 * (end.store - warm.store)) / warm.store,
    bffMemoryMb: breakdown,
    goal: `BFF RSS growth from warm-up to end < ${GOAL_PERCENT}%, 0 errors`,
    checks,
    pass: checks.every((c) => c.ok),
    loadAverage: { before: loadBefore, after: loadAverage() },
    series,
    at: new Date().toISOString(),
  };
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(join(root, 'bench/results/soak.json'), JSON.stringify(result, null, 2));
  console.log(
    `requests ${s.requests}, errors ${s.errors}, reads p50 ${s.read.p50.toFixed(1)} ms, p99 ${s.read.p99.toFixed(1)} ms, generations ${s.generate.count} (p50 ${s.generate.p50?.toFixed(0)} ms, p99 ${s.generate.p99?.toFixed(0)} ms)`,
  );
  const pct = (x) => `${x >= 0 ? '+' : ''}${x.toFixed(1)}%`;
  console.log(
    `BFF RSS (median of the samples in ${WINDOW_SECONDS} s windows): after warm-up ${warmMedian.toFixed(0)} MB, end ${endMedian.toFixed(0)} MB (${pct(growth)}, goal < ${GOAL_PERCENT}%)`,
  );
  console.log(
    `BFF RSS (single samples): after warm-up (${warm.t} s) ${warm.bff.toFixed(0)} MB, end ${end.bff.toFixed(0)} MB (${pct(pointGrowth)}), 20 s later ${rested.bff.toFixed(0)} MB`,
  );
  if (breakdown.afterWarmup && breakdown.end) {
    console.log(`  after warm-up MB: ${fmt(breakdown.afterWarmup)}`);
    console.log(`  end MB:           ${fmt(breakdown.end)}`);
  }
  console.log(
    `store RSS: after warm-up ${warm.store.toFixed(0)} MB, end ${end.store.toFixed(0)} MB (${result.storeGrowthPercent.toFixed(1)}%: it holds the data, generated files included), 20 s later ${rested.store.toFixed(0)} MB`,
  );
  if (s.errors) console.log('error examples:', s.errorExamples);
  printVerdict(checks, loadBefore);
  process.exitCode = result.pass ? 0 : 1;
} finally {
  await bff.stop();
  rmSync(probeDir, { recursive: true, force: true });
}
