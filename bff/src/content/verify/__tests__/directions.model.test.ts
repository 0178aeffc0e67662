// A model's questions are held to the rule the offline drafters keep: nothing a lesson plan says to its
// teacher becomes a student item (source/source.directions.ts). Through the real SDK and the streaming fake
// server, on a tuning lesson plan of the reading corpus (CS Unplugged's parity magic): a question on a
// direction goes back to the model once, and one still there afterwards is left out, the rest renumbered
// and the report saying why.
import { generationInput, modelDraftFor } from '../../../gateways/openai/__tests__/fake-model';
import { corpusText, modelEngine, questionsOf as questions, shortAnswer as q, type Draft } from './model-engine';
import { readUpload } from '../../source';

const NAME = 'cs-unplugged-parity-magic.txt';
const SCAN =
  'Scan the cards looking for the row with an odd number of black squares, and the column that has an odd number of black squares.';
const FLIPPED = 'The card that has been flipped will be at the intersection of these two lines.';
const BITS = 'Point out that the cards represent bits (binary digits).';
const PARITY = 'The extra cards are called "parity bits" (or parity cards)';
const PRACTISE = 'You should practise this several times before doing it in front of the class';

const { answering: engineAnswering, server } = modelEngine();

const TEXT = corpusText(NAME, SCAN, FLIPPED, BITS, PARITY);

/** A three-question quiz on a plan, as an upload is generated from: with the reading made when it was stored. */
function quizOn(text: string, name: string) {
  const input = {
    ...generationInput({ kind: 'quiz', num_questions: '3' }, text, name),
    reading: readUpload(text, name),
  };
  return { input, base: modelDraftFor(input) as Draft };
}

describe('a quiz from a teacher’s lesson plan', () => {
  const { input, base } = quizOn(TEXT, NAME);
  const scan = q('What do you look for when you scan the cards?', 'A row and a column with an odd number', SCAN);
  const flipped = q('Where is the card that has been flipped?', 'At the intersection of the two lines', FLIPPED);
  const bits = q('What do the cards represent?', 'Bits (binary digits)', BITS);
  const practise = q('What should you do before the trick?', 'Practise it several times', PRACTISE);

  test('the model is told; a question on a direction goes back to it once, one still on a direction is left out', async () => {
    const engine = await engineAnswering([
      { ...base, questions: [flipped, scan, bits] },
      { ...base, questions: [flipped, practise, bits] },
      { ...base, questions: [flipped, practise, bits] },
    ]);
    const { document, quality } = await engine.run(input);
    expect(server().requests[0].messages.at(-1)!.content).toContain('never base an item on what it tells the teacher');
    expect(server().requests).toHaveLength(2);
    expect(server().requests[1].messages.at(-1)!.content).toContain(
      'Question 2: its source_passage is a direction to the teacher (it is an instruction (imperative)), not something the class learns; replace it with a question on what the source teaches',
    );
    // The repaired reply built its second question on a remark to "you": left out after the one round.
    expect(questions(document).map((x) => x.prompt)).toEqual([flipped.prompt, bits.prompt]);
    expect(quality.warnings).toEqual([
      'A question was left out (“What should you do before the trick?”): it is built on a direction to the teacher (it is addressed to the teacher (“you”)).',
    ]);
    expect(quality.summary).toContain('1 question on directions to the teacher left out');
  });

  test('a quiz on what the plan teaches passes as it is', async () => {
    const named = q('What are the extra cards called?', 'Parity bits', PARITY);
    const engine = await engineAnswering([{ ...base, questions: [flipped, bits, named] }]);
    const { document, quality } = await engine.run(input);
    expect(server().requests).toHaveLength(1);
    expect(questions(document)).toHaveLength(3);
    expect(quality.warnings).toBeUndefined();
  });
});

describe('a quiz from a lesson plan of another source and style (Raspberry Pi Foundation, Sensing the Weather)', () => {
  const PLAN = 'rpi-weather-relative-humidity.txt';
  const PLAN_TEXT = corpusText(PLAN);
  const DISPLAYED = 'The message displayed should be "Comfortable".';
  const LINKS = 'Computer Science - dictionaries';
  const KEYS = 'Dictionaries have keys and corresponding values.';
  const MAGNUS = 'The formula is a version of the Magnus formula and it provides an approximation of the dew point.';
  for (const s of [DISPLAYED, LINKS, KEYS, MAGNUS]) expect(PLAN_TEXT).toContain(s);
  const { input, base } = quizOn(PLAN_TEXT, PLAN);
  const keys = q('What do dictionaries have?', 'Keys and corresponding values', KEYS);
  const magnus = q('What does the Magnus formula approximate?', 'The dew point', MAGNUS);
  const displayed = q('What message should be displayed?', 'Comfortable', DISPLAYED);
  const links = q('What does Computer Science cover?', 'Dictionaries', LINKS);

  test('an expected result and a cross-curricular line go back once, and are left out if the model keeps them', async () => {
    const engine = await engineAnswering([
      { ...base, questions: [keys, displayed, magnus] },
      { ...base, questions: [keys, links, magnus] },
    ]);
    const { document, quality } = await engine.run(input);
    expect(server().requests).toHaveLength(2);
    expect(server().requests[1].messages.at(-1)!.content).toContain(
      'Question 2: its source_passage is a direction to the teacher (it says what the class’s work should produce)',
    );
    expect(questions(document).map((x) => x.prompt)).toEqual([keys.prompt, magnus.prompt]);
    expect(quality.warnings).toEqual([
      'A question was left out (“What does Computer Science cover?”): it is built on a direction to the teacher (it is about the lesson, not its subject).',
    ]);
  });
});
