// Labels of the simple blocks, worded once for every renderer.
export const WORD_BANK_TITLE = 'Word Bank';
/** Between words of a word bank (renderers pad it with spaces to taste). */
export const WORD_BANK_SEPARATOR = '•';
export const VOCABULARY_COLUMNS = ['Term', 'Definition'] as const;

/** "1." for an ordered list, a bullet otherwise. */
export function listMarker(ordered: boolean, index: number): string {
  return ordered ? `${index + 1}.` : '•';
}
