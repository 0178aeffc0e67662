// A name is swapped only for a name of the same kind, and a place never for the region that holds it
// (language/swap-names.ts, named-things.ts, place-nesting.ts). Faults of a blind read of an unseen history
// section, rebuilt here on a text written for this test with made-up names (no text of that book): a place
// swapped in for a person ("<a state> was sentenced to four years of hard labor": the person's only place
// "evidence" was the court case that bears his name), a person for a people ("some fifteen thousand <a
// president> were relocated"), and a swap that stays true (a region for the region that holds it).
import { readUpload } from '../source';
import { buildCandidates } from '../offline/question.forms';
import { swapFault, swapSiteOf } from '../language/swap-sense';
import { nameKind, nameSwapFault, placeByItsWords } from '../language/swap-names';
import { namedThing } from '../language/named-things';
import { wrongKindOption } from '../language/option-kind';
import { insideName } from '../language/swap.rules';
import { nestedPlaces } from '../language/place-nesting';
import { falseStatements } from './tuning-readings';

/** A file of the test's own: a title, then one paragraph a sentence. */
const textOf = (file: string, ...paragraphs: string[]) => readUpload(paragraphs.join('\n\n'), file);

const REMOVAL = textOf(
  'valley-removal.txt',
  'The Valley Removal',
  'In 1829, silver was found in Marland, and settlers moved onto the land of the Keshan.',
  'The Keshan decided to resist the state and took their case to the high court.',
  'In Ortiz v. Marland, the court ruled that Marland had no power over the Keshan.',
  'Ruth Ortiz was arrested for teaching among the Keshan without a license.',
  'Ortiz was sentenced to four years of hard labor.',
  'President Hale refused to enforce the ruling of the court.',
  'The Keshan, Tamo, and Oru peoples lived in the eastern hills.',
  'Some fifteen thousand Keshan were relocated to the western plains.',
  'Many settlers from Marland moved to Dellport.',
);

const at = (sentence: string, name: string) => [sentence.indexOf(name), name.length] as const;
const fault = (sentence: string, from: string, to: string) =>
  nameSwapFault(REMOVAL, sentence, ...at(sentence, from), from, to);

describe('the kind of a name: a court case, a person, a people', () => {
  test('a court case is a document, and its parties are no places by it', () => {
    expect(namedThing('Ortiz v. Marland')).toBe('document');
    expect(namedThing('Brown v. Board of Education')).toBe('document');
    expect(nameKind(REMOVAL, 'Ortiz v. Marland')).toBe('document');
    const ruled = 'In Ortiz v. Marland, the court ruled that Marland had no power over the Keshan.';
    expect(insideName(ruled, ...at(ruled, 'Marland'))).toBe(true);
    expect(insideName(ruled, ...at(ruled, 'Ortiz'))).toBe(true);
  });

  test('what is done only to people ("was arrested", "was sentenced") says a person', () => {
    expect(nameKind(REMOVAL, 'Ortiz')).toBe('person');
    expect(nameKind(REMOVAL, 'Marland')).toBe('place');
  });

  test('"the" and a name that acts with a plural verb or "their", or a name listed before "peoples": a people', () => {
    expect(nameKind(REMOVAL, 'Keshan')).toBe('group');
    expect(nameKind(REMOVAL, 'Tamo')).toBe('group');
  });

  test('a single word is a place by its own words only as "America" or "States"', () => {
    expect(placeByItsWords('Creek')).toBe(false);
    expect(placeByItsWords('the Creek')).toBe(false);
    expect(placeByItsWords('Mill Creek')).toBe(true);
    expect(placeByItsWords('the United States')).toBe(true);
    expect(placeByItsWords('America')).toBe(true);
    const creek = textOf(
      'creek.txt',
      'The Creek Towns',
      'The Creek were moved west in 1836.',
      'The Creek built their towns along the rivers.',
    );
    expect(nameKind(creek, 'Creek')).toBe('group');
  });

  test('a fable’s character that says or does alone is no people; two names together are not one', () => {
    const fable = textOf(
      'weasel.txt',
      'The Weasel and the Hen',
      'The Weasel said that he was very hungry.',
      'The Weasel and the Hen were friends for a while.',
      'Then the Weasel ran to the barn and ate the eggs.',
    );
    expect(nameKind(fable, 'Weasel')).not.toBe('group');
    expect(nameKind(fable, 'Hen')).not.toBe('group');
  });
});

describe('a name is swapped only for one of the same kind', () => {
  test('never "<a state> was sentenced" nor "fifteen thousand <a president> were relocated"', () => {
    expect(fault('Ortiz was sentenced to four years of hard labor.', 'Ortiz', 'Marland')).toMatch(
      /place, not a person/,
    );
    expect(fault('Ortiz was sentenced to four years of hard labor.', 'Ortiz', 'Hale')).toBeNull();
    const moved = 'Some fifteen thousand Keshan were relocated to the western plains.';
    expect(fault(moved, 'Keshan', 'Hale')).toMatch(/person, not a group/);
    expect(fault(moved, 'Keshan', 'Tamo')).toBeNull();
  });

  test('a court case stands only beside documents', () => {
    const ruled = 'In Ortiz v. Marland, the court ruled that Marland had no power over the Keshan.';
    expect(fault(ruled, 'Ortiz v. Marland', 'Hale')).toMatch(/person, not a document/);
  });

  test('offline: no false statement or which-is-true option puts a place or a person where a people or a person stood', () => {
    const c = buildCandidates(REMOVAL, 'kinds', 4);
    const judged = [...c.tf_false, ...c.which_true].flatMap((x) => [x.q.prompt, ...(x.q.options ?? [])]);
    expect(
      judged.filter((p) => /(?:Marland|Dellport|Keshan|Tamo|Oru) was sentenced|thousand (?:Hale|Ortiz)/.test(p)),
    ).toEqual([]);
  });
});

