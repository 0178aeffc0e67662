import { rangeHint, wholeNumberIn } from '../whole-number';

describe('wholeNumberIn', () => {
  it.each([
    ['3', 3],
    ['50', 50],
    [' 10 ', 10],
  ])('reads %p as %p', (text, n) => expect(wholeNumberIn(text, 3, 50)).toBe(n));

  it.each(['2', '51', '', '  ', '7.5', '-4', '1e1', 'ten', '0x10'])('refuses %p instead of changing it', (text) =>
    expect(wholeNumberIn(text, 3, 50)).toBeNull(),
  );
});

describe('rangeHint', () => {
  it('shows the range when the value is fine and says what to enter when it is not', () => {
    expect(rangeHint('10', 3, 50)).toEqual({ ok: true, message: 'From 3 to 50' });
    expect(rangeHint('51', 3, 50)).toEqual({ ok: false, message: 'Enter a whole number from 3 to 50.' });
  });
});
