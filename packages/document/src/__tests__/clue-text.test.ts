import { clueKeyText, clueText } from '..';

const entry = (clue: string, answer: string) => ({
  number: 8,
  direction: 'across' as const,
  row: 0,
  col: 0,
  clue,
  answer,
});

describe('a printed crossword clue', () => {
  it('gives the answer length after the clue', () => {
    expect(clueText(entry('The height of the brain wave', 'AMPLITUDE'))).toBe('8. The height of the brain wave (9)');
  });

  it('keeps the word lengths a multi-word answer already gives, without the total after them', () => {
    expect(clueText(entry('Hidden meaning of a dream (6, 7)', 'LATENTCONTENT'))).toBe(
      '8. Hidden meaning of a dream (6, 7)',
    );
    expect(clueKeyText(entry('Hidden meaning of a dream (6, 7)', 'LATENTCONTENT'))).toBe(
      '8. Hidden meaning of a dream (6, 7) — LATENTCONTENT',
    );
    // A number in brackets that is part of the clue is not a word-length list.
    expect(clueText(entry('Frequency of 4–7 Hz (theta)', 'THETA'))).toBe('8. Frequency of 4–7 Hz (theta) (5)');
  });
});
