// Narrative, memoir, fiction and lesson texts define few terms, and the reader used to take what they do
// say for terms and meanings: a word in italics for stress, a species' Latin name, half of a hyphened
// word, a verb, a call made to someone, a bare "the extra cards", a writer's figure for one particular
// place. Each case is a sentence written in the same shape as the tuning text's, then the tuning text
// itself (corpus: Muir, Darwin's Beagle, Aesop, CS Unplugged).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractText } from '../../../extraction';
import { readSource } from '../source.read';
import type { SourceMarks } from '../source.types';

const corpus = join(__dirname, '../../__fixtures__/corpus');
const fold = (s: string) => s.toLocaleLowerCase('en-US');
const termsOf = (text: string, marks?: SourceMarks) => readSource(text, 'notes.txt', marks).terms;
const termOf = (text: string, term: string, marks?: SourceMarks) =>
  termsOf(text, marks).find((t) => fold(t.term) === fold(term));

async function corpusTerms(file: string) {
  const ex = await extractText(file, readFileSync(join(corpus, file)));
  return readSource(ex.text, file, ex.marks).terms;
}
const named = (terms: Array<{ term: string }>) => terms.map((t) => fold(t.term));

describe('what a story or a memoir marks is not always a term', () => {
  test('italics on a function word stress it in speech ("that she *was* in the town"): no term', () => {
    const text =
      'Visitors\n\nHad anyone told me that my aunt was in the town, I would not have believed it. ' +
      'I said, “I want to keep you in sight.” She was tired after the long road.';
    const marks = { headings: [], emphasis: ['was', 'you'] };
    expect(termOf(text, 'was', marks)).toBeUndefined();
    expect(termOf(text, 'you', marks)).toBeUndefined();
  });

  test('Muir in Word: "was" and "you" set in italics are not vocabulary', async () => {
    const terms = named(await corpusTerms('muir-yosemite.docx'));
    expect(terms).not.toContain('was');
    expect(terms).not.toContain('you');
  });

  test('a Latin name in italics ("a heron (Ardea alba)") names the bird the sentence names: no term', () => {
    const text =
      'Birds of the marsh\n\nAt the pond we saw a heron (Ardea alba) standing in the reeds. ' +
      'The heron caught a small fish and flew off over the marsh.';
    expect(termOf(text, 'Ardea alba', { headings: [], emphasis: ['Ardea alba'] })).toBeUndefined();
  });

  test('Darwin in Word: "Rallus Phillippensis", "Testudo nigra", "Quercus Douglasii" are not terms', async () => {
    const reefs = named(await corpusTerms('beagle-coral-reefs.docx'));
    expect(reefs).not.toContain('rallus phillippensis');
    expect(reefs).not.toContain('porphyrio simplex');
    expect(named(await corpusTerms('beagle-galapagos-tortoises.docx'))).not.toContain('testudo nigra');
    expect(named(await corpusTerms('muir-foothills.docx'))).not.toContain('quercus douglasii');
  });

  test('half of a hyphened word is no term ("a Basket-maker", "a Basket-maker’s hut": not "maker")', () => {
    const text =
      'The Basket-maker\n\nThere was once a Basket-maker who lived alone by the river. ' +
      'Every morning the Basket-maker cut willow stems and carried them home to his hut.';
    expect(termOf(text, 'maker')).toBeUndefined();
  });

  test('Aesop: "burner" of "Charcoal-burner" is not a term', async () => {
    expect(named(await corpusTerms('aesop-fables-1.txt'))).not.toContain('burner');
  });

  test('a word the text uses as a verb three times in four is an action, not a term ("he replied"; "in reply to")', () => {
    const text =
      'At the inn\n\n“I do not know,” he replied; “but you can ask at the desk.” “Thank you,” she replied. ' +
      'In reply to my question, the clerk said that the guest had gone. “Wait here,” he replied again. ' +
      '“I will,” I replied.';
    expect(termOf(text, 'replied')).toBeUndefined();
    expect(termOf(text, 'reply')).toBeUndefined();
  });

  test('Muir: "replied" is not a term', async () => {
    expect(named(await corpusTerms('muir-yosemite.txt'))).not.toContain('replied');
  });

  test('"he called his companion" is a call, not a name: the companion is no defined term', () => {
    const text =
      'On the trail\n\nSeeing the cairn, he called his companion, saying that the way was found. ' +
      'He walked on with his companion for a mile. The companion was tired by noon.';
    expect(termOf(text, 'companion')?.origins ?? []).not.toContain('defined');
  });
});

