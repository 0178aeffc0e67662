// A model's false claims and "which statement is true" options are held to the name rule the offline swap
// builder keeps (language/swap-names.ts): through the real SDK and the streaming fake server, on Douglass's
// chapter 7 of the tuning corpus, "What I got from Sheridan" (a person, the author of speeches) never
// becomes "What I got from Durgin" (a name the text gives only to a shipyard).
import { generationInput, modelDraftFor } from '../../../gateways/openai/__tests__/fake-model';
import { choice, corpusText, modelEngine, questionsOf, trueFalse, type Draft } from './model-engine';

const FILE = 'douglass-chapter-7.txt';
const SHERIDAN =
  'What I got from Sheridan was a bold denunciation of slavery, and a powerful vindication of human rights.';
const HUGH = 'I lived in Master Hugh’s family about seven years.';
const STREET =
  'It is enough to say of the dear little fellows, that they lived on Philpot Street, very near Durgin and Bailey’s shipyard.';
const TEXT = corpusText(FILE, SHERIDAN, HUGH);
const DURGIN = SHERIDAN.replace('Sheridan', 'Durgin');

const { server, answering } = modelEngine();
const claim = (statement: string, passage: string, answer: 'True' | 'False') =>
  trueFalse(statement, passage, answer, `${answer}. The text says: “${passage}”`);
const whichTrue = (wrong: string[]) =>
  choice('Which statement is true, according to the text?', [HUGH, ...wrong], HUGH, HUGH);

describe('a model’s swaps put a person only where a person stood', () => {
  const input = generationInput({ kind: 'quiz', num_questions: '3' }, TEXT, FILE);
  const base = modelDraftFor(input) as Draft;

  test('a false claim that puts a shipyard’s name where the author stood is repaired to the text’s sentence', async () => {
    const engine = await answering([
      { ...base, questions: [claim(DURGIN, SHERIDAN, 'False'), ...base.questions.slice(1)] },
    ]);
    const { document, quality } = await engine.run(input);
    expect(questionsOf(document)[0]).toMatchObject({ prompt: `True or false: ${SHERIDAN}`, answer: 'True' });
    expect(quality.claims).toMatchObject({ repaired: 1 });
  });

  test('a "which statement is true" with that swap as a wrong option goes back to the model, then is left out', async () => {
    const rest = base.questions.slice(1, 3);
    const engine = await answering([
      { ...base, questions: [whichTrue([DURGIN, STREET.replace('Philpot', 'Baltimore')]), ...rest] },
    ]);
    const { document, quality } = await engine.run(input);
    expect(server().requests.length).toBe(2);
    expect(server().requests[1].messages.at(-1)!.content).toContain('a person for a person, a place for a place');
    expect(questionsOf(document).map((q) => q.prompt)).not.toContain('Which statement is true, according to the text?');
    expect(quality.warnings?.length).toBe(1);
  });
});

describe('a model’s false claim that the text itself makes true', () => {
  // Written for this test in the shape of a history section.
  const LIBERTY = [
    'The Stamp Tax',
    'The Sons of Liberty protested the tax in Boston.',
    'The Sons of Liberty burned the stamps in the harbor.',
    'Before the tax began, the Daughters of Liberty formed to protest the tax by refusing British cloth.',
    'The Daughters of Liberty spun their own cloth at home instead.',
    'Merchants in New York signed agreements not to import British goods.',
  ].join('\n\n');
  const SONS = 'The Sons of Liberty protested the tax in Boston.';
  const input = generationInput({ kind: 'quiz', num_questions: '3' }, LIBERTY, 'stamp-tax.txt');
  const base = modelDraftFor(input) as Draft;

  test('is repaired to the text’s own sentence', async () => {
    const made = 'The Daughters of Liberty protested the tax in Boston.';
    const engine = await answering([{ ...base, questions: [claim(made, SONS, 'False'), ...base.questions.slice(1)] }]);
    const { document, quality } = await engine.run(input);
    const prompts = questionsOf(document).map((q) => q.prompt);
    expect(prompts).not.toContain(`True or false: ${made}`);
    expect(questionsOf(document)[0]).toMatchObject({ prompt: `True or false: ${SONS}`, answer: 'True' });
    expect(quality.claims!.checked + quality.claims!.repaired).toBeGreaterThan(0);
  });
});
