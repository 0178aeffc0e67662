// Content engine overhead: a 50-question test generated through createContentEngine with a
// fake model that answers instantly, so everything measured is ours: prompt building, the real openai
// SDK and HTTP to a local OpenAI-compatible server, schema parsing, document assembly and every check.
// Exports are excluded (the route benchmark adds them). Needs `npm run build:node` (imports bff/dist).
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { instantModel } from './lib/instant-model.mjs';
import { pct } from './lib/percentile.mjs';

const require = createRequire(import.meta.url);
const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'bff', 'dist');
const { createContentEngine, createOfflineProvider } = require(join(dist, 'content/index.js'));
const { createOpenAiProvider } = require(join(dist, 'gateways/openai/index.js'));
const { buildSpec } = require(join(dist, 'content/content.request.js'));
const { buildOfflineDraft } = require(join(dist, 'content/offline.provider.js'));
const { generateRequestSchema } = require('@lessonloom/contracts');

const GOAL_MS = 150;
const WARMUP = 5;
const RUNS = 60;
const TEXT = [
  'Photosynthesis is the process by which green plants use sunlight to make their own food.',
  'It takes place mainly in the leaves, inside tiny structures called chloroplasts.',
  'Chloroplasts contain chlorophyll, a green pigment that absorbs light energy.',
  'During photosynthesis, plants take in carbon dioxide from the air through small openings called stomata.',
  'Water is absorbed by the roots and carried to the leaves.',
  'Using the energy of sunlight, the plant combines carbon dioxide and water to produce glucose and oxygen.',
  'Glucose is a sugar that the plant uses for energy and growth. Oxygen is released into the air as a by-product.',
  'Animals, including humans, depend on this oxygen to breathe. The process that releases energy from glucose is called cellular respiration.',
  'Dr. Jan Ingenhousz discovered in 1779 that light is needed for plants to produce oxygen.',
  'Without photosynthesis, there would be no food chains on Earth.',
].join(' ');

const inputs = {
  topic: () => ({
    request: generateRequestSchema.parse({
      kind: 'test',
      num_questions: '50',
      difficulty: 'mixed',
      topic: 'The solar system',
    }),
    sourceName: 'The solar system',
    sourceType: 'topic',
  }),
  file: () => ({
    request: generateRequestSchema.parse({
      kind: 'test',
      num_questions: '50',
      difficulty: 'mixed',
      source_filename: 'photosynthesis.pdf',
    }),
    sourceText: TEXT,
    sourceName: 'photosynthesis.pdf',
    sourceType: 'file',
  }),
};

async function time(engine, input) {
  for (let i = 0; i < WARMUP; i++) await engine.generate(input);
  const ms = [];
  for (let i = 0; i < RUNS; i++) {
    const t = process.hrtime.bigint();
    const doc = await engine.generate(input);
    ms.push(Number(process.hrtime.bigint() - t) / 1e6);
    const n = doc.sections.flatMap((s) => s.blocks).filter((b) => b.type === 'question').length;
    if (n !== 50) throw new Error(`expected 50 questions, got ${n}`);
  }
  return ms;
}

export default async function run() {
  const rows = [];
  const notes = [];
  for (const [label, make] of Object.entries(inputs)) {
    const input = make();
    const draft = buildOfflineDraft(buildSpec(input));
    const model = await instantModel(JSON.stringify(draft));
    try {
      const engine = createContentEngine(
        createOpenAiProvider({ apiKey: 'bench', baseURL: model.baseURL, model: 'bench-model', maxRetries: 0 }),
      );
      const ms = await time(engine, input);
      rows.push({ metric: `50-question test from a ${label}, instant model: p50`, value: pct(ms, 50), unit: 'ms' });
      rows.push({
        metric: `50-question test from a ${label}, instant model: p95`,
        value: pct(ms, 95),
        unit: 'ms',
        goal: `<= ${GOAL_MS} ms`,
        pass: pct(ms, 95) <= GOAL_MS,
      });
    } finally {
      await model.close();
    }
    // The same job without HTTP and the SDK: what assembly and the checks cost on their own.
    const inProcess = createContentEngine({
      name: 'openai',
      offline: false,
      draft: async () => ({ ok: true, value: structuredClone(draft), raw: '' }),
    });
    rows.push({
      metric: `50-question test from a ${label}, engine only (no HTTP): p95`,
      value: pct(await time(inProcess, input), 95),
      unit: 'ms',
    });
    rows.push({
      metric: `50-question test from a ${label}, offline provider: p95`,
      value: pct(await time(createContentEngine(createOfflineProvider()), input), 95),
      unit: 'ms',
    });
  }
  notes.push(
    `${RUNS} timed runs after ${WARMUP} warm-up runs each; model time is zero, so every millisecond is engine overhead (exports excluded).`,
  );
  return { name: 'generation', rows, notes };
}
