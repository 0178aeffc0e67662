// Multiple-choice options, swaps and stems a teacher prints without an edit (session 15, the lead's blind read
// of unseen grade-8 sections). Every text here is written for the test with made-up names, in the SHAPE of
// what the read found (never the unseen text): a capital city offered beside its country, "the taint of
// <a scandal named by a place>" swapped for a state, a blank on an everyday verb with "first" and "second" for
// options, a country beside peoples, and "What does the text mean by '<a name>'?".
import { readUpload } from '../source';
import type { SourceTerm } from '../source/source.types';
import { notAlsoRight } from '../language/same-thing';
import { nestedPlaces } from '../language/place-nesting';
import { nameKind, nameSwapFault } from '../language/swap-names';
import { swapKind } from '../language/swap.rules';
import { wrongKindOption } from '../language/option-kind';
import { blankKey } from '../offline/question.blanks';
import { buildCandidates } from '../offline/question.forms';
import { gradeFit } from '../readability/grade.band';

const read = (title: string, sentences: string[]) => readUpload(`${title}\n\n${sentences.join(' ')}`, 'shape.txt');

/** A term of the reading as the reader would list it, for the rules that take one. */
const termOf = (a: ReturnType<typeof read>, t: string, everyday = 0): SourceTerm => ({
  term: t,
  key: t.toLowerCase(),
  kind: 'concept',
  origins: ['emphasis'],
  count: 2,
  sentences: a.sentences.flatMap((s, i) => (s.text.includes(t) ? [i] : [])),
  sections: [0],
  everyday,
  score: 1,
});

describe('no option is a second right answer: a place the key lies in or holds, a part of it', () => {
  const a = read('The Embassy Siege', [
    'Rebels seized the embassy in Velmar, the capital of Ostrana, in the spring.',
    'The forty hostages still held in Ostrana were freed in the autumn.',
    'Envoys from Brevia and Tolland met in Kesh to talk.',
    'The cortex is part of the brain.',
    'Primary groups and secondary groups differ in size.',
  ]);

  test('a capital beside its country (the text says "Velmar, the capital of Ostrana")', () => {
    expect(nestedPlaces(a, 'Velmar', 'Ostrana')).toBe(true);
    expect(notAlsoRight(a, 'Ostrana', ['Velmar', 'Brevia', 'Tolland'])).toEqual(['Brevia', 'Tolland']);
    expect(notAlsoRight(a, 'Velmar', ['Ostrana', 'Kesh'])).toEqual(['Kesh']);
  });

  test('"Ostrana’s capital, Velmar" and "Velmar, a city in Ostrana" say the same', () => {
    for (const s of ['Ostrana’s capital, Velmar, lies on a river.', 'Velmar, a city in Ostrana, lies on a river.']) {
      const b = read('The Embassy Siege', [s, 'Envoys from Brevia met in Kesh.']);
      expect([s, notAlsoRight(b, 'Ostrana', ['Velmar', 'Brevia'])]).toEqual([s, ['Brevia']]);
    }
  });

  test('a part of the key, as the text says it, is no wrong option; a sibling kind still is', () => {
    expect(notAlsoRight(a, 'brain', ['cortex', 'spinal cord'])).toEqual(['spinal cord']);
    expect(notAlsoRight(a, 'primary groups', ['secondary groups'])).toEqual(['secondary groups']);
    expect(notAlsoRight(a, 'Brevia', ['Tolland'])).toEqual(['Tolland']);
  });
});

describe('a name the text uses for an event is no place to swap', () => {
  const sentences = [
    'Burglars were caught in the offices at Watergate in June.',
    'The president was weakened by scandal and the taint of Watergate.',
    'The Watergate scandal broke in the summer.',
    'Reporters in Ohio and in Texas followed the story.',
    'Voters in Ohio turned against the party.',
    'Voters in Texas stayed loyal.',
  ];
  const a = read('A Presidency in Trouble', sentences);

  test('"the taint of Watergate" never becomes "the taint of Ohio"', () => {
    const s = sentences[1];
    const at = s.indexOf('Watergate');
    expect(nameSwapFault(a, s, at, 'Watergate'.length, 'Watergate', 'Ohio')).not.toBeNull();
    // A building and a scandal: no sure kind, so neither a swap's nor an option's sibling of a state.
    expect(nameKind(a, 'Watergate')).toBe('name');
    expect(swapKind(termOf(a, 'Watergate'), a)).toBe('name');
  });

  test('named only as an event, it is an event', () => {
    const b = read('A Presidency in Trouble', sentences.slice(1));
    expect(nameKind(b, 'Watergate')).toBe('event');
    expect(wrongKindOption(null, 'Watergate', 'Ohio', b)).toBe('a place beside an event');
  });

  test('places are still swapped for places, and a possessive after "during" is a person’s', () => {
    const s = sentences[3];
    expect(nameSwapFault(a, s, s.indexOf('Ohio'), 4, 'Ohio', 'Texas')).toBeNull();
    const b = read('Broth', [
      'Lazlo Brenner boiled broth for an hour.',
      'Brenner wrote that the flasks stayed clear.',
      'Life was destroyed during Brenner’s long boiling, his rival argued.',
    ]);
    expect(nameKind(b, 'Brenner')).toBe('person');
  });
});

