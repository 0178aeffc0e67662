// Where a word comes from is etymology, not content: "the Latin gibbus, meaning hump" gives the class no term.
// The sentences are written in the shape of an astronomy text's (the unseen sections stay unseen).
import { readSource } from '../source.read';

const terms = (text: string) => readSource(`Shapes in the Sky\n\n${text}`, 'notes.txt').terms.map((t) => t.term);

test('a language and its glossed word are never a term: "(from the Latin gibbus, meaning hump)"', () => {
  const found = terms(
    'Each night we see more of the bright side, a shape we call gibbous (from the Latin gibbus, meaning hump). ' +
      'The bright side always faces the Sun. A gibbous shape lasts about a week.',
  );
  expect(found).not.toContain('Latin gibbus');
  expect(found.some((t) => /gibbus/i.test(t))).toBe(false);
});

test('"from the Latin crescere, to grow" is where a word comes from, not a term', () => {
  const found = terms(
    'Each night we see a little more of it, a phase called the crescent (from the Latin crescere, to grow). ' +
      'The crescent is thin. The crescent appears after sunset.',
  );
  expect(found).not.toContain('Latin crescere');
  expect(found).toContain('crescent');
});

test('a name that starts with a language stays a term: "Greek mythology", "the French Revolution"', () => {
  const found = terms(
    'Greek mythology names many stars. The French Revolution changed the calendar. ' +
      'Greek mythology gave names to the planets, and the French Revolution gave names to the months.',
  );
  expect(found).toEqual(expect.arrayContaining(['Greek mythology', 'French Revolution']));
});

test('a name followed by an aside is still named: "layers that are called strata (from the Latin stratum, …)"', () => {
  const reading = readSource(
    'Shapes in the Sky\n\nRocks form in layers that are called strata (from the Latin stratum, meaning a layer). ' +
      'The strata are thick. Old strata lie under young strata.',
    'notes.txt',
  );
  const strata = reading.terms.find((t) => t.term === 'strata');
  expect(strata?.origins).toContain('defined');
  expect(reading.terms.map((t) => t.term)).not.toContain('Latin stratum');
});
