import { clipText, displayName, mapStrings, withoutBidiControls, xmlSafe, xmlSafeDeep } from '../text-safety';

describe('xmlSafe', () => {
  it('removes what XML 1.0 cannot hold and keeps tab, newline, emoji and every script', () => {
    expect(xmlSafe('a\u0000b\u0001c\u0008d\u000be\u000cf\u001fg\uFFFEh\uFFFFi')).toBe('abcdefghi');
    expect(xmlSafe('lone \uD800 high, lone \uDC00 low')).toBe('lone  high, lone  low');
    expect(xmlSafe('tab\tnew\nline\r 😀 دورة الماء 水の循環 naïve')).toBe(
      'tab\tnew\nline\r 😀 دورة الماء 水の循環 naïve',
    );
    expect(xmlSafe('c1\u0085\u009f and separators\u2028\u2029')).toBe('c1 and separators\n\n');
  });
});

describe('withoutBidiControls and displayName', () => {
  it('drops embedding, override, isolate and mark characters but keeps right-to-left letters', () => {
    expect(withoutBidiControls('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(withoutBidiControls('\u2066a\u2067b\u2068c\u2069\u200E\u200Fשלום\u202A\u202B\u202C\u202D')).toBe('abcשלום');
  });
  it('makes one clean line', () => {
    expect(displayName('  The\u202E water\n\tcycle\u0000 \uFFFE ')).toBe('The water cycle');
  });
});

describe('clipText', () => {
  it('leaves short text alone and cuts long text at a word with an ellipsis', () => {
    expect(clipText('The water cycle', 20)).toBe('The water cycle');
    const cut = clipText('Evaporation condensation precipitation collection and runoff', 30);
    expect(cut).toBe('Evaporation condensation…');
    expect(cut.length).toBeLessThanOrEqual(30);
  });
  it('cuts inside one very long word and never splits a surrogate pair', () => {
    expect(clipText('x'.repeat(300), 200)).toBe(`${'x'.repeat(199)}…`);
    const emoji = clipText('😀'.repeat(10), 6);
    expect(emoji.length).toBeLessThanOrEqual(6);
    expect(xmlSafe(emoji)).toBe(emoji);
  });
});

describe('mapStrings / xmlSafeDeep', () => {
  it('cleans every string of nested data and keeps numbers, booleans and nulls', () => {
    const doc = {
      title: 'T\uFFFE',
      n: 3,
      ok: true,
      none: null,
      sections: [{ blocks: [{ text: 'a\u0001', list: ['b\uFFFF'] }] }],
    };
    expect(xmlSafeDeep(doc)).toEqual({
      title: 'T',
      n: 3,
      ok: true,
      none: null,
      sections: [{ blocks: [{ text: 'a', list: ['b'] }] }],
    });
    expect(doc.title).toBe('T\uFFFE');
    expect(mapStrings(['a', 'b'], (s) => s.toUpperCase())).toEqual(['A', 'B']);
  });
});
