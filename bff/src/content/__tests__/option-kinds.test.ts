// Options of the key's kind (language/option-kind.ts, named-things.ts, swap.rules.ts): the faults of the
// lead's read of unseen sections, in sentences of their shape written here (never the unseen text) and on the
// tuning items where they occur. A noun offered for a blank the key fills as a verb ("The boycott compelled
// Parliament to _____" with "taxation"), a person beside an Act, a place beside an event, a bare gerund
// ("Observing") beside a noun key.
import { namedThing } from '../language/named-things';
import { wrongKindOption } from '../language/option-kind';
import { swapKind } from '../language/swap.rules';
import { distractors } from '../offline/question.swap';
import { buildCandidates } from '../offline/question.forms';
import { readUpload } from '../source';
import type { SourceTerm } from '../source/source.types';
import { gradeFit } from '../readability/grade.band';
import { readingOf } from './tuning-readings';
import { COLONIES } from './unseen-shapes';

const reading = readUpload(COLONIES, 'colonies.txt');
const term = (t: string): SourceTerm => ({
  term: t,
  key: t.toLowerCase(),
  kind: 'group',
  origins: ['emphasis'],
  count: 2,
  sentences: reading.sentences.flatMap((s, i) => (s.text.includes(t) ? [i] : [])),
  sections: [0],
  everyday: 0,
  score: 1,
});

describe('a name’s own words say what it is', () => {
  test.each([
    ['Stamp Act', 'document'],
    ['Townshend Acts', 'document'],
    ['Treaty of Paris', 'document'],
    ['Declaration of Independence', 'document'],
    ['Boston Massacre', 'event'],
    ['Boston Tea Party', 'event'],
    ['French and Indian War', 'event'],
    ['Battle of Saratoga', 'event'],
    ['1765', 'date'],
    ['March 1770', 'date'],
    ['the 1790s', 'date'],
    ['Stamp Act Congress', null],
    ['Samuel Adams', null],
    ['New York', null],
  ])('%s: %s', (name, kind) => expect(namedThing(name)).toBe(kind));

  test('an event is no place, though the text says “during” or “in” it; a law is no person', () => {
    // Read from its uses alone, "the Boston Massacre" was a place ("during the …" reads like "in the …").
    expect(swapKind(term('Boston Massacre'), reading)).toBe('event');
    expect(swapKind(term('Stamp Act'), reading)).toBe('document');
    expect(swapKind(term('New York'), reading)).toBe('place');
    const pool = ['Boston Massacre', 'New York', 'Boston', 'Boston Tea Party', 'Stamp Act', 'Samuel Adams'].map(term);
    expect(distractors(pool, pool[0], 'x', 5, reading)).toEqual(['Boston Tea Party']);
    expect(distractors(pool, pool[4], 'x', 5, reading)).not.toContain('Samuel Adams');
  });
});

describe('an option of another kind than the key', () => {
  test('a noun for a verb’s blank, a verb for a noun’s', () => {
    const verb = 'The boycott compelled Parliament to _____ the Stamp Act.';
    expect(wrongKindOption(verb, 'repeal', 'taxation')).toBe('a noun for a blank the key fills as a verb');
    expect(wrongKindOption(verb, 'repeal', 'representation')).toBe('a noun for a blank the key fills as a verb');
    expect(wrongKindOption(verb, 'repeal', 'enforce')).toBeNull();
    expect(wrongKindOption('The merchants organized a _____ of British goods.', 'boycott', 'protest')).toBeNull();
  });

  test('a gerund lifted from a sentence’s start beside a noun key', () => {
    expect(wrongKindOption(null, 'convection', 'Observing')).toBe('a verb form beside a noun');
    expect(wrongKindOption(null, 'convection', 'radiation')).toBeNull();
  });

  test('a person beside a law, a place beside an event, a date beside a person', () => {
    expect(wrongKindOption(null, 'the Stamp Act', 'Samuel Adams', reading)).toBe('a person beside a law or document');
    expect(wrongKindOption(null, 'Boston Massacre', 'New York', reading)).toBe('a place beside an event');
    expect(wrongKindOption(null, 'Samuel Adams', '1765', reading)).toBe('a date beside a person');
    expect(wrongKindOption(null, 'Samuel Adams', 'Patrick Henry', reading)).toBeNull();
    expect(wrongKindOption(null, 'the Stamp Act', 'the Townshend Acts', reading)).toBeNull();
  });

  test('no offline item of the text offers one', () => {
    for (const fit of [null, gradeFit('8')]) {
      const c = buildCandidates(reading, 'kinds', 4, fit);
      for (const x of [...c.mc_cloze, ...c.mc_definition, ...c.example]) {
        const blanked = /“([^”]*_{3,}[^”]*)”/.exec(x.q.prompt)?.[1] ?? (/_{3,}/.test(x.q.prompt) ? x.q.prompt : null);
        for (const o of (x.q.options ?? []).filter((y) => y !== x.q.answer))
          expect([x.q.prompt, o, wrongKindOption(blanked, x.q.answer, o, reading)]).toEqual([x.q.prompt, o, null]);
      }
    }
  });

  test('anthropology: the gerund “toothbrushing” is no longer an idea baskets and pottery are examples of', () => {
    const all = Object.values(buildCandidates(readingOf('os-anthropology-elements-of-culture'), 'x', 4, gradeFit('8')))
      .flat()
      .filter((x) => x.form === 'example');
    expect(all.length).toBeGreaterThan(0);
    for (const x of all) expect(x.q.options).not.toContain('toothbrushing');
  });
});
