// A sentence that needs what came before it is no stand-alone item (language/stands-alone.ts,
// sentence.simplify.ts): the half after a colon, the author's aside about the book, and a blank on a word of
// another language. On tuning sentences of the corpus, and sentences written in the shapes teachers found
// on unseen texts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { leansOnNeighbours } from '../language/stands-alone';
import { simplerVersions } from '../language/sentence.simplify';
import { boundBlank } from '../language/swap.rules';

const dir = join(__dirname, '../__fixtures__/corpus');
const text = (id: string) => readFileSync(join(dir, `${id}.txt`), 'utf8');

describe('the half after a colon is never a sentence of its own', () => {
  test('"the situation is reversed: the north leans away" gives no "The north leans away …"', () => {
    const s = 'In winter, the situation is reversed: the Arctic gets no sunlight at noon.';
    expect(simplerVersions(s)).toContain('In winter, the situation is reversed.');
    expect(simplerVersions(s)).not.toContain('The Arctic gets no sunlight at noon.');
  });

  test('Beagle, tortoises: the male told from the female is not cut from the sizes it follows', () => {
    const s =
      'The old males are the largest, the females rarely growing to so great a size: the male can readily be distinguished from the female by the greater length of its tail.';
    expect(text('beagle-galapagos-tortoises')).toContain(s);
    expect(simplerVersions(s).filter((v) => /^The male can readily/.test(v))).toEqual([]);
  });
});

describe('the author’s aside about the book', () => {
  test('is a reason a sentence cannot stand alone, and a grade’s shorter version cuts it', () => {
    // Physics, Ohm's law (tuning).
    const wires = 'In metal wires, as we have seen, current is carried by electrons, so the negative charges move.';
    expect(text('os-physics-ohms-law')).toContain(wires);
    expect(leansOnNeighbours(wires)).toMatch(/author's aside/);
    expect(simplerVersions(wires)).toContain(
      'In metal wires current is carried by electrons, so the negative charges move.',
    );
    for (const s of [
      'As we shall show, the tides rise and fall twice a day.',
      'As we saw in Chapter 2, the tides rise and fall twice a day.',
      'The tides, as I have said, rise and fall twice a day.',
    ])
      expect([s, leansOnNeighbours(s)]).toEqual([s, expect.stringMatching(/author's aside/)]);
    // The author's signpost of what the book does next.
    for (const s of [
      'We will begin our tour of the rain forest by looking at its tallest trees.',
      'We now turn to the causes of the famine.',
      'Let us look more closely at the hull of the ship.',
    ])
      expect([s, leansOnNeighbours(s)]).toEqual([s, expect.stringMatching(/author's aside/)]);
    expect(leansOnNeighbours('We elect officials to serve as experts in ways we cannot.')).toBeNull();
    // The text's own "as": not an aside.
    expect(
      leansOnNeighbours('Science must describe the universe as it is, not as we imagine or wish it to be.'),
    ).toBeNull();
  });
});

test('a word of another language is never blanked: "Latin gibbus", "from the Greek helios"', () => {
  const blankable = (s: string, word: string) => !boundBlank(s, s.indexOf(word), word.length);
  expect(blankable('The name gibbous comes from the Latin gibbus, a hump.', 'gibbus')).toBe(false);
  expect(blankable('The word comes from the Greek word helios, meaning sun.', 'helios')).toBe(false);
  // The English word the text teaches stays blankable.
  expect(blankable('The name gibbous comes from the Latin gibbus, a hump.', 'gibbous')).toBe(true);
});

test('nor a blank that takes the language with its word: "(from the _____, meaning hump)"', () => {
  const blankable = (s: string, words: string) => !boundBlank(s, s.indexOf(words), words.length);
  const s = 'A bulging phase is called gibbous (from the Latin gibbus, meaning hump).';
  expect(blankable(s, 'Latin gibbus')).toBe(false);
  expect(blankable('The crescent shape (from the Latin crescere) grows each night.', 'Latin crescere')).toBe(false);
  // A name that starts with a language's name is a term like any other.
  expect(blankable('The French Revolution began in 1789.', 'French Revolution')).toBe(true);
  expect(blankable('Deaths from the Spanish flu rose in 1918.', 'Spanish flu')).toBe(true);
});

test('"A, and B, had C" shares one verb: neither subject alone is a sentence', () => {
  for (const s of [
    'The pressure small towns felt from traders now arriving by rail, and the rising cost of land in crowded valleys, had lasting effects on family farms.',
    'The price that planters paid for cloth, and the falling value of cotton, drove many families west.',
  ])
    expect([s, simplerVersions(s)]).toEqual([s, []]);
  // Two clauses, each with its own verb, still split.
  expect(
    simplerVersions('The first Jesuits arrived in Quebec in the 1620s, and the traders, who came later, built forts.'),
  ).toContain('The first Jesuits arrived in Quebec in the 1620s.');
});

/** Each sentence needs its neighbours (any reason), or each stands alone. */
const expectLeaning = (list: string[]) =>
  list.forEach((s) => expect([s, leansOnNeighbours(s)]).toEqual([s, expect.any(String)]));
const expectStanding = (list: string[]) => list.forEach((s) => expect([s, leansOnNeighbours(s)]).toEqual([s, null]));

test('a step told after one the sentence does not give: "Nor, …", "then" after the subject, "that same"', () => {
  expectLeaning([
    'Nor, in most years, do the smaller rivers that feed the delta flood.',
    'If the boat then lost that speed again, it would drift back to the shore.',
    'The traders then carried the furs down the river to the coast.',
    'The farmers sold that same harvest in the spring.',
  ]);
  // A conditional's own "then", "and then", and "the same … as" stand alone.
  expectStanding([
    'If the river rises in spring, then the fields along its banks flood.',
    'If the level is read as 17 metres then the warning of 16 has been passed.',
    'The traders loaded the furs and then carried them down the river.',
    'The farmers sold the same amount of wheat as their neighbors did.',
  ]);
});

test('a share of a group the sentence does not name, and "In the end," lean on the sentence before', () => {
  expectLeaning([
    'Others settled along the river and farmed the bottom land.',
    'Others are hardy grasses that survive the dry season.',
    'Some may have carried the seeds north in their packs.',
    'In the end, the new tax raised almost no money.',
    'At last, the council agreed to the plan.',
  ]);
  // A group the sentence names, or people in general, stand alone.
  expectStanding([
    'Some farmers settled along the river and farmed the bottom land.',
    'Many believe the lake is older than the town.',
    'Some have argued that the lake is older than the town.',
  ]);
});
