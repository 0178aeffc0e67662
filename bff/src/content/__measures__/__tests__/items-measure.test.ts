import { duplicateItems, everydayBlanks, isEverydayWord } from '../items.measure';

describe('items tested twice', () => {
  it('counts a second item on the same source sentence, however it is asked', () => {
    const passage = 'A hypothesis is a testable statement that describes how something in the natural world works.';
    const r = duplicateItems([
      { text: 'What is a hypothesis?', answer: 'a testable statement', passage },
      { text: 'A hypothesis is a testable statement. True or false?', answer: 'True', passage },
      {
        text: 'What do scientists collect during an experiment?',
        answer: 'data',
        passage: 'During an experiment, the scientist collects data.',
      },
    ]);
    expect(r).toMatchObject({ items: 3, duplicates: 1 });
  });

  it('counts the same fact asked from two passages by its words', () => {
    const r = duplicateItems([
      { text: 'Ohm’s law relates current, voltage and resistance.', answer: 'Ohm’s law', passage: null },
      { text: 'Which law relates current, voltage and resistance?', answer: 'Ohm’s law', passage: null },
      { text: 'A series circuit has one path for current.', answer: 'series', passage: null },
    ]);
    expect(r.duplicates).toBe(1);
  });
});

describe('blanks on everyday words', () => {
  it('uses SUBTLEX-US: the 3,000 most frequent words are everyday', () => {
    expect(isEverydayWord('house')).toBe(true);
    expect(isEverydayWord('photosynthesis')).toBe(false);
  });

  it('counts an everyday answer unless the source makes it a key term', () => {
    const r = everydayBlanks(['giant', 'photosynthesis', 'wave', 'word'], ['wave']);
    expect(r).toEqual({ blanks: 4, everyday: 2, words: ['giant', 'word'] });
  });
});

it('does not take an empty or heading-sized passage for a shared sentence', () => {
  const r = duplicateItems([
    { text: 'A word that means “to look for how things are alike” is compare.', answer: 'compare', passage: '' },
    { text: 'Social norms are the rules a society expects its members to follow.', answer: 'norms', passage: 'Norms' },
  ]);
  expect(r.duplicates).toBe(0);
});

it('does not count an item that cites a passage it never draws on', () => {
  const passage = 'Social scientists refer to social norms and behaviors as sociocultural construction.';
  const r = duplicateItems([
    {
      text: 'Social scientists refer to norms and behaviors as sociocultural construction.',
      answer: 'construction',
      passage,
    },
    {
      text: 'A word that means “to study something closely by looking at its parts” is analyze.',
      answer: 'analyze',
      passage,
    },
  ]);
  expect(r.duplicates).toBe(0);
});
