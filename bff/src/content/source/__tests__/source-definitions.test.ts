// A term's meaning comes only from a sentence (or glossary line) that defines that very term. Each case
// is a fault found by reading the tuning sections of the corpus as a teacher (never the held-out books):
// a neighbour's clause, a verdict, a pointer, part of a larger phrase, a list, a direction to the
// teacher. Each test reads the real file.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readUpload } from '..';
import { extractText } from '../../../extraction';

const corpus = (file: string) => readFileSync(join(__dirname, '../../__fixtures__/corpus', file), 'utf8');

/** term (lower case) -> definition, for the terms the reading gives a definition. */
function definitions(file: string): Record<string, string> {
  const reading = readUpload(corpus(file), file);
  return Object.fromEntries(
    reading.terms.filter((t) => t.definition).map((t) => [t.term.toLocaleLowerCase('en-US'), t.definition!]),
  );
}
/** term (as written) -> definition, for a short text of the test's own. */
const definedIn = (text: string): Record<string, string | undefined> =>
  Object.fromEntries(
    readUpload(text, 'notes.txt')
      .terms.filter((t) => t.definition)
      .map((t) => [t.term, t.definition]),
  );
const termsOf = (file: string) => readUpload(corpus(file), file).terms.map((t) => t.term.toLocaleLowerCase('en-US'));

describe('the term is what its clause is about', () => {
  test('"… are called pressure or P-waves, and the transverse waves are called shear or S-waves": whole names, each with its own clause', () => {
    const d = definitions('os-physics-types-of-waves.txt');
    expect(d['p-waves']).toBe('The longitudinal waves in an earthquake');
    expect(d['s-waves']).toBe('The transverse waves');
    expect(d.pressure).toBeUndefined();
  });

  test('an opening clause lends no definition: "When the friction prevents the object from sliding, it is called static friction"', () => {
    const d = definitions('os-physics-newtons-first-law.txt');
    expect(d['static friction']).toBeUndefined();
    // "Generally, friction is …": a lead-in adverb does not hide the subject.
    expect(d.friction).toBe(
      'An external force that acts opposite to the direction of relative motion or to prevent slipping',
    );
  });

  test('"The term isotope refers to …" defines "isotope"; "X, A, represents …" defines X', () => {
    const d = definitions('os-physics-radioactivity.txt');
    expect(d.isotope).toBe('The variation of atoms based upon the number of neutrons within their nucleus');
    expect(d['term isotope']).toBeUndefined();
    expect(d['mass number']).toBe('The total number of protons and neutrons, or nucleons, within an atom');
    expect(d['atomic number']).toBe('The number of protons within a nucleus');
    expect(d['isotope distinction']).toBeUndefined();
  });

  test('the noun phrase before a naming word is the meaning: "…groups of 20 to 30 people, called bands", "…stone that they called strata"', () => {
    expect(definitions('os-anthropology-gathering-and-hunting.txt').bands).toBe(
      'Seminomadic groups of 20 to 30 people',
    );
    const methods = definitions('os-anthropology-archaeological-methods.txt');
    expect(methods.strata).toBe('Layers of different types of stone');
    expect(methods['stratigraphic superposition']).toBe(
      'The application of the law of superposition to archaeological fieldwork',
    );
  });

  test('a relative clause with no "that" is part of the subject: "The usual way a bill becomes a law is called the committee route"', () => {
    const text =
      'How a Bill Becomes a Law\n\nThe usual way a bill becomes a law is called the committee route. ' +
      'The way we remember a list is called chunking. Each year the river floods the valley.';
    const d = definedIn(text);
    expect(d['committee route']).toBe('The usual way a bill becomes a law');
    expect(d.chunking).toBe('The way we remember a list');
  });

  test('an everyday noun, a noun the tagger reads as a verb and an activity are defined by their own sentences', () => {
    const text =
      'Weather and Memory\n\nA front is the boundary between two air masses. Precipitation is water that falls from the clouds. ' +
      'Rehearsal is saying information again and again to keep it in memory. Recall is bringing a memory back to mind. ' +
      'Forgetting is the loss of a memory over time. The river is carrying sediment to the sea. Students are learning fractions.';
    const d = definedIn(text);
    // "front" is on the tagger's stop-word list; "water" before "that falls" is tagged a verb.
    expect(d.front).toBe('The boundary between two air masses');
    // Met only at the start of a sentence, each is written in its everyday case ("precipitation", not "Precipitation").
    expect(d.precipitation).toBe('Water that falls from the clouds');
    // An activity: a one-word name, then what one does ("is saying information …"), or a gerund as the subject.
    expect(d.rehearsal).toBe('Saying information again and again to keep it in memory');
    expect(d.recall).toBe('Bringing a memory back to mind');
    expect(d.forgetting).toBe('The loss of a memory over time');
    // The progressive is no definition: a subject with its article, or in the plural.
    expect(d.river).toBeUndefined();
    expect(d.students).toBeUndefined();
    expect(d.Students).toBeUndefined();
  });

  test('"Kinship is also a sociocultural construction, one that creates …" is a definition', () => {
    expect(definitions('os-anthropology-kinship.txt').kinship).toBe(
      'A sociocultural construction, one that creates a network of social and biological relationships between individuals',
    );
  });
});

