import { definingSentences, measureMeanings, sameMeaning } from '../meaning.measure';

const text = [
  'A hypothesis is a testable statement that describes how something in the natural world works.',
  'Scientists test a hypothesis by performing an experiment.',
  'During an experiment, the scientist collects data.',
  'A model, a representation of something that is too difficult to study directly, helps us visualize atoms.',
  'An experiment is a test of an idea under conditions the scientist controls.',
  'The pattern in nature that holds in every case studied is called a scientific law.',
].join(' ');
const glossary = [
  { term: 'hypothesis', definition: 'testable statement that describes how something in the natural world works' },
  { term: 'experiment', definition: 'process involved with testing a hypothesis' },
];

describe('usable meanings', () => {
  it('finds the sentences that define the term, not those that only use it', () => {
    const sentences = text.split(/(?<=\.) /);
    expect(definingSentences('hypothesis', sentences)).toEqual([sentences[0]]);
    expect(definingSentences('model', sentences)).toEqual([sentences[3]]);
    expect(definingSentences('scientific law', sentences)).toEqual([sentences[5]]);
    expect(definingSentences('data', sentences)).toEqual([]);
    expect(definingSentences('experiment', sentences)).toEqual([sentences[4]]);
  });

  it('counts a meaning as the term’s own only when it carries the definition’s words', () => {
    expect(sameMeaning('a testable statement about how the natural world works', glossary[0].definition)).toBe(true);
    expect(sameMeaning('the scientist collects data', glossary[0].definition)).toBe(false);
  });

  it('checks against the glossary, then the defining sentence, and calls terms not in the file filler', () => {
    const q = measureMeanings(
      [
        {
          sheet: 'matching',
          term: 'hypothesis',
          meaning: 'testable statement that describes how the natural world works',
        },
        // A neighbour's meaning under a green tick: the experiment's definition given to the hypothesis.
        { sheet: 'matching', term: 'hypothesis', meaning: 'process involved with testing a hypothesis' },
        {
          sheet: 'vocabulary',
          term: 'model',
          meaning: 'a representation of something too difficult to study directly',
        },
        { sheet: 'vocabulary', term: 'data', meaning: 'what the scientist collects' },
        { sheet: 'crossword', term: 'analyze', meaning: 'To study something closely by looking at its parts' },
        // Not the glossary's words, but the file's own sentence defining the term.
        { sheet: 'review', term: 'experiment', meaning: 'a test of an idea under conditions the scientist controls' },
      ],
      glossary,
      text,
    );
    expect(q).toMatchObject({ pairs: 6, usable: 3, checkedAgainstGlossary: 3, filler: 1, glossaryTermsUsable: 2 });
    expect(q.bySheet.matching).toEqual({ pairs: 2, usable: 1, filler: 0 });
    expect(q.faults.map((f) => [f.term, f.why])).toEqual([
      ['hypothesis', 'not its definition'],
      ['data', 'not its definition'],
      ['analyze', 'filler'],
    ]);
  });

  it('counts a sentence to fill in apart from a wrong meaning', () => {
    const q = measureMeanings(
      [
        {
          sheet: 'vocabulary',
          term: 'data',
          meaning: 'In the text: During an experiment, the scientist collects _____.',
        },
        { sheet: 'vocabulary', term: 'hypothesis', meaning: 'What the scientist collects' },
      ],
      glossary,
      text,
    );
    expect(q).toMatchObject({ pairs: 2, usable: 0, sentenceClues: 1 });
    expect(q.faults.map((f) => f.why)).toEqual(['a sentence to fill in, no meaning', 'not its definition']);
  });

  it('gives a sheet that prints nothing no usable pairs', () => {
    expect(measureMeanings([], glossary, text)).toMatchObject({ pairs: 0, usable: 0, filler: 0 });
  });
});
