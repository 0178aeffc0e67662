// A model's vocabulary sheet from narrative writing is held to what the reader takes from it offline: a
// meaning that quotes what the file says about a term it does not define (a writer's figure, "the
// archipelago is a little world within itself"; a bare "the extra cards") is dropped, through the real SDK
// and the streaming fake server. A meaning in the model's own words stays, counted as not checked.
import { corpusText as corpus, modelEngine, type VocabularyEntry } from './model-engine';

const fake = modelEngine();
// The head of an offline sheet (title, instructions): a file that defines fewer than three words has none, so a
// corpus section lends it.
const beagle = { text: corpus('beagle-galapagos.txt'), file: 'beagle.txt' };
const vocabularyRun = (text: string, file: string, entries: VocabularyEntry[]) =>
  fake.vocabulary(text, file, entries, beagle);

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
