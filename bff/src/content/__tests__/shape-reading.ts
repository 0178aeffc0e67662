// Readings written for the shape tests (read16-shapes, read17-shapes): a title and its sentences, read as an
// upload, and one of its terms as the reader would list it, for the rules that take a term.
import { readUpload } from '../source';
import type { SourceReading, SourceTerm } from '../source/source.types';
import { termPattern } from '../language/term-pattern';

export const read = (title: string, sentences: string[]) =>
  readUpload(`${title}\n\n${sentences.join(' ')}`, 'shape.txt');

export const meaningOf = (a: SourceReading, term: string) =>
  a.terms.find((t) => t.key === term.toLowerCase())?.definition ?? null;

export const termOf = (
  a: SourceReading,
  t: string,
  definition?: string,
  more: Partial<SourceTerm> = {},
): SourceTerm => ({
  term: t,
  key: t.toLowerCase(),
  kind: 'concept',
  origins: ['phrase'],
  count: 2,
  sentences: a.sentences.flatMap((s, i) => (termPattern(t).test(s.text) ? [i] : [])),
  sections: [0],
  everyday: 0,
  score: 1,
  ...(definition ? { definition } : {}),
  ...more,
});
