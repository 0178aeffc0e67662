// Shared by the measure's form tests: one pair judged against the file's own sentences, or a table of them.
import { measureMeanings } from '../meaning.measure';

/** Is the pair confirmed by the file's own sentences (no glossary)? */
export const confirmed = (term: string, meaning: string, ...sentences: string[]) =>
  measureMeanings([{ sheet: 'matching', term, meaning }], [], sentences.join(' ')).usable === 1;

/** A row of a form test: the term, the meaning offered for it, the file's sentence(s), and the measure's verdict. */
export type Judged = [term: string, meaning: string, text: string, confirmed: boolean];

/** Each row judged by the measure, compared whole: a row that fails shows in the diff with its term and meaning. */
export function expectJudged(rows: Judged[]) {
  expect(rows.map(([term, meaning, text]) => [term, meaning, text, confirmed(term, meaning, text)])).toEqual(rows);
}
