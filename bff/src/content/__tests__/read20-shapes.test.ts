// Faults session 19's blind read found in the choice items, fixed as shapes: options of another sort than the
// key, a word of the key's own family as a second right answer, blanks on the title's word, "Why …?" options
// that are no reasons, and "Which statement is true?" whose swapped options could still be true. Texts are
// written for the test with made-up names, in the shape the read found.
import { readUpload } from '../source';
import { anotherSort, nounFiles } from '../language/word-senses';
import { wrongKindOption } from '../language/option-kind';
import { notAlsoRight } from '../language/same-thing';
import { topicBlank } from '../language/trivial-blank';
import { deniesOutright } from '../language/negate';
import { buildCandidates } from '../offline/question.forms';

describe('an option of another sort of thing than the key (WordNet noun files)', () => {
  test.each([
    ['colonies', 'epoch'],
    ['colonies', 'revenue'],
    ['perceptions', 'marijuana'],
    ['scientist', 'principle'],
    ['wall socket', 'electric current'],
  ])('%s beside %s', (key, option) => {
    expect(anotherSort(key, option)).toMatch(/^noun\.\w+ beside noun\.\w+$/);
  });

  test.each([
    ['photosynthesis', 'respiration'],
    // A phrase also takes its last word's files: both are ways to govern and to vote.
    ['proportional representation', 'parliamentary system'],
    // "elements" is also the weather; "element" is a substance, as "gas" is.
    ['elements', 'gas'],
    ['colonies', 'cities'],
    ['lords', 'society'],
  ])('same sort: %s beside %s', (key, option) => {
    expect(anotherSort(key, option)).toBeNull();
  });

  test('a word WordNet does not know, or one filed at the top, is never ruled out', () => {
    expect(nounFiles('zorblat')).toEqual([]);
    expect(anotherSort('colonies', 'zorblat')).toBeNull();
    expect(anotherSort('thing', 'epoch')).toBeNull();
  });

  test('in a noun blank the option is ruled out; names are left to the name rules', () => {
    expect(wrongKindOption('The _____ protested the new tax on paper.', 'colonists', 'epoch')).toMatch(
      /another sort of thing/,
    );
    expect(wrongKindOption('The _____ protested the new tax on paper.', 'colonists', 'merchants')).toBeNull();
    // "Rivers" the anthropologist is no river.
    expect(wrongKindOption('_____ did fieldwork on the islands.', 'Malinowski', 'Rivers')).toBeNull();
  });
});

test('a word of the key’s own family is a second right answer, not a distractor', () => {
  const a = readUpload(
    'The colonies of Marden protested the tax. The colonists refused to buy stamped paper. Parliament repealed the tax a year later.',
    'marden.txt',
  );
  expect(notAlsoRight(a, 'colonies', ['colonists', 'Parliament'])).toEqual(['Parliament']);
  expect(notAlsoRight(a, 'government', ['governor', 'tax'])).toEqual(['tax']);
  // Two words of one root but different things stay: "nucleus" and "nucleolus" share five letters only.
  expect(notAlsoRight(a, 'nucleus', ['nucleolus'])).toEqual(['nucleolus']);
});

test('a blank on the title’s own word, singular or plural, is read off the top of the page', () => {
  const blankOn = (sentence: string, term: string, title: string) => {
    const at = sentence.indexOf('_____');
    return topicBlank(sentence, { at, length: 5, term }, title);
  };
  expect(blankOn('Planters of the valley grew _____ on large farms.', 'cotton', 'The Economics of Cotton')).toBe(true);
  expect(blankOn('A _____ carries energy from place to place.', 'wave', 'Types of Waves')).toBe(true);
  expect(blankOn('The _____ is the highest point of a wave.', 'crest', 'Types of Waves')).toBe(false);
});

