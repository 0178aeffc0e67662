// POST /api/generate end to end (route level): a 50-question test from a topic, through
// the real Koa app on a real port, with the real OpenAI provider and SDK talking to a local fake model
// that answers instantly (a valid draft computed once beforehand). Reports the whole request with the
// exports (DOCX, PDF and both keys rendered and stored in GridFS) and without them, using the
// route's own Server-Timing phases. Needs `npm run build:node` first (imports bff/dist).
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { instantModel } from './lib/instant-model.mjs';
import { pct } from './lib/percentile.mjs';

const require = createRequire(import.meta.url);
const { fetch, FormData } = globalThis; // Node's built-in undici
const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'bff', 'dist');
const { startTestApp, signupUser } = require(join(dist, 'testing/testing.app.js'));
const { createApp } = require(join(dist, 'app.js'));
const { createContentEngine } = require(join(dist, 'content/index.js'));
const { createOpenAiProvider } = require(join(dist, 'gateways/openai/index.js'));
const { buildSpec } = require(join(dist, 'content/content.request.js'));
const { buildOfflineDraft } = require(join(dist, 'content/offline.provider.js'));
const { generateRequestSchema } = require('@lessonloom/contracts');
const { User } = require(join(dist, 'modules/auth/auth.user-model.js'));

const FIELDS = {
  kind: 'test',
  num_questions: '50',
  difficulty: 'mixed',
  include_answer_key: 'true',
  topic: 'The solar system',
};
const WARMUP = 5;
const RUNS = 40;
const GOAL_MS = 150;

function phases(header) {
  return Object.fromEntries(
    header.split(', ').map((part) => {
      const [name, dur] = part.split(';dur=');
      return [name, Number(dur)];
    }),
  );
}

export default async function run() {
  const request = generateRequestSchema.parse(FIELDS);
  const draft = JSON.stringify(
    buildOfflineDraft(buildSpec({ request, sourceName: FIELDS.topic, sourceType: 'topic' })),
  );
  const model = await instantModel(draft);
  const provider = createOpenAiProvider({
    apiKey: 'bench',
    baseURL: model.baseURL,
    model: 'bench-model',
    timeoutMs: 10000,
    maxRetries: 0,
  });
  const t = await startTestApp({ content: createContentEngine(provider) });
  const server = createApp(t.deps).listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const url = `http://127.0.0.1:${server.address().port}/api/generate`;
  try {
    const user = await signupUser(t);
    await User.updateOne({ email: user.email }, { 'subscription.status': 'active' });
    const total = [];
    const withoutExports = [];
    const content = [];
    const render = [];
    const loop = monitorEventLoopDelay({ resolution: 5 });
    for (let i = 0; i < WARMUP + RUNS; i++) {
      if (i === WARMUP) loop.enable();
      const form = new FormData();
      for (const [k, v] of Object.entries(FIELDS)) form.append(k, v);
      const started = performance.now();
      const res = await fetch(url, { method: 'POST', body: form, headers: { authorization: user.auth } });
      const body = await res.json();
      const ms = performance.now() - started;
      if (res.status !== 200) throw new Error(`POST /api/generate answered ${res.status}: ${JSON.stringify(body)}`);
      const questions = body.content.sections.flatMap((s) => s.blocks).filter((b) => b.type === 'question').length;
      if (questions !== 50) throw new Error(`expected 50 questions, got ${questions}`);
      if (i < WARMUP) continue;
      const p = phases(res.headers.get('server-timing'));
      total.push(ms);
      withoutExports.push(ms - p.render - p.files);
      content.push(p.content);
      render.push(p.render);
    }
    loop.disable();
    const excl95 = pct(withoutExports, 95);
    return {
      name: 'generate-route',
      rows: [
        {
          metric: 'POST /api/generate, 50-question test, exports excluded, p50',
          value: pct(withoutExports, 50),
          unit: 'ms',
        },
        {
          metric: 'POST /api/generate, 50-question test, exports excluded, p95',
          value: excl95,
          unit: 'ms',
          goal: `<= ${GOAL_MS}`,
          pass: excl95 <= GOAL_MS,
        },
        { metric: 'POST /api/generate, 50-question test, with DOCX+PDF+keys, p50', value: pct(total, 50), unit: 'ms' },
        { metric: 'POST /api/generate, 50-question test, with DOCX+PDF+keys, p95', value: pct(total, 95), unit: 'ms' },
        { metric: 'of which content engine (SDK + instant model + checks), p50', value: pct(content, 50), unit: 'ms' },
        { metric: 'of which rendering the four files, p50', value: pct(render, 50), unit: 'ms' },
        { metric: 'longest event-loop stall during those requests', value: loop.max / 1e6, unit: 'ms' },
      ],
      notes: [
        `${RUNS} sequential requests after ${WARMUP} warm-up ones, real HTTP on loopback, embedded store, instant fake model.`,
        '"exports excluded" = whole request minus the render and file-storage phases of its Server-Timing header.',
      ],
    };
  } finally {
    server.close();
    await t.close();
    await model.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await run();
  console.table(
    result.rows.map((r) => ({
      metric: r.metric,
      value: r.value.toFixed(1),
      unit: r.unit,
      goal: r.goal ?? '',
      pass: r.pass ?? '',
    })),
  );
}