const ENTERED = 'In the 1890s, many workers entered the country from Norland.';
const FRAUD = textOf(
  'fraud.txt',
  'Crime at the Top',
  'Acme CEO Ann Ruiz resigned after the fraud came to light.',
  'No one from Acme went to jail for the fraud.',
  ENTERED,
);

describe('a company is no place', () => {
  test('"Acme CEO", "no one from Acme": the company’s people say a body, so "from Acme" makes it no place', () => {
    expect(nameKind(FRAUD, 'Acme')).toBe('name');
    expect(nameSwapFault(FRAUD, ENTERED, ...at(ENTERED, 'Norland'), 'Norland', 'Acme')).toMatch(/nothing of what/);
  });

  test('tuning: immigrants never enter the country "from Wells Fargo"', () => {
    expect(falseStatements('os-sociology-deviance-and-control').filter((p) => /from Wells Fargo/.test(p))).toEqual([]);
  });
});

// A region, the regions that hold it, and towns side by side, written for this test.
const BLAST = textOf(
  'vell-blast.txt',
  'The Vell Blast',
  'In 1911, a great blast flattened the forest on the Vell River in Norland.',
  'The Vell River in Kestria runs north to the cold sea.',
  'Tomsar, in northern Norland, is a small trading town.',
  'Traders from Tomsar sailed to Gorsk every summer.',
  'Gorsk in Varia is a fishing port on the coast.',
);

describe('a place is never swapped for the region that holds it, or one it holds', () => {
  test('the text’s own nesting, at any depth, and two regions that hold one same place', () => {
    const nested = (pairs: string[][]) => pairs.filter(([x, y]) => nestedPlaces(BLAST, x, y));
    const within = [
      ['Tomsar', 'Norland'],
      ['Norland', 'Kestria'],
      ['Vell River', 'Kestria'],
    ];
    expect(nested(within)).toEqual(within);
    // Side by side, in regions of their own: a sound swap.
    expect(
      nested([
        ['Tomsar', 'Gorsk'],
        ['Norland', 'Varia'],
      ]),
    ).toEqual([]);
  });

  test('the swap rule refuses "… on the Vell River in Kestria" and keeps "… in Varia"', () => {
    const blast = 'In 1911, a great blast flattened the forest on the Vell River in Norland.';
    const swapped = (to: string) => swapFault(swapSiteOf(blast, blast.replace('Norland', to))!, 'Norland', BLAST);
    expect(swapped('Kestria')).toMatch(/contain one another/);
    expect(swapped('Varia')).toBeNull();
    const town = 'Traders from Tomsar sailed to Gorsk every summer.';
    expect(swapFault(swapSiteOf(town, town.replace('Tomsar', 'Norland'))!, 'Tomsar', BLAST)).toMatch(
      /contain one another/,
    );
  });
});

describe('a language is never a place (session 15 blind read: "The city of Latin is located along the Tiber")', () => {
  const CITY = textOf(
    'river-city.txt',
    'The River City',
    'Veranta was located on a coastal plain near the sea.',
    'The city of Veranta is located along the Olm River.',
    'Traders came to Veranta from Dorsa and from the hill towns.',
    'Laws in Veranta were written in Latin, and scholars wrote in Greek.',
    'Latin remained the language of the courts for centuries.',
  );
  test('"written in Latin" is no evidence of a place, so Latin never stands for a city', () => {
    expect(nameKind(CITY, 'Latin')).not.toBe('place');
    const s = 'The city of Veranta is located along the Olm River.';
    expect(nameSwapFault(CITY, s, s.indexOf('Veranta'), 'Veranta'.length, 'Veranta', 'Latin')).not.toBeNull();
    const f = 'Laws in Veranta were written in Latin, and scholars wrote in Greek.';
    expect(nameSwapFault(CITY, f, f.indexOf('Latin'), 'Latin'.length, 'Latin', 'Dorsa')).not.toBeNull();
    expect(nameSwapFault(CITY, f, f.indexOf('Latin'), 'Latin'.length, 'Latin', 'Greek')).toBeNull();
    expect(
      wrongKindOption('Traders came to Veranta from _____ and from the hill towns.', 'Dorsa', 'Latin', CITY),
    ).not.toBeNull();
    const d = 'Traders came to Veranta from Dorsa and from the hill towns.';
    expect(nameSwapFault(CITY, d, d.indexOf('Dorsa'), 'Dorsa'.length, 'Dorsa', 'Veranta')).toBeNull();
  });
});
