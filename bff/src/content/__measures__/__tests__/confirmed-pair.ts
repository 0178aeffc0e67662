// Shared by the measure's form tests: one pair judged against the file's own sentences.
import { measureMeanings } from '../meaning.measure';

/** Is the pair confirmed by the file's own sentences (no glossary)? */
export const confirmed = (term: string, meaning: string, ...sentences: string[]) =>
  measureMeanings([{ sheet: 'matching', term, meaning }], [], sentences.join(' ')).usable === 1;
