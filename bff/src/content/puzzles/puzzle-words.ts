/**
 * Puzzle answers are letters only, upper case, no spaces ("cell wall" -> CELLWALL), as printed puzzles
 * expect. Accents are kept when the word is not Latin-only, so Greek or Cyrillic vocabulary still works.
 */
export function puzzleWord(term: string): string {
  const upper = term.normalize('NFC').toLocaleUpperCase('en-US');
  const latin = upper.normalize('NFD').replace(/\p{M}/gu, '');
  const base = /^[\p{Script=Latin}\s'’-]+$/u.test(latin) ? latin : upper;
  return Array.from(base.replace(/[^\p{L}]/gu, '')).join('');
}

export const letters = (word: string): string[] => Array.from(word);

/** Letters used to fill empty cells: the alphabet of the words themselves, so fillers never give words away by script. */
export function fillerAlphabet(words: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const w of words) for (const ch of letters(w)) seen.add(ch);
  const latinOnly = [...seen].every((c) => /[A-Z]/.test(c));
  return latinOnly ? 'ABCDEFGHIJKLMNOPRSTUVWY'.split('') : [...seen].sort();
}