describe('what is no definition', () => {
  test('a verdict or a place among others: "one of those cherished …", "an effective way", "the key foundation", "an enviable skill"', () => {
    const memory = definitions('os-college-success-memory.txt');
    expect(memory.memory).toBeUndefined();
    expect(memory['nelson cowan']).toBeUndefined();
    expect(memory['rapid recall']).toBeUndefined();
    // One clause: not ", but we use it when …".
    expect(memory['working memory']).toBe('A type of short-term memory');
    expect(memory.encoding).toMatch(/^How we first perceive information through our senses/);
    expect(definitions('os-college-success-budgeting.txt')['automatic payroll deductions']).toBeUndefined();
    expect(definitions('os-anthropology-archaeological-methods.txt')['archaeological context']).toBeUndefined();
    expect(definitions('douglass-chapter-10.txt')['mr. covey']).toBeUndefined();
    expect(definitions('os-anthropology-gathering-and-hunting.txt').hunting).toBeUndefined();
  });

  test('a pointer or an example: "Their discovery is …", "An example is …"; a bare adjective: "The old males are the largest"', () => {
    const d = definitions('os-physics-scientific-methods.txt');
    expect(d.discovery).toBeUndefined();
    expect(d.example).toBeUndefined();
    expect(definitions('beagle-galapagos-tortoises.txt')['old males']).toBeUndefined();
  });

  test('an appositive to a larger phrase, a likeness or a list: "a vestige of decency, a sense of shame", "a cup of tea, a welcoming gesture", "a file, a message, a web page or …"', () => {
    expect(definitions('douglass-chapter-6.txt').decency).toBeUndefined();
    expect(definitions('os-anthropology-elements-of-culture.txt').tea).toBeUndefined();
    expect(definitions('cs-unplugged-parity-magic.txt').file).toBeUndefined();
    expect(definitions('os-college-success-budgeting.txt').snapshot).toBeUndefined();
    // "the smoothest pattern of air flow (i.e., the least drag)" glosses the pattern.
    expect(definitions('os-physics-scientific-methods.txt')['air flow']).toBeUndefined();
    // The appositive that does rename its noun phrase stays.
    expect(definitions('os-anthropology-gathering-and-hunting.txt').honeyguide).toBe(
      'A gray-brown bird that eats beeswax',
    );
  });

  test('", or" followed by a clause of its own or a second name is no gloss; one gloss is not the next one', () => {
    const budget = definitions('os-college-success-budgeting.txt');
    expect(budget.assets).toBe('What you own');
    expect(budget['cut savings']).toBeUndefined();
    expect(definitions('os-anthropology-archaeological-methods.txt').field).toBeUndefined();
    const colour = definitions('cs-unplugged-colour-by-numbers.txt');
    expect(colour.image).toBeUndefined();
    expect(colour.page).toBeUndefined();
    expect(Object.keys(colour)).not.toContain('squares picture elements');
    expect(definitions('cs-unplugged-check-digits.txt')['ones column']).toBeUndefined();
  });
});

describe('glossary lines', () => {
  test('a list item shaped "X: …" outside a glossary is a definition only when it says what X is', () => {
    const career = definitions('os-college-success-career-planning.txt');
    for (const listing of ['interest assessments', 'personality measures', 'labor market information', 'work roles'])
      expect(career[listing]).toBeUndefined();
    // The first sentence is the definition; the next one elaborates.
    expect(career.interests).toBe('Things that we like and want to know more about');
    const parity = termsOf('cs-unplugged-parity-magic.txt');
    expect(parity).not.toContain('teacher to class');
    expect(parity).not.toContain('now the second row');
  });

  test('a glossary entry keeps its first sentence; a pdf\'s "Key Terms" heading over bullets is a glossary', async () => {
    expect(definitions('os-anthropology-elements-of-culture.txt').worldview).toBe(
      'A very broad ideology that shapes how the members of a culture generally view the world and their place in it',
    );
    const file = 'os-physics-ohms-law.pdf';
    const ex = await extractText(file, readFileSync(join(__dirname, '../../__fixtures__/corpus', file)));
    const reading = readUpload(ex.text, file, ex.marks);
    const d = Object.fromEntries(reading.terms.filter((t) => t.definition).map((t) => [t.term, t.definition]));
    expect(d['conventional current']).toBe('Flows in the direction that a positive charge would flow if it could move');
    expect(d['direct current']).toBe('Electric current that flows in a single direction');
  });
});

describe('whole terms', () => {
  test('a word always written inside one larger phrase is half of it ("ex ante"); an action in italics is no term', () => {
    const text =
      'Forecasts\n\nEconomists compare ex ante estimates with what happened. An ex ante estimate is made before the event, so ex ante figures often miss. ' +
      'Students learn to express two relations between prices. Prices express two relations at once.';
    const reading = readUpload(text, 'notes.docx', {
      headings: ['Forecasts'],
      emphasis: ['ante', 'express two relations'],
    });
    const terms = reading.terms.map((t) => t.term.toLocaleLowerCase('en-US'));
    expect(terms).not.toContain('ante');
    expect(terms).not.toContain('express two relations');
  });

  test('a bold word only ever written before the same noun ("seminomadic groups") is no term of its own', async () => {
    const file = 'os-anthropology-gathering-and-hunting.docx';
    const ex = await extractText(file, readFileSync(join(__dirname, '../../__fixtures__/corpus', file)));
    expect(ex.marks?.emphasis).toContain('seminomadic');
    const terms = readUpload(ex.text, file, ex.marks).terms.map((t) => t.term.toLocaleLowerCase('en-US'));
    expect(terms).not.toContain('seminomadic');
    expect(terms).toContain('bands');
  });
});
