// A model's false claim is held to the rule the offline swap builder keeps (language/swap-sense.ts):
// through the real SDK and the streaming fake server, a "False" that repeats its own sentence's word
// ("A wave is a longitudinal wave …") becomes the passage answered True; a sound swap is kept as written.
import { generationInput, modelDraftFor } from '../../../gateways/openai/__tests__/fake-model';
import { corpusText, modelEngine, questionsOf, trueFalse, type Draft } from './model-engine';

const FILE = 'os-physics-types-of-waves.txt';
const waves = corpusText(FILE);
const { server, answering } = modelEngine();
const WAVE = 'A wave is a disturbance that travels or propagates from the place where it was created.';
const TRANSVERSE =
  'A transverse wave propagates so that the disturbance is perpendicular to the direction of propagation.';
const claim = (statement: string, passage: string) =>
  trueFalse(statement, passage, 'False', `False. The text says: “${passage}”`);

describe('a model’s true/false claims make sense and stay false, as offline ones do', () => {
  const input = generationInput({ kind: 'quiz', num_questions: '3' }, waves, FILE);
  const base = modelDraftFor(input) as Draft;

  test('a swap that repeats a word of its own sentence is repaired; a sound swap is kept', async () => {
    // The third item is the offline draft's blank: its own true/false item (a negated sentence since session 19)
    // would be a second claim on the longitudinal wave beside the sound swap, and one of the two would go.
    const selfContradicting = claim(
      'A wave is a longitudinal wave that travels or propagates from the place where it was created.',
      WAVE,
    );
    const sound = claim(
      'A longitudinal wave propagates so that the disturbance is perpendicular to the direction of propagation.',
      TRANSVERSE,
    );
    const engine = await answering([{ ...base, questions: [selfContradicting, sound, ...base.questions.slice(1, 2)] }]);
    const { document, quality } = await engine.run(input);
    const [first, second] = questionsOf(document);
    expect(first).toMatchObject({ prompt: `True or false: ${WAVE}`, answer: 'True' });
    expect(second).toMatchObject({ prompt: sound.prompt, answer: 'False' });
    expect(quality.claims).toMatchObject({ repaired: 1 });
    expect(server().requests.length).toBeGreaterThanOrEqual(1);
  });
});
