/** A sentence of the teacher's text as the offline drafters use it (from source/source.read.ts). */
export interface Sentence {
  index: number;
  text: string;
  words: string[];
  /** Fit to quote in a question: a whole statement of sensible length. */
  usable: boolean;
}

export const WORD = /[\p{L}][\p{L}\p{M}\p{N}'’-]*/gu;
