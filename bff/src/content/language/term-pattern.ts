// Finding a term in a sentence as a reader would: whole words, any case, its plural too.
import type { SourceTerm } from '../source/source.types';

export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Whole-word, case-insensitive match of a term (or its plural) inside a sentence. */
export function termPattern(term: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(term)}(?:e?s)?(?![\\p{L}\\p{N}])`, 'giu');
}

/** The text's sentence with every use of the term blanked out. */
export function blankOut(sentence: string, term: string): string | null {
  const re = termPattern(term);
  if (!re.test(sentence)) return null;
  return sentence.replace(termPattern(term), '_____');
}

/** Terms that occur in the sentence (so they cannot serve as its distractors). */
export const termsIn = (sentence: string, terms: SourceTerm[]) =>
  terms.filter((t) => termPattern(t.term).test(sentence));

/** Is a use of the term joined to a word beside it by `mark` ("-" or "–"), so half of a longer word? */
function halfOf(mark: string) {
  const [before, after] = [new RegExp(`[\\p{L}\\p{N}]${mark}$`, 'u'), new RegExp(`^${mark}[\\p{L}\\p{N}]`, 'u')];
  return (sentence: string, term: string) =>
    [...sentence.matchAll(termPattern(term))].some(
      (m) => before.test(sentence.slice(0, m.index)) || after.test(sentence.slice(m.index + m[0].length)),
    );
}

/** Is a use of the term half of a hyphened word ("digit" in "13-digit barcodes", "hunting" in "gathering-hunting")? */
export const halfOfHyphened = halfOf('-');

/** Is a use of the term half of a name joined by an en dash ("R diagram" in "the H–R diagram")? */
export const halfOfJoinedName = halfOf('–');
