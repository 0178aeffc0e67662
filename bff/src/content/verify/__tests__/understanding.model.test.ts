// A model's reason, example and which-is-true questions are held to what the offline forms keep by
// construction: the key is what the passage it quotes says, and no wrong option is. Through the real SDK
// and the streaming fake server, on a tuning section of the reading corpus: a key the passage does not
// give goes back to the model once; still wrong afterwards, the question is left out and the report says
// so; an open reason keyed in the passage's words counts as a checked key; offline drafts pass the same check.
import { createContentEngine } from '../..';
import { createOfflineProvider } from '../../offline.provider';
import { generationInput, modelDraftFor } from '../../../gateways/openai/__tests__/fake-model';
import {
  choice,
  corpusText,
  modelEngine,
  questionsOf as questions,
  shortAnswer,
  trueFalse,
  type Draft,
} from './model-engine';
import { checkUnderstanding } from '../understanding.verify';

const NAME = 'os-physics-newtons-first-law.txt';
const WAGON =
  'Because the wagon is moving forward at a constant velocity, the force of friction must have the same strength as the sum of the forces applied by the two children.';
const NORMAL = 'The normal force prevents the object from penetrating the surface.';
const FRICTION = 'The force of friction depends on two factors: the coefficient of friction and the normal force.';
const MASS = 'The mass of an object is the same on Earth, in orbit, or on the surface of the moon.';
const TEXT = corpusText(NAME, WAGON, NORMAL, FRICTION, MASS);

const { answering: engineAnswering, server } = modelEngine();

const REASON_PROMPT =
  'What reason does the text give for this: the force of friction must have the same strength as the sum of the forces applied by the two children?';
const REASONS = [
  'the wagon is moving forward at a constant velocity',
  'the normal force prevents the object from penetrating the surface',
  'the mass of an object is the same on Earth, in orbit, or on the surface of the moon',
  'the force of friction depends on two factors',
];
const rightReason = choice(REASON_PROMPT, REASONS, REASONS[0], WAGON);
// A key the passage does not give: the reason of another sentence.
const wrongReason = choice(REASON_PROMPT, REASONS, REASONS[1], WAGON);
const trueFriction = trueFalse(FRICTION, FRICTION);
const openReason = shortAnswer(
  REASON_PROMPT,
  `A full answer (1) gives the reason: the wagon is moving forward at a constant velocity. The text says: “${WAGON}”`,
  WAGON,
);
const mass = shortAnswer(
  'According to the text, where is the mass of an object the same?',
  'On Earth, in orbit, or on the moon',
  MASS,
);

describe('a model quiz with a reason question', () => {
  const input = generationInput({ kind: 'quiz', num_questions: '3' }, TEXT, NAME);
  const base = modelDraftFor(input) as Draft;

  test('a key the passage does not give goes back to the model; its fix is kept', async () => {
    const engine = await engineAnswering([
      { ...base, questions: [wrongReason, trueFriction, mass] },
      { ...base, questions: [rightReason, trueFriction, mass] },
    ]);
    const { document, quality } = await engine.run(input);
    expect(server().requests).toHaveLength(2);
    expect(server().requests[1].messages.at(-1)!.content).toContain(
      'Question 1: the answer must be the reason its source_passage states, in its words, and no other option may be stated there',
    );
    expect(questions(document).map((x) => x.answer)).toEqual([REASONS[0], 'True', mass.answer]);
    expect(quality.warnings).toBeUndefined();
  });

  test('still wrong after the repair, it is left out, the rest renumbered, and the report says so', async () => {
    const engine = await engineAnswering([{ ...base, questions: [wrongReason, trueFriction, mass] }]);
    const { document, quality } = await engine.run(input);
    expect(questions(document).map((x) => [x.number, x.prompt])).toEqual([
      [1, trueFriction.prompt],
      [2, mass.prompt],
    ]);
    expect(quality.warnings).toEqual([
      `A question was left out (“What reason does the text give for this: the force of friction must have the sa…”): its answer is not what the passage it quotes says.`,
    ]);
    expect(quality.summary).toContain('1 question whose answer the passage does not give left out');
  });

  test('an open reason keyed in the passage’s words counts as a checked key; an open answer it cannot read does not', async () => {
    const engine = await engineAnswering([{ ...base, questions: [openReason, trueFriction, mass] }]);
    const { quality } = await engine.run(input);
    expect(server().requests).toHaveLength(1);
    expect(quality.keys_checked).toBe(2);
    expect(quality.questions).toBe(3);
  });

  test('a "which statement is true" whose wrong option is a sentence of the text goes back to the model', async () => {
    const which = choice(
      'Which statement is true, according to the text?',
      [FRICTION, MASS, NORMAL.replace('normal force', 'mass')],
      FRICTION,
      FRICTION,
    );
    const engine = await engineAnswering([{ ...base, questions: [which, rightReason, mass] }]);
    await engine.run(input);
    expect(server().requests[1].messages.at(-1)!.content).toContain(
      'Question 1: the answer must be the sentence its source_passage quotes, and no other option may be a sentence of the source',
    );
  });
});

type Case = Array<[string, 'hard' | 'mixed' | 'medium']>;
async function offlinePasses(cases: Case) {
  const engine = createContentEngine(createOfflineProvider());
  let seen = 0;
  for (const [id, difficulty] of cases) {
    const text = corpusText(`${id}.txt`);
    for (const kind of ['quiz', 'test'] as const) {
      const { document, quality } = await engine.run(
        generationInput({ kind, num_questions: '15', difficulty }, text, `${id}.txt`),
      );
      expect(quality.warnings ?? []).toEqual([]);
      for (const q of questions(document)) {
        const c = checkUnderstanding(q, () => text.split(/(?<=[.!?])\s+/));
        if (!c) continue;
        seen++;
        expect([q.prompt, c.result]).toEqual([q.prompt, 'checked']);
      }
    }
  }
  return seen;
}

test('offline drafts from tuning text pass the same check: every reason, example and which-is-true item', async () => {
  const seen = await offlinePasses([
    ['os-physics-newtons-first-law', 'hard'],
    ['os-anthropology-elements-of-culture', 'mixed'],
    ['os-college-success-procrastination', 'hard'],
  ]);
  expect(seen).toBeGreaterThan(3);
});

// "Processes such as the formation of a star or the planets, can also be modelled …": the example item once
// offered "model" as a wrong idea, which the sentence says too ("modelled"), so its own check left it out (16 of
// 40 seeds of the route's quiz). A wrong idea is now never one the sentence says in any form.
test('the scientific-methods example item offers no wrong idea its sentence says', async () => {
  const seen = await offlinePasses([['os-physics-scientific-methods', 'medium']]);
  expect(seen).toBeGreaterThan(0);
});
