/** A sentence of the teacher's text as the offline drafters use it (from source/source.read.ts). */
export interface Sentence {
  index: number;
  text: string;
  words: string[];
  /** Fit to quote in a question: a whole statement of sensible length. */
  usable: boolean;
}

export const WORD = /[\p{L}][\p{L}\p{M}\p{N}'’-]*/gu;

/** Sentences that lean on the one before ("Yet…", "This…", "They…") do not stand alone as a statement. */
const LEANS_BACK =
  /^(?:yet|however|but|and|or|so|thus|therefore|also|still|moreover|furthermore|in addition|for example|for instance|instead|indeed|in fact|as a result|this|these|that|those|it|its|they|their|them|he|she|his|her|such|here|there|then|both|each|one|another|other|(?:in|of|at|by|for|from|during|after|before|with) (?:this|these|those|that|such))\b/i;
/** Sentences about the text itself ("In this section, we will discuss…", "We saw in [another chapter] that…") state no fact to ask about. */
const ABOUT_THE_TEXT =
  /\b(?:in this (?:section|chapter|module|unit|lesson)|we will (?:discuss|examine|explore|look at|learn)|you will (?:learn|read|explore))\b|^(?:as )?we (?:saw|have seen|learned|have learned|discussed|studied) (?:in|earlier|above|before)\b/i;
/** Instructions to the reader ("Let’s say…", "Imagine…") state no fact either. */
const TO_THE_READER =
  /^(?:now\s+)?(?:let[’']s|let us|imagine|consider|think (?:about|of)|notice|recall|suppose|remember|note that|try)\b/i;
export const standsAlone = (s: string) => {
  const t = s.replace(/^["“(]+/, '');
  return !LEANS_BACK.test(t) && !TO_THE_READER.test(t) && !s.includes('?') && !ABOUT_THE_TEXT.test(s);
};
