// Streaming generation: POST /api/generate with Accept: text/event-stream against a fake
// model that streams its reply at 60 tokens a second (a token = 4 characters), through the real Koa
// app, openai SDK, verification, rendering and GridFS. Measures what a teacher waits for: the first
// question on screen after the click, and the time from the model's last token to the downloads being
// ready (the `result` event with the file URLs). Needs `npm run build:node` first (imports bff/dist).
import { performance } from 'node:perf_hooks';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { instantModel } from './lib/instant-model.mjs';
import { pct } from './lib/percentile.mjs';

const require = createRequire(import.meta.url);
const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'bff', 'dist');
const { startTestApp, signupUser } = require(join(dist, 'testing/testing.app.js'));
const { createApp } = require(join(dist, 'app.js'));
const { createContentEngine } = require(join(dist, 'content/index.js'));
const { createOpenAiProvider } = require(join(dist, 'gateways/openai/index.js'));
const { buildSpec } = require(join(dist, 'content/content.request.js'));
const { buildOfflineDraft } = require(join(dist, 'content/offline.provider.js'));
const { generateRequestSchema } = require('@lessonloom/contracts');
const { User } = require(join(dist, 'modules/auth/auth.user-model.js'));
const { createLogger } = require(join(dist, 'logger.js'));

const FIELDS = {
  kind: 'test',
  num_questions: '50',
  difficulty: 'mixed',
  include_answer_key: 'true',
  topic: 'The solar system',
  grade_level: '7',
};
const PACE = 60; // tokens per second, a small local model's pace
const FAST_RUNS = Number(process.env.FAST_RUNS ?? 6); // the same 50-question reply sent at once, for percentiles of the after-last-token work
const FIRST_GOAL_MS = 2000;
const AFTER_GOAL_MS = 300;

/** One streamed generation: ms to the first item event and to the result, from the request start. */
async function streamOnce(url, auth) {
  const form = new FormData();
  for (const [k, v] of Object.entries(FIELDS)) form.append(k, v);
  const started = performance.now();
  const res = await fetch(url, {
    method: 'POST',
    body: form,
    headers: { authorization: auth, accept: 'text/event-stream' },
  });
  if (res.status !== 200) throw new Error(`POST /api/generate answered ${res.status}: ${await res.text()}`);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let firstItem = null;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) throw new Error('stream ended without a result');
    buffer += decoder.decode(value, { stream: true });
    let end;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const data = buffer
        .slice(0, end)
        .split('\n')
        .find((l) => l.startsWith('data: '));
      buffer = buffer.slice(end + 2);
      if (!data) continue;
      const event = JSON.parse(data.slice(6));
      if (event.type === 'item' && firstItem === null) firstItem = performance.now();
      if (event.type === 'error') throw new Error(`generation failed: ${event.status} ${event.detail}`);
      if (event.type === 'result') {
        if (!event.result.docx_url || !event.result.pdf_url) throw new Error('result without downloads');
        return { started, firstItem, result: performance.now() };
      }
    }
  }
}

/** The BFF's own account of the work after the model's last reply (its debug log line), per generation. */
const tails = [];
const tailLogger = createLogger('debug', {}, (line) => {
  if (line.includes('"generation phases (stream)"')) tails.push(JSON.parse(line).tail);
});

/** The after-last-token time split into its parts, as table rows (ms; medians when several runs). */
function breakdown(runs, totals, label) {
  const med = (f) => pct(runs.map(f), 50);
  const files = ['pdf', 'docx', 'keyPdf', 'keyDocx'];
  const parts = [
    ['final checks and verification', (t) => t.check],
    ['diagrams rasterised', (t) => t.export.rasterize],
    ...files.map((f) => [`render ${f} (in its worker)`, (t) => t.export.renderEach[f] ?? 0]),
    ...files.map((f) => [`render ${f}, CPU time of its thread`, (t) => t.export.renderCpuEach?.[f] ?? NaN]),
    ['all four files rendered (wall)', (t) => t.export.render - t.export.rasterize],
    ...files.map((f) => [`store ${f} in GridFS (from its render's end)`, (t) => t.export.storeEach[f] ?? 0]),
    ['storing after the last render (wall)', (t) => t.export.files],
    ['generation record written', (t) => t.record],
  ];
  const rows = parts.map(([name, f]) => ({ metric: `  ${label}: ${name}`, value: med(f), unit: 'ms' }));
  const known = (t) => t.check + t.export.render + t.export.files + t.record;
  rows.push({
    metric: `  ${label}: rest (stream end, reply parsed and validated, events sent)`,
    value: pct(
      totals.map((total, i) => total - known(runs[i])),
      50,
    ),
    unit: 'ms',
  });
  return rows;
}

