// Mixed teacher traffic against a built BFF on loopback, shared by `npm run load` and `npm run soak`:
// virtual users each signed in as one of a few accounts, reading their dashboard (history, /me,
// health) with a short think time and now and then generating a worksheet or quiz.
import { performance } from 'node:perf_hooks';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { activate, generate, signup } from '../../bench/lib/bff-process.mjs';
import { pct } from '../../bench/lib/percentile.mjs';

export const MAX_USERS = 500;

/** Refuses anything but loopback: these scripts must never load someone else's server. */
export function assertLoopback(base) {
  const host = new URL(base).hostname;
  if (host !== '127.0.0.1' && host !== 'localhost' && host !== '[::1]')
    throw new Error(`refusing to send load to ${host}: loopback only`);
}

export async function seedAccounts(bff, count, generationsEach) {
  const accounts = [];
  for (let i = 0; i < count; i++) {
    const email = `load-${i}-${Date.now()}@school.test`;
    const auth = await signup(bff.base, email);
    await activate(bff.mongoUri, email);
    await generate(bff.base, auth, generationsEach);
    accounts.push({ email, auth });
  }
  return accounts;
}

const KINDS = ['worksheet', 'quiz', 'exit_ticket'];

/** One request of the mix; answers its category, status and milliseconds. */
async function oneRequest(base, account, rnd, n) {
  const r = rnd();
  let category;
  let init = { headers: { authorization: account.auth } };
  let path;
  if (r < 0.02) {
    category = 'generate';
    path = '/api/generate';
    init = {
      method: 'POST',
      headers: { authorization: account.auth, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        kind: KINDS[n % KINDS.length],
        topic: `Load test topic ${n % 50}`,
        difficulty: 'medium',
        num_questions: '8',
        include_answer_key: 'true',
      }),
    };
  } else if (r < 0.5) {
    category = 'read';
    path = '/api/generations';
  } else if (r < 0.9) {
    category = 'read';
    path = '/api/auth/me';
  } else {
    category = 'read';
    path = '/api/health';
    init = {};
  }
  const t = performance.now();
  try {
    const res = await fetch(base + path, init);
    await res.arrayBuffer();
    return { category, status: res.status, ms: performance.now() - t, path };
  } catch (e) {
    return { category, status: 0, ms: performance.now() - t, path, error: e.message };
  }
}

/** Runs `users` virtual users for `seconds`; `onTick` is called every second with the time elapsed. */
export async function runTraffic({ base, accounts, users, seconds, thinkMs = [300, 900], onTick }) {
  assertLoopback(base);
  if (users > MAX_USERS) throw new Error(`at most ${MAX_USERS} users`);
  const samples = [];
  const errors = [];
  const started = performance.now();
  const until = started + seconds * 1000;
  let seed = 42;
  const rnd = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const ticker = onTick ? setInterval(() => onTick((performance.now() - started) / 1000), 1000) : null;
  await Promise.all(
    Array.from({ length: users }, async (_, u) => {
      const account = accounts[u % accounts.length];
      // users arrive over the first second rather than all in one instant
      await new Promise((r) => setTimeout(r, (u / users) * 1000));
      for (let n = 0; performance.now() < until; n++) {
        const s = await oneRequest(base, account, rnd, n + u);
        samples.push(s);
        if (s.status < 200 || s.status >= 300) errors.push(s);
        await new Promise((r) => setTimeout(r, thinkMs[0] + rnd() * (thinkMs[1] - thinkMs[0])));
      }
    }),
  );
  if (ticker) clearInterval(ticker);
  return { samples, errors, seconds: (performance.now() - started) / 1000 };
}

export function summarize({ samples, errors, seconds }) {
  const by = (c) => samples.filter((s) => s.category === c).map((s) => s.ms);
  const reads = by('read');
  const gens = by('generate');
  return {
    requests: samples.length,
    rps: samples.length / seconds,
    errors: errors.length,
    errorExamples: errors.slice(0, 5),
    read: { count: reads.length, p50: pct(reads, 50), p95: pct(reads, 95), p99: pct(reads, 99) },
    generate: { count: gens.length, p50: pct(gens, 50), p95: pct(gens, 95), p99: pct(gens, 99) },
  };
}

/** Resident memory of a process in MB, from /proc (Linux). */
export const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

/**
 * The BFF's memory at time `at` from the lines of scripts/lib/memory-probe.cjs: each thread's latest
 * report at most 6 s old. "native" is what no V8 heap or buffer accounts for (malloc arenas, code,
 * thread stacks): when RSS grows there and every heap is flat, it is not a JavaScript leak.
 */
export function memoryBreakdown(lines, at) {
  const latest = new Map();
  for (const l of lines) if (l.t <= at && l.t > at - 6000) latest.set(l.thread, l);
  const main = latest.get('main');
  if (!main) return null;
  const workers = [...latest.values()].filter((l) => l.thread !== 'main');
  const sum = (k) => workers.reduce((n, w) => n + w[k], 0);
  const external = main.external + sum('external');
  const workerHeapTotal = sum('heapTotal');
  return {
    rss: main.rss,
    mainHeapUsed: main.heapUsed,
    mainHeapTotal: main.heapTotal,
    workers: workers.length,
    workerHeapUsed: sum('heapUsed'),
    workerHeapTotal,
    external,
    arrayBuffers: main.arrayBuffers + sum('arrayBuffers'),
    native: main.rss - main.heapTotal - workerHeapTotal - external,
  };
}

/** The 1-, 5- and 15-minute load averages (Linux), printed with the figures they inflate. */
export const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).map(Number);

/**
 * Prints the verdict (each goal met or not) and a warning when the machine was busy before the run
 * started: other processes' work then inflates every latency measured here.
 */
export function printVerdict(checks, loadBefore) {
  const failed = checks.filter((c) => !c.ok);
  for (const c of checks) console.log(`  ${c.ok ? 'met   ' : 'MISSED'} ${c.goal}: ${c.value}`);
  if (loadBefore[0] > 1.5)
    console.log(
      `  note: load average ${loadBefore.join(' ')} when the run started, on ${availableParallelism()} cores: other work shared the machine, timings are inflated`,
    );
  console.log(failed.length ? `FAIL (${failed.map((c) => c.goal).join('; ')})` : 'PASS');
  return failed.length === 0;
}
