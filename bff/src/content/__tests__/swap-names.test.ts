// A true/false swap or a "which statement is true" distractor never puts a person where a place stood,
// or a place where a person stood (language/swap-names.ts): on Douglass's chapter 7 of the tuning corpus,
// and on sentences written in the shapes teachers found on unseen history texts ("the delegates met in
// <a person>", "<a town> had toured the mills").
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readUpload } from '../source';
import { buildCandidates } from '../offline/question.forms';
import { swapFault, swapSiteOf } from '../language/swap-sense';
import { nameKind, nameSwapFault, slotKind } from '../language/swap-names';

const dir = join(__dirname, '../__fixtures__/corpus');
const douglass = readUpload(readFileSync(join(dir, 'douglass-chapter-7.txt'), 'utf8'), 'douglass-chapter-7.txt');

// Written for this test in the shape of a history section: a congress in a city, people who act, a town
// named after a man, and groups.
const HISTORY = readUpload(
  [
    'The Mill Towns',
    'In 1790, delegates from six states met in Philadelphia to write a plan.',
    'Samuel Adams, who had organized the protests, wrote to the other colonies.',
    'General Howe sailed from Halifax to New York with his army.',
    'Lowell had toured English mills before he built his own.',
    'After his death, his partners named the mill town of Lowell after him.',
    'Young women from the farms came to work in Lowell and in Chicopee.',
    'The mills at Chicopee ran on water power from the river.',
    'The Sons of Liberty protested the tax in Boston.',
    'The Daughters of Liberty spun their own cloth in Boston.',
    'The Sons of Liberty burned the stamps in Boston.',
    'Before the tax began, the Daughters of Liberty formed to protest the tax by refusing British cloth.',
  ].join('\n\n'),
  'mill-towns.txt',
);

const at = (sentence: string, name: string) => [sentence.indexOf(name), name.length] as const;

describe('the kind of a name, read from how the text uses it', () => {
  test('a person by title, "who", a verb only people do or a possessive of their own; a place by its preposition', () => {
    expect(nameKind(HISTORY, 'Samuel Adams')).toBe('person');
    expect(nameKind(HISTORY, 'Howe')).toBe('person');
    expect(nameKind(HISTORY, 'Philadelphia')).toBe('place');
    expect(nameKind(HISTORY, 'Chicopee')).toBe('place');
    expect(nameKind(HISTORY, 'Halifax')).toBe('place');
    expect(nameKind(HISTORY, 'Sons of Liberty')).toBe('group');
    // The man and the town.
    expect(nameKind(HISTORY, 'Lowell')).toBe('both');
    // "What I got from Sheridan" is no place; "Sheridan’s mighty speeches" are a person's.
    expect(nameKind(douglass, 'Sheridan')).toBe('person');
    // "very near Durgin and Bailey’s shipyard": the place is the shipyard, not Durgin.
    expect(nameKind(douglass, 'Durgin')).toBe('name');
  });

  test('the slot itself: "toured" is done by a person, "in" names a place, "got from" neither', () => {
    const toured = 'Lowell had toured English mills before he built his own.';
    expect(slotKind(toured, ...at(toured, 'Lowell'))).toBe('person');
    const met = 'In 1790, delegates from six states met in Philadelphia to write a plan.';
    expect(slotKind(met, ...at(met, 'Philadelphia'))).toBe('place');
    const got = 'What I got from Sheridan was a bold denunciation of slavery.';
    expect(slotKind(got, ...at(got, 'Sheridan'))).toBeNull();
  });
});

describe('a name is swapped only for one of the same kind', () => {
  const fault = (sentence: string, from: string, to: string) =>
    nameSwapFault(HISTORY, sentence, ...at(sentence, from), from, to);

  test('never "met in <a person>" nor "<a town> had toured the mills"', () => {
    const met = 'In 1790, delegates from six states met in Philadelphia to write a plan.';
    expect(fault(met, 'Philadelphia', 'Samuel Adams')).toMatch(/person, not a place/);
    expect(fault(met, 'Philadelphia', 'Chicopee')).toBeNull();
    const toured = 'Lowell had toured English mills before he built his own.';
    expect(fault(toured, 'Lowell', 'Chicopee')).toMatch(/place, not a person/);
    expect(fault(toured, 'Lowell', 'Samuel Adams')).toBeNull();
    // In a place's slot the town may be swapped for another town.
    const work = 'Young women from the farms came to work in Lowell and in Chicopee.';
    expect(fault(work, 'Lowell', 'Halifax')).toBeNull();
    // A group for a group only.
    const sons = 'The Sons of Liberty protested the tax in Boston.';
    expect(fault(sons, 'Sons of Liberty', 'Samuel Adams')).toMatch(/person, not a group/);
  });

  test('the swap-sense rule reads it from the statement, as a model claim is read', () => {
    const met = 'In 1790, delegates from six states met in Philadelphia to write a plan.';
    const statement = met.replace('Philadelphia', 'Samuel Adams');
    const site = swapSiteOf(met, statement)!;
    expect(swapFault(site, 'Philadelphia', HISTORY)).toMatch(/not a place/);
  });

  test('Douglass: "What I got from Sheridan" is never made "What I got from Durgin" (a shipyard’s name)', () => {
    const sentence =
      'What I got from Sheridan was a bold denunciation of slavery, and a powerful vindication of human rights.';
    expect(douglass.sentences.some((s) => s.text.includes(sentence))).toBe(true);
    const statement = sentence.replace('Sheridan', 'Durgin');
    expect(swapFault(swapSiteOf(sentence, statement)!, 'Sheridan', douglass)).toMatch(/nothing of what “Durgin” is/);
    const made = buildCandidates(douglass, 'names', 4);
    const falses = [
      ...made.tf_false,
      ...made.which_true.flatMap((w) => w.q.options!.map((o) => ({ q: { prompt: o } }))),
    ];
    expect(falses.map((x) => x.q.prompt).filter((p) => /from Durgin/.test(p))).toEqual([]);
  });
});

describe('a false statement the text itself makes true is never made', () => {
  const swapped = (sentence: string, from: string, to: string) =>
    swapFault(swapSiteOf(sentence, sentence.replace(from, to))!, from, HISTORY);

  test('"the Daughters protested the tax" is true by another sentence; "the Daughters burned the stamps" is not', () => {
    expect(swapped('The Sons of Liberty protested the tax in Boston.', 'Sons', 'Daughters')).toMatch(
      /the text also says it of “Daughters/,
    );
    expect(swapped('The Sons of Liberty burned the stamps in Boston.', 'Sons', 'Daughters')).toBeNull();
  });
});
