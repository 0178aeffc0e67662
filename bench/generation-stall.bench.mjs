// How long one offline generation holds the BFF's event loop (reads must stay fast while
// generations run). POST /api/generate through the real Koa app on loopback with the embedded
// (offline) generator, typed topics of several kinds and one uploaded file; for each request the
// longest event-loop delay seen while it ran (monitorEventLoopDelay, 1 ms resolution) is its stall.
// Reference in the same run: the same requests with the offline provider drafting on the request
// thread (createOfflineProvider() without offThread), alternating round by round.
// Needs `npm run build:node` first (imports bff/dist).
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pct } from './lib/percentile.mjs';

const require = createRequire(import.meta.url);
const { fetch, FormData, Blob } = globalThis;
const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'bff', 'dist');
const { startTestApp, signupUser } = require(join(dist, 'testing/testing.app.js'));
const { createApp } = require(join(dist, 'app.js'));
const { User } = require(join(dist, 'modules/auth/auth.user-model.js'));
const { createContentEngine, createOfflineProvider } = require(join(dist, 'content/index.js'));

const TEXT = [
  'The Water Cycle',
  'Water moves between the oceans, the air and the land in a cycle powered by the sun.',
  'Evaporation is the change of liquid water into water vapour when the sun heats oceans, lakes and rivers.',
  'Condensation happens when water vapour cools high in the air and forms tiny droplets that make clouds.',
  'Precipitation is water that falls from clouds as rain, snow, sleet or hail when the droplets grow heavy.',
  'Collection is the gathering of fallen water in oceans, lakes, rivers and underground stores called aquifers.',
  'Transpiration is the release of water vapour from the leaves of plants into the air.',
  'Runoff is water that flows over the ground into streams and rivers after heavy rain.',
].join('\n');
const JOBS = [
  { kind: 'quiz', num_questions: '10', difficulty: 'mixed', topic: 'Photosynthesis in green plants for grade 6' },
  {
    kind: 'worksheet',
    worksheet_style: 'vocab',
    difficulty: 'mixed',
    topic: 'The American Revolution: causes, battles and outcomes',
  },
  {
    kind: 'diagram',
    diagram_type: 'flowchart',
    num_questions: '5',
    difficulty: 'mixed',
    topic: 'The water cycle: evaporation, condensation, precipitation and collection',
  },
  { kind: 'lesson_plan', difficulty: 'mixed', topic: 'Fractions on a number line' },
  { kind: 'test', num_questions: '20', difficulty: 'mixed', topic: 'The solar system and its planets' },
  { kind: 'quiz', num_questions: '10', difficulty: 'mixed', source_filename: 'water.txt' },
];
const ROUNDS = 4;

export default async function run() {
  const t = await startTestApp();
  const server = createApp(t.deps).listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const base = `http://127.0.0.1:${server.address().port}`;
  try {
    const user = await signupUser(t);
    await User.updateOne({ email: user.email }, { 'subscription.status': 'active' });
    const up = new FormData();
    up.append('file', new Blob([TEXT], { type: 'text/plain' }), 'water.txt');
    const u = await fetch(`${base}/api/upload`, { method: 'POST', body: up, headers: { authorization: user.auth } });
    if (u.status !== 200) throw new Error(`upload answered ${u.status}: ${await u.text()}`);
    const engines = { thread: t.deps.content, here: createContentEngine(createOfflineProvider()) };
    const stalls = { thread: [], here: [] };
    const totals = { thread: [], here: [] };
    for (let round = 0; round <= 2 * ROUNDS + 1; round++) {
      const way = round % 2 ? 'here' : 'thread';
      t.deps.content = engines[way];
      for (const fields of JOBS) {
        const form = new FormData();
        for (const [k, v] of Object.entries({ ...fields, include_answer_key: 'true' })) form.append(k, v);
        const loop = monitorEventLoopDelay({ resolution: 1 });
        loop.enable();
        const started = performance.now();
        const res = await fetch(`${base}/api/generate`, {
          method: 'POST',
          body: form,
          headers: { authorization: user.auth },
        });
        const body = await res.json();
        const ms = performance.now() - started;
        loop.disable();
        if (res.status !== 200)
          throw new Error(`POST /api/generate (${fields.kind}) answered ${res.status}: ${JSON.stringify(body)}`);
        if (round < 2) continue; // warm-up of both ways: modules, threads, JIT
        stalls[way].push(loop.max / 1e6);
        totals[way].push(ms);
      }
    }
    return {
      name: 'generation-stall',
      rows: [
        {
          metric: 'event-loop stall per offline generation, drafting in the reader thread, p50',
          value: pct(stalls.thread, 50),
          unit: 'ms',
        },
        {
          metric: 'event-loop stall per offline generation, drafting in the reader thread, max',
          value: Math.max(...stalls.thread),
          unit: 'ms',
        },
        {
          metric: 'event-loop stall per offline generation, drafting on the request thread (reference), p50',
          value: pct(stalls.here, 50),
          unit: 'ms',
        },
        {
          metric: 'event-loop stall per offline generation, drafting on the request thread (reference), max',
          value: Math.max(...stalls.here),
          unit: 'ms',
        },
        {
          metric: 'stall p50, reader thread / request thread',
          value: pct(stalls.thread, 50) / pct(stalls.here, 50),
          unit: 'ratio',
          goal: '< 1',
          pass: pct(stalls.thread, 50) < pct(stalls.here, 50),
        },
        {
          metric: 'offline generation wall time (with exports), reader thread, p50',
          value: pct(totals.thread, 50),
          unit: 'ms',
        },
        {
          metric: 'offline generation wall time (with exports), request thread, p50',
          value: pct(totals.here, 50),
          unit: 'ms',
        },
      ],
      notes: [
        `${ROUNDS} rounds of ${JOBS.length} kinds (typed topics and one upload) each way, alternating, after one warm-up round each way, sequential, real HTTP on loopback.`,
      ],
    };
  } finally {
    server.close();
    await t.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await run();
  console.table(result.rows.map((r) => ({ metric: r.metric, value: r.value.toFixed(1), unit: r.unit })));
  process.exit(0);
}