describe('what such a text says of a term is not always its meaning', () => {
  test('"The extra cards are called parity bits": a bare "the" phrase of everyday words points at the cards shown', () => {
    const text =
      'Card trick\n\nLay out the cards in a grid. The extra cards are called "check cards" (or markers), but there is no need to say so yet. ' +
      'Add the check cards at the end of each row.';
    const t = termOf(text, 'check cards');
    expect(t).toBeDefined();
    expect(t?.definition).toBeUndefined();
  });

  test('CS Unplugged parity magic: "parity bits" is named, with no meaning "The extra cards"', async () => {
    const t = (await corpusTerms('cs-unplugged-parity-magic.txt')).find((x) => fold(x.term) === 'parity bits');
    expect(t?.definition).toBeUndefined();
  });

  test('a term of its own in the subject still defines: "The transverse waves are called shear waves"', () => {
    const text =
      'Waves in the ground\n\nThe transverse waves in an earthquake are called shear waves. The affected variable is called the dependent variable.';
    expect(termOf(text, 'shear waves')?.definition).toBe('The transverse waves in an earthquake');
    expect(termOf(text, 'dependent variable')?.definition).toBe('The affected variable');
  });

  test('"The valley is a garden of stone …" where the text points at "this valley": a figure for one place, no meaning', () => {
    const text =
      'The valley\n\nThe valley is a garden of stone, or rather a great hall open to the sky. ' +
      'Nothing in this valley grows tall, and the wind in the valley never rests.';
    const t = termOf(text, 'valley');
    expect(t).toBeDefined();
    expect(t?.definition).toBeUndefined();
  });

  test('Darwin: "archipelago" has no meaning "A little world within itself, or rather a satellite …"', async () => {
    const t = (await corpusTerms('beagle-galapagos.txt')).find((x) => fold(x.term) === 'archipelago');
    expect(t?.definition).toBeUndefined();
  });

  test('a textbook\'s "the X is …" keeps its definition when the text never points at one X', () => {
    const text =
      'The nucleus\n\nThe mass number is the total number of protons and neutrons within an atom. ' +
      'Atoms of one element can have a different mass number.';
    expect(termOf(text, 'mass number')?.definition).toBe('The total number of protons and neutrons within an atom');
  });

  test('an appositive ends where the sentence\'s own verb goes on: "The sextant, an instrument …, helped sailors …"', () => {
    const text =
      'At sea\n\nThe sextant, an instrument that measures the angle of the sun, helped sailors find their way. ' +
      'Sailors kept the sextant in a wooden box.';
    expect(termOf(text, 'sextant')?.definition).toBe('An instrument that measures the angle of the sun');
  });

  test('a verdict after a comma is no meaning: "The mill, a great stone building that shook all day, stood by the river"', () => {
    const text =
      'The river\n\nThe mill, a great stone building that shook all day, stood by the river. ' +
      'Farmers brought grain to the mill each week.';
    expect(termOf(text, 'mill')?.definition).toBeUndefined();
  });
});

describe('a narrator tells of particular things, not what words mean', () => {
  // A memoir in the first person: "I", "me" or "my" in one sentence in eight or more.
  const MEMOIR =
    'Early days\n\nI was born on a farm in Virginia. The cabin was a small log building with no glass in the windows. ' +
    'My mother was a cook for the family that owned the farm. The school was a single room where forty children sat on benches. ' +
    'The overseer, a cruel man who carried a whip, watched us from his horse. Freedom was a word we whispered at night. ' +
    'The harvest, a time of long days and little sleep, came each October. I learned my letters from a blue spelling book. ' +
    'A sextant is an instrument that measures the angle of the sun, and my uncle had one.';

  test('"The cabin was …", "The school was …", "The overseer, a …", "The harvest, a …": no meaning', () => {
    for (const term of ['cabin', 'school', 'overseer', 'harvest'])
      expect([term, termOf(MEMOIR, term)?.definition]).toEqual([term, undefined]);
  });

  test('"Freedom was a word we whispered at night" is what the narrator recalls, not what freedom means', () => {
    expect(termOf(MEMOIR, 'freedom')?.definition).toBeUndefined();
  });

  test('a definition the narrator does give stays: "A sextant is an instrument that measures …"', () => {
    expect(termOf(MEMOIR, 'sextant')?.definition).toBe('An instrument that measures the angle of the sun');
  });
});
