// Labels of the simple blocks, worded once for every renderer.
import type { Block } from './schema';

/** What a teacher calls each kind of block (the editor's labels, the server's messages and summaries). */
export const BLOCK_NAMES: Record<Exclude<Block['type'], 'question'>, string> = {
  paragraph: 'Text',
  list: 'List',
  word_bank: 'Word bank',
  vocabulary: 'Vocabulary',
  table: 'Table',
  matching: 'Matching',
  writing_space: 'Writing space',
  diagram: 'Diagram',
  word_search: 'Word search',
  crossword: 'Crossword',
};

export const WORD_BANK_TITLE = 'Word Bank';
/** Between words of a word bank (renderers pad it with spaces to taste). */
export const WORD_BANK_SEPARATOR = '•';
export const VOCABULARY_COLUMNS = ['Term', 'Definition'] as const;

/** "1." for an ordered list, a bullet otherwise. */
export function listMarker(ordered: boolean, index: number): string {
  return ordered ? `${index + 1}.` : '•';
}
