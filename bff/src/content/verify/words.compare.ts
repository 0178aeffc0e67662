// Comparing what a document prints with the words of the teacher's file, without a language model on
// the request thread: both sides folded the way grounding folds them (grounding.verify.ts), then
// compared word by word. A shortened sentence or definition is the file's words with some left out
// (a subsequence); a changed word, an added "not" or a swapped term is not.
import { foldForMatching } from './grounding.verify';

/** The words of a text, folded (case, quotes, punctuation, hyphens across lines). */
export const wordsOf = (text: string): string[] => foldForMatching(text).split(' ').filter(Boolean);

/** A word and its plural are one ("wave", "waves", "mass", "masses", "body", "bodies"); nothing else is stemmed. */
const singular = (w: string) => {
  if (w.length <= 3) return w;
  if (/(?:ss|ch|sh|x|z)es$/.test(w)) return w.slice(0, -2);
  if (/[^aeiou]ies$/.test(w) && w.length > 4) return `${w.slice(0, -3)}y`;
  return /[^s]s$/.test(w) ? w.slice(0, -1) : w;
};

/** The term as letters only, singular: "P-waves", "p waves" and the crossword answer "PWAVES" are one term. */
export const termKey = (term: string): string => singular(wordsOf(term).join(''));

/**
 * Is `part` the words of `whole` with some left out, in order? Words compare by their singular, so a
 * shortened sentence that keeps "waves" for "waves" passes and one that changes a word does not.
 */
export function isShortening(part: string[], whole: string[]): boolean {
  let j = 0;
  for (const w of part) {
    const s = singular(w);
    while (j < whole.length && singular(whole[j]) !== s) j++;
    if (j === whole.length) return false;
    j++;
  }
  return part.length > 0;
}

/** Words that turn a statement around: a shortening may not leave one out or put one in. */
const NEGATION = /^(?:not|no|never|none|nor|neither|cannot|without|nothing|nobody|nowhere)$|n't$/;

export const negations = (words: string[]): number => words.filter((w) => NEGATION.test(w)).length;

/**
 * Is `part` a cut of `whole`: its words in order with some left out, and no negation left out between
 * the first and the last word kept? A clause cut off whole ("…, but one in eight bills cannot be …")
 * takes its "not" with it; a "not" dropped from inside what is kept turns the statement around.
 */
export function isCut(part: string[], whole: string[]): boolean {
  if (!part.length) return false;
  const at: number[] = [];
  let j = 0;
  for (const w of part) {
    const s = singular(w);
    while (j < whole.length && singular(whole[j]) !== s) j++;
    if (j === whole.length) return false;
    at.push(j++);
  }
  const kept = new Set(at);
  for (let i = at[0]; i <= at[at.length - 1]; i++) if (!kept.has(i) && NEGATION.test(whole[i])) return false;
  return true;
}

/** Does the folded text hold these words side by side (a term in a sentence)? */
export function holds(words: string[], term: string[]): boolean {
  if (!term.length) return false;
  const t = term.map(singular);
  outer: for (let i = 0; i + t.length <= words.length; i++) {
    for (let k = 0; k < t.length; k++) if (singular(words[i + k]) !== t[k]) continue outer;
    return true;
  }
  return false;
}

/**
 * A model's meaning in its own words still counts as the file's definition when most of its longer
 * words are the definition's words (three letters or more, at least two of them, and none of the
 * definition's negations left out).
 */
export function drawsOn(meaning: string[], definition: string[]): boolean {
  const long = meaning.filter((w) => w.length >= 3);
  const from = new Set(definition.map(singular));
  const shared = long.filter((w) => from.has(singular(w))).length;
  return shared >= 2 && shared >= long.length * 0.7 && negations(meaning) === negations(definition);
}

/**
 * Does a blank item, its key in the blank, give back a cut of the sentence? Its instruction ("In the
 * text:", "Which term completes this sentence from the text? “…”") is not the sentence's: the sentence may
 * start after a colon, a question mark or an opening quote, never in the middle of its own words (a changed
 * word before the blank would slip through). What is left must still hold the key.
 */
export function givesBack(filled: string, key: string[], sentence: string[], fold = wordsOf): boolean {
  const starts = [0, ...[...filled.matchAll(/[:?“"]/g)].map((m) => m.index! + 1)];
  return starts.some((at) => {
    const rest = fold(filled.slice(at));
    return rest.length >= 3 && holds(rest, key) && isCut(rest, sentence);
  });
}
