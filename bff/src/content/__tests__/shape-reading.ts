// Readings written for the shape tests (read16-shapes, read17-shapes): a title and its sentences, read as an
// upload, and one of its terms as the reader would list it, for the rules that take a term.
import { readUpload } from '../source';
import type { SourceReading, SourceTerm } from '../source/source.types';
import { termPattern } from '../language/term-pattern';
import { buildSpec } from '../content.request';
import type { GenerationInput } from '../content.job';
import { buildOfflineDraft } from '../offline.provider';
import type { ReviewSheetDraft } from '../kinds/review-sheet/review.schema';

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

/** The offline review sheet of a text, as a teacher's file named `name`. */
export const reviewOf = (text: string, name: string) =>
  buildOfflineDraft(
    buildSpec({
      request: { kind: 'review_sheet', difficulty: 'mixed', include_answer_key: true } as GenerationInput['request'],
      sourceText: text,
      sourceName: name,
      sourceType: 'file',
      reading: readUpload(text, name),
    }),
  ) as ReviewSheetDraft;