describe('"Why …?" offers only reasons', () => {
  const reasons = [
    'The farmers of Marden grew rye because the soil was poor.',
    'The shepherds of Marden sold their flocks because the grass had failed.',
    'The bakers of Tessel closed their shops because flour cost too much.',
    'The weavers moved to the coast because the wool trade had collapsed.',
    'The council built a wall because raiders came from the north.',
  ];
  const plain = [
    'The valley lies between two ranges of hills.',
    'Marden has a market every Tuesday.',
    'The town hall was built of grey stone.',
    'The council meets in the town hall.',
  ];
  const candidates = (sentences: string[]) => buildCandidates(readUpload(sentences.join(' '), 'marden.txt'), 'seed', 4);

  test('with three other reasons in the text, every option is a reason the text gives for something', () => {
    const c = candidates([...reasons, ...plain]);
    expect(c.cause.length).toBeGreaterThan(0);
    const given = reasons.map((s) => s.replace(/^.* because /, '').replace(/\.$/, ''));
    for (const x of c.cause)
      for (const o of x.q.options!) expect(given.map((g) => g.toLowerCase())).toContain(o.toLowerCase());
  });

  test('with fewer than two other reasons, no choice item; the open version still asks it', () => {
    const c = candidates([reasons[0], reasons[2], ...plain]);
    expect(c.cause).toEqual([]);
    expect(c.cause_open.length).toBeGreaterThan(0);
  });
});

describe('"Which statement is true?": every option a denial', () => {
  test.each([
    'The spinal cord does not extend to the base of the spine.',
    'The wall socket cannot power the town.',
    'Tolvan glaciers never reach the sea.',
  ])('the text denies outright: %s', (sentence) => {
    expect(deniesOutright(sentence)).toBe(true);
  });

  test.each([
    // The denial is in a clause about the subject: the sentence affirms.
    'Pure substances that cannot be broken down by chemical changes are called elements.',
    // A reason or a second clause beside it.
    'Seconds are saved, because messages do not have to go to the brain.',
    'The wagon is not accelerating vertically, so the normal force balances the weight.',
    'Unlike most bacteria, archaeal cell walls do not contain peptidoglycan.',
    // No denial of the verb at all.
    'Some archaea live in the human body.',
    'The model shows atomic sizes not to scale.',
  ])('no outright denial: %s', (sentence) => {
    expect(deniesOutright(sentence)).toBe(false);
  });
});

test('"Which statement is true?" takes the text’s own denial as its key and other sentences negated as the rest', () => {
  const text = [
    'Glaciers of Tessel',
    'A glacier is a river of ice that moves slowly downhill.',
    'The Tessel glacier carved the valley of Marden.',
    'The Tessel glacier does not reach the sea.',
    'The Orren glacier feeds the river Lune.',
    'Meltwater from the Orren glacier fills the lake of Marden.',
    'The Vell glacier covers the northern plateau.',
  ].join('\n\n');
  const c = buildCandidates(readUpload(text, 'glaciers.txt'), 'seed', 4).which_true;
  expect(c).toHaveLength(1);
  const [x] = c;
  expect(x.q.answer).toBe('The Tessel glacier does not reach the sea.');
  expect(x.q.options).toHaveLength(4);
  // Every option says "not": the word tells nothing. No option swaps a term, so none can be true by chance.
  for (const o of x.q.options!) expect(o).toMatch(/\bnot\b/);
  expect(x.q.options).toContain('The Orren glacier does not feed the river Lune.');
  expect(x.q.explanation).toContain('Each other option denies what the text says: “');
  expect(x.q.explanation).toContain('“The Orren glacier feeds the river Lune.”');
});

test('with no denial of its own in the text, no "Which statement is true?" is made', () => {
  const text = [
    'Glaciers of Tessel',
    'A glacier is a river of ice that moves slowly downhill.',
    'The Tessel glacier carved the valley of Marden.',
    'The Orren glacier feeds the river Lune.',
    'Meltwater from the Orren glacier fills the lake of Marden.',
    'The Vell glacier covers the northern plateau.',
  ].join('\n\n');
  const c = buildCandidates(readUpload(text, 'glaciers.txt'), 'seed', 4);
  expect(c.tf_false.length).toBeGreaterThan(2);
  expect(c.which_true).toEqual([]);
});
