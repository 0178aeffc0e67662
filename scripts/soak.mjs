// `npm run soak` (issue 11.10): 5 minutes of mixed traffic on loopback against the production build,
// sampling the resident memory of the BFF and of the embedded store every 5 s. Reports RSS after the
// warm-up minute and at the end (goal: BFF growth under 15%), and 20 s after the traffic stops.
// Writes bench/results/soak.json. SOAK_SECONDS / SOAK_USERS change the shape. Not part of `npm test`.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startBff } from '../bench/lib/bff-process.mjs';
import { ensureInstalled, mustRun, root } from './lib/workspace.mjs';
import { rssMb, runTraffic, seedAccounts, summarize } from './lib/traffic.mjs';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 300);
const USERS = Number(process.env.SOAK_USERS ?? 100);
const WARMUP = Math.min(60, SECONDS / 5);

await ensureInstalled();
// only the API is exercised: the server side is built, the pages are not needed
await mustRun(process.execPath, ['scripts/build-node.mjs']);
// store's port range (TEAM.md): 3340-3349
const bff = await startBff({ port: 3347, mongoPort: 3348, env: { SIGNUPS_PER_ADDRESS_PER_HOUR: '10000' } });
const storePid = Number(execFileSync('pgrep', ['-P', String(bff.child.pid), '-f', 'embedded-mongo']).toString().trim().split('\n')[0]);
const sample = (t) => ({ t: Math.round(t), bff: rssMb(bff.child.pid), store: rssMb(storePid) });
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
  const s = summarize(run);
  const result = {
    name: 'soak',
    users: USERS,
    seconds: SECONDS,
    ...s,
    rssMb: { afterWarmup: warm, end, twentySecondsLater: rested },
    bffGrowthPercent: growth,
    storeGrowthPercent: (100 * (end.store - warm.store)) / warm.store,
    goal: 'BFF RSS growth from warm-up to end < 15%, 0 errors',
    pass: growth < 15 && s.errors === 0,
    series,
    at: new Date().toISOString(),
  };
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(join(root, 'bench/results/soak.json'), JSON.stringify(result, null, 2));
  console.log(`requests ${s.requests}, errors ${s.errors}, reads p99 ${s.read.p99.toFixed(1)} ms, generations ${s.generate.count}`);
  console.log(`BFF RSS: after warm-up (${warm.t} s) ${warm.bff.toFixed(0)} MB, end ${end.bff.toFixed(0)} MB (${growth.toFixed(1)}%, goal < 15%), 20 s later ${rested.bff.toFixed(0)} MB`);
  console.log(`store RSS: after warm-up ${warm.store.toFixed(0)} MB, end ${end.store.toFixed(0)} MB (${result.storeGrowthPercent.toFixed(1)}%: it holds the data, generated files included), 20 s later ${rested.store.toFixed(0)} MB`);
  console.log(result.pass ? 'PASS' : 'FAIL');
  process.exitCode = result.pass ? 0 : 1;
} finally {
  await bff.stop();
}
