import { foldForMatching, groundingIndex } from '../grounding.verify';

const SOURCE = `Photosynthesis is the process by which green plants use sun-
light to make their own food. It takes place in “chloroplasts”, which contain chlorophyll.
Oxygen is released into the air — as a by-product.`;

describe('grounding: is a quoted passage in the file?', () => {
  const index = groundingIndex(SOURCE);

  test.each([
    ['verbatim', 'It takes place in “chloroplasts”, which contain chlorophyll.'],
    ['straight quotes, other case', 'it takes place in "Chloroplasts", which contain CHLOROPHYLL'],
    ['a word hyphenated across a line, quoted whole', 'green plants use sunlight to make their own food'],
    ['line breaks and extra spaces', 'Photosynthesis is   the process by which\ngreen plants'],
    ['dashes and punctuation', 'Oxygen is released into the air - as a by-product'],
    ['an ellipsis skipping words, in order', 'Photosynthesis is the process … their own food.'],
  ])('found: %s', (_, quote) => expect(index.contains(quote)).toBe(true));

  test.each([
    ['a changed word', 'It takes place in chloroplasts, which contain glucose.'],
    ['an invented sentence', 'Plants eat sunlight for breakfast.'],
    ['parts in the wrong order', 'their own food … Photosynthesis is the process'],
    ['only part of a word', 'tosynthesis is the process'],
    ['an empty quote', ' … '],
  ])('not found: %s', (_, quote) => expect(index.contains(quote)).toBe(false));

  test('folding keeps letters and digits of any script', () => {
    expect(foldForMatching('La Révolution « française » commença en 1789 !')).toBe(
      'la révolution française commença en 1789',
    );
  });
});
