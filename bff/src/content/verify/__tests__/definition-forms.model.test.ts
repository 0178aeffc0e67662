// A model's term sheet is checked against the meanings the file gives in its other forms too
// (source/source.definition-forms.ts), as an offline sheet is: through the real SDK and the streaming
// fake server, on a tuning section whose terms are defined by a naming clause ("When work is assigned …,
// anthropologists call this a sexual division of labor") and appositives.
import { generationInput, modelDraftFor } from '../../../gateways/openai/__tests__/fake-model';
import { corpusText, modelEngine, type Draft } from './model-engine';

const fake = modelEngine();
const FILE = 'os-anthropology-gathering-and-hunting.txt';
const text = corpusText(FILE);

test('a matching pair given a wrong meaning is repaired with the meaning the naming clause gives', async () => {
  const input = generationInput({ kind: 'worksheet', worksheet_style: 'matching' }, text, FILE);
  const base = modelDraftFor(input);
  const pairs = [
    { term: 'sexual division of labor', match: 'Groups of people who share all food equally' },
    { term: 'honeyguide', match: 'A gray-brown bird that eats beeswax' },
    { term: 'bands', match: 'Seminomadic groups of 20 to 30 people' },
  ];
  const engine = await fake.answering([{ ...base, pairs } as unknown as Draft]);
  const { document, quality } = await engine.run(input);
  const m = document.sections.flatMap((s) => s.blocks).find((b) => b.type === 'matching');
  if (m?.type !== 'matching') throw new Error('no matching block');
  const meaningOf = (term: string) => m.right[m.answers[m.left.indexOf(term)]];
  expect(meaningOf('sexual division of labor')).toBe('When work is assigned based on a person’s sex');
  expect(meaningOf('bands')).toBe('Seminomadic groups of 20 to 30 people');
  expect(quality.meanings).toEqual({ checked: 2, repaired: 1, dropped: 0, unchecked: 0 });
});