async function appWith(draft, options) {
  const model = await instantModel(draft, options);
  const provider = createOpenAiProvider({
    apiKey: 'bench',
    baseURL: model.baseURL,
    model: 'bench-model',
    timeoutMs: 180_000,
    maxRetries: 0,
  });
  const t = await startTestApp({ content: createContentEngine(provider), logger: tailLogger });
  const server = createApp(t.deps).listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const user = await signupUser(t);
  await User.updateOne({ email: user.email }, { 'subscription.status': 'active' });
  return {
    url: `http://127.0.0.1:${server.address().port}/api/generate`,
    auth: user.auth,
    close: async () => {
      server.close();
      await t.close();
      await model.close();
    },
  };
}

export default async function run() {
  const request = generateRequestSchema.parse(FIELDS);
  const draftOn = (topic) =>
    JSON.stringify(
      buildOfflineDraft(buildSpec({ request: { ...request, topic }, sourceName: topic, sourceType: 'topic' })),
    );
  const draft = draftOn(FIELDS.topic);
  // The instant runs (which warm the render threads first) write about another topic, so the paced run
  // renders a document whose words its threads have not shaped before, as a teacher's new one would be.
  const otherDraft = draftOn('Fractions and decimals');
  const rows = [];
  let lastToken = 0;

  // Fast model first: warms the renderers and gives percentiles of the work after the last token.
  const fast = await appWith(otherDraft, { tokensPerSecond: 0, onLastToken: (t) => (lastToken = t) });
  const after = [];
  try {
    for (let i = 0; i < FAST_RUNS + 1; i++) {
      const r = await streamOnce(fast.url, fast.auth);
      if (i > 0) after.push(r.result - lastToken);
    }
  } finally {
    await fast.close();
  }
  const fastTails = tails.splice(0).slice(1);

  // MODEL_STREAM_PACED=0 skips the minute-long paced run (when only the after-last-token work is studied).
  // When the model had written the first question's closing brace: what the page waits for beyond the model.
  const firstEnd = draft.indexOf('},{"question_type"') + 1;
  let firstWritten = 0;
  const onSent = (chars, t) => {
    if (!firstWritten && chars >= firstEnd) firstWritten = t;
  };
  const paced =
    process.env.MODEL_STREAM_PACED === '0'
      ? null
      : await appWith(draft, { tokensPerSecond: PACE, onLastToken: (t) => (lastToken = t), onSent });
  if (paced)
    try {
      const r = await streamOnce(paced.url, paced.auth);
      const first = r.firstItem - r.started;
      const tail = r.result - lastToken;
      rows.push(
        {
          metric: `first question on screen after the click (50-question test, ${PACE} tok/s)`,
          value: first,
          unit: 'ms',
          goal: `<= ${FIRST_GOAL_MS}`,
          pass: first <= FIRST_GOAL_MS,
        },
        {
          metric: `model's last token -> downloads ready (50-question test, ${PACE} tok/s)`,
          value: tail,
          unit: 'ms',
          goal: `<= ${AFTER_GOAL_MS}`,
          pass: tail <= AFTER_GOAL_MS,
        },
        ...breakdown(tails.splice(0), [tail], 'paced'),
        { metric: 'of which the model writing the first question', value: firstWritten - r.started, unit: 'ms' },
        {
          metric: 'first question: on screen after the model wrote its last character',
          value: r.firstItem - firstWritten,
          unit: 'ms',
        },
        {
          metric: `whole streamed generation (50-question test, ${PACE} tok/s)`,
          value: r.result - r.started,
          unit: 'ms',
        },
      );
    } finally {
      await paced.close();
    }
  const p95 = pct(after, 95);
  rows.push(
    { metric: 'last token -> downloads ready, instant model, p50', value: pct(after, 50), unit: 'ms' },
    {
      metric: 'last token -> downloads ready, instant model, p95',
      value: p95,
      unit: 'ms',
      goal: `<= ${AFTER_GOAL_MS}`,
      pass: p95 <= AFTER_GOAL_MS,
    },
    ...breakdown(fastTails, after, 'instant, median'),
  );
  return {
    name: 'model-stream',
    rows,
    notes: [
      `fake model: ${Math.ceil(draft.length / 4)} tokens of 4 characters for the 50-question draft; ` +
        `one paced run (${(draft.length / 4 / PACE).toFixed(0)} s) and, before it, ${FAST_RUNS} instant ones ` +
        "(another topic's 50-question draft) after a warm-up.",
      'CPU-time rows: what each render costs its thread (Linux /proc/thread-self/schedstat); on a loaded machine the wall times stretch (render threads run niced), the CPU times do not.',
      '"downloads ready" = the result event with the DOCX/PDF/key URLs: checks, math and reading-level verification, four files rendered and stored, record written.',
      "the indented rows split that time (from the BFF's debug log of each generation); files render two at a time (two worker slots) and each is stored as soon as it is ready, so the per-file rows overlap.",
    ],
  };
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
