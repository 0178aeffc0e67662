// A vocabulary sheet made from a story, a memoir or nature writing: these define few words, and the sheet
// used to fill up with the names of their people and places ("Sheridan", "Durgin", "Vernal Fall") and the
// everyday words they repeat ("mouse", "cards", "half"). Now it holds what the file sets out to teach, or
// words everyday English hardly uses ("slaveholder", "lagoon"); with fewer than three, the honest 422.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ContentError } from '../content.errors';
import { type WorksheetDraft } from '../kinds/worksheet/worksheet.styles';
import { everydayFrequency, EVERYDAY_PER_MILLION } from '../source/source.frequency';
import { fileSheet } from './matching-sheet';

const dir = join(__dirname, '../__fixtures__/corpus');

const vocabSheet = (text: string, name: string) => fileSheet('vocab', text, name);
const corpusSheet = (id: string) => vocabSheet(readFileSync(join(dir, `${id}.txt`), 'utf8'), `${id}.txt`);
const termsOf = (d: WorksheetDraft['vocab']) => d.entries.map((e) => e.term);
/** Everyday English: every word of the term at or above the reader's threshold (per million, SUBTLEX-US). */
const everyday = (term: string) => term.split(/\s+/).every((w) => everydayFrequency(w) >= EVERYDAY_PER_MILLION);

/** A short memoir-like passage: two people, a street, everyday words it repeats, and rarer words of the mill. */
const STORY =
  'The Mill\n\n' +
  'Mr. Harlow took me to the mill on Fenwick Street when I was ten. ' +
  'The mill stood by the river, and the river turned a great wheel all day. ' +
  'Inside, the miller kept a heavy ledger on a table, and he wrote each sack of grain in it. ' +
  'Mrs. Harlow brought bread to the mill at noon, and we ate by the river. ' +
  'The miller showed me the hopper, where the grain fell between the stones. ' +
  'Flour dust rose from the hopper and settled on the ledger and on the table. ' +
  'Each evening the miller closed the sluice, and the wheel slowed and stopped. ' +
  'I went back to the mill many times, and the river and the wheel never changed.';

describe('a vocabulary sheet from a story holds words to learn', () => {
  test('no names of its people and places, no everyday words it repeats (own passage)', () => {
    const terms = termsOf(vocabSheet(STORY, 'mill.txt')).map((t) => t.toLowerCase());
    for (const name of ['mr. harlow', 'mrs. harlow', 'fenwick street', 'harlow']) expect(terms).not.toContain(name);
    for (const word of ['river', 'wheel', 'table', 'bread']) expect(terms).not.toContain(word);
    expect(terms.filter(everyday)).toEqual([]);
    expect(terms).toEqual(expect.arrayContaining(['ledger', 'hopper']));
  });

  test('Douglass chapter VII: no "Sheridan" or "Durgin", no everyday word, "slaveholder" stays', () => {
    const terms = termsOf(corpusSheet('douglass-chapter-7'));
    expect(terms).not.toContain('Sheridan');
    expect(terms).not.toContain('Durgin');
    expect(terms.filter(everyday)).toEqual([]);
    expect(terms).toContain('slaveholder');
  });

  test('Muir, Yosemite: no "Professor Butler" or "Vernal Fall"', () => {
    const terms = termsOf(corpusSheet('muir-yosemite'));
    expect(terms).not.toContain('Professor Butler');
    expect(terms).not.toContain('Vernal Fall');
    expect(terms.filter(everyday)).toEqual([]);
  });

  test('CS Unplugged divide and conquer: no "order", "half", "list" or "program"', () => {
    const terms = termsOf(corpusSheet('cs-unplugged-divide-and-conquer'));
    for (const word of ['order', 'half', 'list', 'program']) expect(terms).not.toContain(word);
    expect(terms).toContain('binary search');
  });

  test('Aesop, fables 1: fewer than three words to learn, so no sheet (the honest 422)', () => {
    let error: unknown;
    try {
      corpusSheet('aesop-fables-1');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ContentError);
    expect((error as ContentError).status).toBe(422);
    expect((error as Error).message).toMatch(
      /^Your file defines (?:no terms|only \d terms?) that can go on a vocabulary sheet/,
    );
  });
});
