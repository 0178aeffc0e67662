// Math and typed-topic quality of the offline generator: every computed key
// re-solved by the solver that checks model keys, distractors really wrong, and typed topics never
// pasted into a question. Needs `npm run build:node`.
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';

const require = createRequire(import.meta.url);

export default async function run() {
  const { makeProblems } = require('../bff/dist/content/math/math.problems.js');
  const { MATH_TOPICS } = require('../bff/dist/content/math/math.topics.js');
  const { checkKey, answerMatches } = require('../bff/dist/content/math/index.js');
  const { createContentEngine } = require('../bff/dist/content/index.js');
  const { createOfflineProvider } = require('../bff/dist/content/index.js');
  const { generateRequestSchema } = require('../packages/contracts/dist/index.js');

  let problems = 0;
  let keysRight = 0;
  let distractors = 0;
  let distractorsWrong = 0;
  const started = performance.now();
  for (const topic of MATH_TOPICS)
    for (const grade of [3, 5, 7, 10])
      for (const difficulty of ['easy', 'medium', 'hard', 'mixed'])
        for (const seed of ['a', 'b', 'c']) {
          for (const p of makeProblems({ topic }, { count: 10, difficulty, grade, seed })) {
            problems++;
            const check = checkKey(p.prompt, p.answer);
            if (check.correct) keysRight++;
            for (const d of p.distractors) {
              distractors++;
              if (check.solution && !answerMatches(check.solution, d)) distractorsWrong++;
            }
          }
        }
  const msPerProblem = (performance.now() - started) / problems;

  const engine = createContentEngine(createOfflineProvider());
  const topics = [
    'Causes of World War I',
    'Photosynthesis',
    'Romeo and Juliet',
    'The Roman Republic',
    'Plate tectonics and volcanoes',
  ];
  let asked = 0;
  let pasted = 0;
  for (const topic of topics)
    for (const fields of [
      { kind: 'quiz', num_questions: '20' },
      { kind: 'test', num_questions: '20' },
      { kind: 'exit_ticket', num_questions: '5' },
      { kind: 'worksheet', worksheet_style: 'mixed' },
      { kind: 'review_sheet' },
      { kind: 'lesson_plan' },
    ]) {
      const request = generateRequestSchema.parse({ topic, ...fields });
      const doc = await engine.generate({ request, sourceName: topic, sourceType: 'topic' });
      for (const s of doc.sections)
        for (const b of s.blocks)
          if (b.type === 'question') {
            asked++;
            if (b.prompt.toLowerCase().includes(topic.toLowerCase())) pasted++;
          }
    }

  // Typed maths topics as teachers type them: problems that left the narrower ask (math-drift.measure.ts).
  const { TYPED_MATH_TOPICS, drifted } = require('../bff/dist/content/__measures__/math-drift.measure.js');
  let typedProblems = 0;
  let drift = 0;
  let typedKeysRight = 0;
  const driftByTopic = [];
  for (const t of TYPED_MATH_TOPICS) {
    let off = 0;
    for (const fields of [
      { kind: 'quiz', num_questions: '10' },
      { kind: 'test', num_questions: '15' },
      { kind: 'exit_ticket', num_questions: '3' },
      { kind: 'worksheet', worksheet_style: 'problem_set' },
      { kind: 'review_sheet' },
    ])
      for (const [difficulty, grade_level] of [
        ['easy', '4'],
        ['mixed', '6'],
        ['hard', '8'],
      ]) {
        const request = generateRequestSchema.parse({ topic: t.topic, difficulty, grade_level, ...fields });
        const doc = await engine.generate({ request, sourceName: t.topic, sourceType: 'topic' });
        const qs = doc.sections.flatMap((s) => s.blocks).filter((b) => b.type === 'question');
        typedProblems += qs.length;
        typedKeysRight += qs.filter((q) => checkKey(q.prompt, q.answer).correct).length;
        off += drifted(
          t,
          qs.map((q) => q.prompt),
        ).length;
      }
    drift += off;
    if (off) driftByTopic.push(`${t.topic}: ${off}`);
  }

  const rows = [
    {
      metric: `typed maths topics: problems off the topic asked (${TYPED_MATH_TOPICS.length} topics)`,
      value: drift,
      unit: `of ${typedProblems}`,
      goal: '0',
      pass: drift === 0,
    },
    {
      metric: 'typed maths topics: keys right (re-solved)',
      value: (100 * typedKeysRight) / typedProblems,
      unit: `% of ${typedProblems}`,
      goal: '100%',
      pass: typedKeysRight === typedProblems,
    },
    {
      metric: 'computed math keys right (re-solved)',
      value: (100 * keysRight) / problems,
      unit: `% of ${problems}`,
      goal: '100%',
      pass: keysRight === problems,
    },
    {
      metric: 'distractors that are wrong answers',
      value: (100 * distractorsWrong) / distractors,
      unit: `% of ${distractors}`,
      goal: '100%',
      pass: distractorsWrong === distractors,
    },
    {
      metric: 'typed-topic questions with the topic pasted in',
      value: pasted,
      unit: `of ${asked}`,
      goal: '0',
      pass: pasted === 0,
    },
    { metric: 'time to make and check one problem', value: msPerProblem, unit: 'ms' },
  ];
  return { name: 'math-quality', rows, notes: driftByTopic.length ? [`drift: ${driftByTopic.join('; ')}`] : [] };
}
