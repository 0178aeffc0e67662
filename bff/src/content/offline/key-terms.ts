import { readSource } from '../source/source.read';
import type { SourceReading, SourceTerm } from '../source/source.types';
import { WORD, type Sentence } from '../language/sentences';

export interface KeyTerm {
  /** As printed: the most common spelling in the text. */
  term: string;
  key: string;
  count: number;
  /** Indexes of the sentences that use it, in text order. */
  sentences: number[];
  definition?: string;
  definitionSentence?: number;
  source?: SourceTerm;
}

export interface TextAnalysis {
  sentences: Sentence[];
  terms: KeyTerm[];
  reading: SourceReading;
}

export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Whole-word, case-insensitive match of a term (or its plural) inside a sentence. */
export function termPattern(term: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(term)}(?:e?s)?(?![\\p{L}\\p{N}])`, 'giu');
}

/** The reading of a text (source/source.read.ts) in the shape the offline drafters use. */
export function fromReading(reading: SourceReading): TextAnalysis {
  const sentences: Sentence[] = reading.sentences.map((s, index) => ({
    index,
    text: s.text,
    words: s.text.match(WORD) ?? [],
    usable: s.usable,
  }));
  const terms: KeyTerm[] = reading.terms.map((t) => ({
    term: t.term,
    key: t.key,
    count: t.count,
    sentences: t.sentences,
    ...(t.definition ? { definition: t.definition, definitionSentence: t.definitionSentence } : {}),
    source: t,
  }));
  return { sentences, terms, reading };
}

export const analyse = (text: string, name = ''): TextAnalysis => fromReading(readSource(text, name));

/** The text's sentence with every use of the term blanked out. */
export function blankOut(sentence: string, term: string): string | null {
  const re = termPattern(term);
  if (!re.test(sentence)) return null;
  return sentence.replace(termPattern(term), '_____');
}

/** Terms that occur in the sentence (so they cannot serve as its distractors). */
export const termsIn = (sentence: string, terms: KeyTerm[]) => terms.filter((t) => termPattern(t.term).test(sentence));
