// A model's vocabulary sheet from the probe books is held to what the reader takes from them offline: a meaning
// that quotes words the file does not say of that term ("genus: The arrangement of its square cells …", said of
// one genus the sentence names; "solids: The three states of matter …", said of a list of three) is dropped,
// through the real SDK and the streaming fake server. The term's own definition is checked and kept.
import { corpusText, modelEngine, type VocabularyEntry } from './model-engine';

const fake = modelEngine();
const vocabularyOf = (file: string, entries: VocabularyEntry[]) => fake.vocabulary(corpusText(file), file, entries);

test('Microbiology: "genus: The arrangement of its square cells …" (said of one genus, Haloquadratum) is dropped', async () => {
  const run = await vocabularyOf('os-microbiology-systematic-approach.txt', [
    {
      term: 'genus',
      definition: 'The arrangement of its square cells, which are arranged in square clusters of four cells',
      example_sentence: 'Each genus has a Latin name.',
    },
    {
      term: 'taxonomy',
      definition: 'The classification, description, identification, and naming of living organisms',
      example_sentence: 'Taxonomy sorts living things.',
    },
    {
      term: 'classification',
      definition: 'The practice of organizing organisms into different groups based on their shared characteristics',
      example_sentence: 'Classification puts organisms in groups.',
    },
  ]);
  expect(run.printed).toEqual(['taxonomy', 'classification']);
  expect(run.meanings).toMatchObject({ checked: 2, dropped: 1 });
});

test('Chemistry: "solids: The three states of matter commonly found on earth" (said of a list of three) is dropped', async () => {
  const run = await vocabularyOf('os-chemistry-phases-of-matter.txt', [
    {
      term: 'solids',
      definition: 'The three states of matter commonly found on earth',
      example_sentence: 'Ice and stone are solids.',
    },
    {
      term: 'plasma',
      definition: 'A gaseous state of matter that contains appreciable numbers of electrically charged particles',
      example_sentence: 'Lightning makes plasma.',
    },
    {
      term: 'compounds',
      definition: 'Pure substances that are comprised of two or more elements',
      example_sentence: 'Water and salt are compounds.',
    },
  ]);
  expect(run.printed).toEqual(['plasma', 'compounds']);
  expect(run.meanings).toMatchObject({ checked: 2, dropped: 1 });
});
