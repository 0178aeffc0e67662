// A model's questions are held to the rule the offline drafters keep: no two built on the same sentence or
// fact. Through the real SDK and the streaming fake server, on a tuning section of the reading corpus:
// a repeat goes back to the model once, a repeat still there afterwards is left out (numbering, a test
// part's count and the quality report follow), and a definition asked twice from both sides is a repeat.
import { generationInput, modelDraftFor } from '../../../gateways/openai/__tests__/fake-model';
import { corpusText, modelEngine, questionsOf as questions, type Draft } from './model-engine';

const FRICTION = 'The force of friction depends on two factors: the coefficient of friction and the normal force.';
const INERTIA =
  'Inertia is the tendency for an object at rest to remain at rest, or for a moving object to remain in motion in a straight line with constant speed.';
const MASS = 'The mass of an object is the same on Earth, in orbit, or on the surface of the moon.';

const { answering: engineAnswering, server } = modelEngine();

const q = (
  question_type: string,
  prompt: string,
  answer: string,
  source_passage: string,
  options: string[] | null = null,
) => ({ question_type, prompt, options, answer, explanation: null, source_passage });
const tf = (statement: string, answer: 'True' | 'False', passage: string) =>
  q('true_false', `True or false: ${statement}`, answer, passage, ['True', 'False']);

const TEXT = corpusText('os-physics-newtons-first-law.txt', FRICTION, INERTIA, MASS);

describe('a quiz that asks about one sentence twice', () => {
  const input = generationInput({ kind: 'quiz', num_questions: '3' }, TEXT, 'os-physics-newtons-first-law.txt');
  const base = modelDraftFor(input) as Draft;
  const fill = q(
    'fill_blank',
    'Fill in the blank: The force of friction depends on two factors: the coefficient of friction and the _____.',
    'normal force',
    FRICTION,
  );
  const sameSentence = tf(FRICTION, 'True', FRICTION);
  const mass = q(
    'short_answer',
    'According to the text, where is the mass of an object the same?',
    'On Earth, in orbit, or on the moon',
    MASS,
  );
  const other = tf('A body at rest tends to remain at rest.', 'True', 'A body at rest tends to remain at rest.');

  test('goes back to the model once, naming both questions; its replacement is kept', async () => {
    const engine = await engineAnswering([
      { ...base, questions: [fill, sameSentence, mass] },
      { ...base, questions: [fill, other, mass] },
    ]);
    const { document, quality } = await engine.run(input);
    expect(server().requests).toHaveLength(2);
    expect(server().requests[1].messages.at(-1)!.content).toContain(
      'Question 2: it asks about the same sentence or fact as question 1; replace it with a question on another part of the source',
    );
    expect(questions(document).map((x) => x.prompt)).toEqual([fill.prompt, other.prompt, mass.prompt]);
    expect(quality.warnings).toBeUndefined();
  });

  test('a repeat still there after the repair is left out, the rest renumbered, and the report says so', async () => {
    const engine = await engineAnswering([{ ...base, questions: [fill, sameSentence, mass] }]);
    const { document, quality } = await engine.run(input);
    expect(server().requests).toHaveLength(2);
    expect(questions(document).map((x) => [x.number, x.prompt])).toEqual([
      [1, fill.prompt],
      [2, mass.prompt],
    ]);
    expect(quality.questions).toBe(2);
    expect(quality.warnings).toEqual([
      `A question was left out (“True or false: The force of friction depends on two factors: the coefficient of…”): it asked about the same sentence or fact as question 1.`,
    ]);
    expect(quality.summary).toContain('1 repeated question left out');
  });

  test('a definition asked as a meaning and again as the term it defines is one fact', async () => {
    const meaning = q(
      'short_answer',
      'What does the text mean by “inertia”?',
      INERTIA.replace(/^Inertia is /, ''),
      INERTIA,
    );
    const which = q(
      'multiple_choice',
      'Which term is the tendency for an object at rest to remain at rest?',
      'inertia',
      INERTIA,
      ['inertia', 'mass', 'friction', 'normal force'],
    );
    const engine = await engineAnswering([{ ...base, questions: [meaning, which, mass] }]);
    const { document } = await engine.run(input);
    expect(server().requests[1].messages.at(-1)!.content).toContain(
      'Question 2: it asks about the same sentence or fact as question 1',
    );
    expect(questions(document).map((x) => x.prompt)).toEqual([meaning.prompt, mass.prompt]);
  });
});

test('a test part that loses a repeat says its new count and points', async () => {
  const input = generationInput({ kind: 'test', num_questions: '4' }, TEXT, 'os-physics-newtons-first-law.txt');
  const base = modelDraftFor(input) as Draft;
  const swapped = tf(FRICTION.replace('normal force', 'external force'), 'False', FRICTION);
  const reply = {
    ...base,
    questions: [
      tf(FRICTION, 'True', FRICTION),
      swapped,
      tf('A body at rest tends to remain at rest.', 'True', 'A body at rest tends to remain at rest.'),
      q(
        'short_answer',
        'According to the text, where is the mass of an object the same?',
        'On Earth, in orbit, or on the moon',
        MASS,
      ),
    ],
  };
  const engine = await engineAnswering([reply]);
  const { document } = await engine.run(input);
  const parts = document.sections.map((s) => [s.heading, s.instructions]);
  expect(parts).toEqual([
    ['Part A: True or False', '2 questions, 2 points.'],
    ['Part B: Short Answer', '1 question, 2 points.'],
  ]);
  expect(questions(document).map((x) => x.number)).toEqual([1, 2, 3]);
});
