import type { SourceSentence } from '../source/source.types';
import { isApparatus } from './apparatus';

/** The text with its first letter capitalised (a term at the start of a sentence or a title). */
export const cap = (s: string) => s.charAt(0).toLocaleUpperCase('en-US') + s.slice(1);

/** A sentence of the reading with its place in it (the index terms, steps and comparisons point at). */
export type IndexedSentence = SourceSentence & { index: number };

/** The reading's sentence at `index`, with its index. */
export const sentenceAt = (sentences: SourceSentence[], index: number): IndexedSentence => ({
  ...sentences[index],
  index,
});

/** Sentences that lean on the one before ("Yet…", "This…", "They…") do not stand alone as a statement. */
const LEANS_BACK = new RegExp(
  String.raw`^(?:yet|however|but|and|or|so|thus|therefore|also|still|moreover|furthermore|in addition|for example|` +
    String.raw`for instance|instead|indeed|in fact|as a result|this|these|that|those|it|its|they|their|them|` +
    String.raw`he|she|his|her|such|here|there|then|both|each|one|another|other|(?:in|of|at|by|for|from|during|` +
    String.raw`after|before|with) (?:this|these|those|that|such))\b`,
  'i',
);
/** Sentences about the text itself ("In this section, we will discuss…", "We saw in [another chapter] that…") state no fact to ask about. */
const ABOUT_THE_TEXT =
  /\b(?:in this (?:section|chapter|module|unit|lesson)|we will (?:discuss|examine|explore|look at|learn)|you will (?:learn|read|explore))\b|^(?:as )?we (?:saw|have seen|learned|have learned|discussed|studied) (?:in|earlier|above|before)\b/i;
/** Instructions to the reader ("Let’s say…", "Imagine…") state no fact either. */
const TO_THE_READER =
  /^(?:now\s+)?(?:let[’']s|let us|imagine|consider|think (?:about|of)|notice|recall|suppose|remember|note that|try)\b/i;
export const standsAlone = (s: string) => {
  const t = s.replace(/^["“(]+/, '');
  // A worked example's heading, a review box or a figure callout is no statement of the text (apparatus.ts).
  return (
    !LEANS_BACK.test(t) && !TO_THE_READER.test(t) && !s.includes('?') && !ABOUT_THE_TEXT.test(s) && !isApparatus(s)
  );
};