describe('no blank on an everyday verb; a verb’s blank takes only verbs', () => {
  const sentence = 'Telescopes that collect visible radiation use a lens or a mirror.';
  const a = read('Telescopes', [sentence, 'A lens bends light.', 'Mirrors reflect light.']);

  test('"Telescopes that _____ visible radiation" is no blank on "collect"', () => {
    const collect = termOf(a, 'collect', 60);
    expect(blankKey(sentence, collect, [collect])).toBeNull();
    // A word the text teaches stays a blank: a rare verb, and an everyday noun.
    const refract = termOf(a, 'refract', 2);
    expect(blankKey('Most lenses refract visible radiation.', refract, [refract])).toBe('refract');
    const lens = termOf(a, 'lens', 40);
    expect(blankKey(sentence, lens, [lens])).toBe('lens');
  });

  test('"first" or "second" is no option for a verb’s blank', () => {
    const blank = 'Telescopes that _____ visible radiation use a lens or a mirror.';
    expect(wrongKindOption(blank, 'gather', 'first')).toBe('no verb for a blank the key fills as a verb');
    expect(wrongKindOption(blank, 'gather', 'second')).toBe('no verb for a blank the key fills as a verb');
    expect(wrongKindOption(blank, 'gather', 'focus')).toBeNull();
  });
});

describe('options of the key’s kind: a country, a people, a person, a name’s adjective', () => {
  const a = read('Voyages', [
    'Ships sailed from Spain to the islands.',
    'Traders sold the cargo in Portugal.',
    'Marco Ruiz wrote letters to the king.',
    'The Spaniards built forts, and the Portuguese built ports.',
  ]);

  test('a country beside peoples, a person beside a people', () => {
    expect(nameKind(a, 'Spain')).toBe('place');
    for (const people of ['Spaniards', 'Portuguese', 'Africans'])
      expect([people, wrongKindOption(null, 'Spain', people, a)]).toEqual([people, 'a people beside a place']);
    expect(wrongKindOption(null, 'Marco Ruiz', 'Europeans', a)).toBe('a people beside a person');
    expect(wrongKindOption(null, 'Spaniards', 'Portugal', a)).toBe('a place beside a people');
  });

  test('an adjective made of a name beside a name', () => {
    expect(wrongKindOption(null, 'Spain', 'anti-Federalist', a)).toBe('an adjective made of a name');
    expect(wrongKindOption(null, 'Federalists', 'anti-Federalists', a)).toBe('an adjective made of a name');
  });

  test('like beside like still passes', () => {
    expect(wrongKindOption(null, 'Spain', 'Portugal', a)).toBeNull();
    expect(wrongKindOption(null, 'Spaniards', 'Portuguese', a)).toBeNull();
    expect(wrongKindOption(null, 'anti-Federalists', 'pro-Federalists', a)).toBeNull();
  });
});

describe('a name is neither "meant" nor asked about in an open question', () => {
  const a = read('The Market Town', [
    'In the old market of Dessa we meet Orlan, a spice trader who sold pepper to sailors.',
    'Orlan bought his pepper from farmers in the hills.',
    'Orlan wrote letters to his brother every month.',
    'Orlan said that the market of Dessa opened at dawn.',
    'Barter is the trade of goods without money.',
    'Barter was common in the market.',
    'Many sailors used barter when they had no coins.',
    'Orlan was a merchant, not a farmer.',
  ]);

  // "What does the text say about “Orlan”?" has no one answer to mark (three blind reads: 2 of 18 printed as
  // is, 12 unusable), so a name gets no open meaning question; a concept is still asked what it means.
  test.each([null, '8', '4'])('grade %s: no open question on “Orlan”, "mean by" a concept', (grade) => {
    const c = buildCandidates(a, 'names', 4, grade ? gradeFit(grade) : null);
    const prompts = c.short_definition.map((x) => x.q.prompt);
    expect(prompts.filter((p) => p.includes('“Orlan”'))).toEqual([]);
    expect(prompts.some((p) => p.includes('“barter”') && /mean/.test(p))).toBe(true);
  });
});

describe('no option is the key said more fully (session 15 blind read: "binary system" beside "binary star system")', () => {
  test('one phrase is the other with a word put in, the same head', () => {
    const a = read('Twin Suns', [
      'A binary star system holds two stars that orbit each other.',
      'In a binary system, the stars share one center of mass.',
      'A white dwarf is the hot core left by a dying star, and a red giant is a swollen old star.',
    ]);
    expect(notAlsoRight(a, 'binary star system', ['binary system', 'red giant', 'white dwarf'])).toEqual([
      'red giant',
      'white dwarf',
    ]);
    expect(notAlsoRight(a, 'binary system', ['binary star systems', 'red giant'])).toEqual(['red giant']);
    // Two kinds that share a head are still distractors: "red giant" is no "white dwarf" said more fully.
    expect(notAlsoRight(a, 'white dwarf', ['red giant', 'binary system'])).toEqual(['red giant', 'binary system']);
  });
});
