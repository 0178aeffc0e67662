// A model's vocabulary sheet from narrative writing is held to what the reader takes from it offline: a
// meaning that quotes what the file says about a term it does not define (a writer's figure, "the
// archipelago is a little world within itself"; a bare "the extra cards") is dropped, through the real SDK
// and the streaming fake server. A meaning in the model's own words stays, counted as not checked.
import { generationInput, modelDraftFor } from '../../../gateways/openai/__tests__/fake-model';
import { corpusText as corpus, modelEngine, questionsOf, type Draft } from './model-engine';

const fake = modelEngine();

type Entry = { term: string; definition: string; example_sentence: string; source_passage: string };

async function vocabularyRun(text: string, file: string, entries: Array<Omit<Entry, 'source_passage'>>) {
  const input = generationInput({ kind: 'worksheet', worksheet_style: 'vocab' }, text, file);
  const passage = text.split(/(?<=\.)\s+/).find((s) => s.length > 40)!;
  // The head of an offline sheet (title, instructions); a file that defines fewer than three words has none, so a corpus section lends it.
  const head = modelDraftFor(
    generationInput({ kind: 'worksheet', worksheet_style: 'vocab' }, corpus('beagle-galapagos.txt'), 'beagle.txt'),
  );
  const draft = { ...head, entries: entries.map((e) => ({ ...e, source_passage: passage })) };
  const engine = await fake.answering([draft as unknown as Draft]);
  const { document, quality } = await engine.run(input);
  // The sheet asks for each word by its meaning ("Write the word that means: …"); the word is the key.
  const printed = questionsOf(document)
    .filter((q) => q.prompt.startsWith('Write the word that means:'))
    .map((q) => q.answer);
  return { printed, meanings: quality.meanings };
}

test('Darwin: "archipelago: A little world within itself, or rather a satellite …" is dropped; a meaning of its own stays unchecked', async () => {
  const file = 'beagle-galapagos.txt';
  const run = await vocabularyRun(corpus(file), file, [
    {
      term: 'archipelago',
      definition: 'A little world within itself, or rather a satellite attached to America',
      example_sentence: 'The archipelago lies on the equator.',
    },
    {
      term: 'plumage',
      definition: 'The feathers that cover a bird',
      example_sentence: 'The finches differ in their plumage.',
    },
    {
      term: 'gradation',
      definition: 'A series of small changes from one form to another',
      example_sentence: 'The beaks show a gradation in size.',
    },
    {
      term: 'finches',
      definition: 'Small seed-eating songbirds with short, strong beaks',
      example_sentence: 'Darwin collected many finches.',
    },
  ]);
  expect(run.printed).toEqual(['plumage', 'gradation', 'finches']);
  expect(run.meanings).toEqual({ checked: 0, repaired: 0, dropped: 1, unchecked: 3 });
});

test('a lesson plan: "check cards: The extra cards" quotes the words that only point at the cards shown, and is dropped', async () => {
  const text =
    'Card trick\n\nLay out the cards in a grid of five rows. The extra cards are called "check cards" (or markers), ' +
    'but there is no need to say so yet. Add the check cards at the end of each row so that every row has an even number. ' +
    'A student turns one card over while you look away. The row and the column that are now odd show which card was turned. ' +
    'Computers use the same idea, with parity bits, to find an error in the data they send.';
  const run = await vocabularyRun(text, 'card-trick.txt', [
    {
      term: 'check cards',
      definition: 'The extra cards are called check cards',
      example_sentence: 'We add check cards to each row.',
    },
    {
      term: 'parity bits',
      definition: 'Extra bits added so that a mistake in sent data can be found',
      example_sentence: 'The parity bits show the error.',
    },
    { term: 'grid', definition: 'A pattern of rows and columns', example_sentence: 'The cards lie in a grid.' },
  ]);
  expect(run.printed).toEqual(['parity bits', 'grid']);
  expect(run.meanings).toEqual({ checked: 0, repaired: 0, dropped: 1, unchecked: 2 });
});
