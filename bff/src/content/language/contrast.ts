// The text's own contrast between two of its terms, read from one sentence: "Laws are often also concise,
// whereas theories are more complicated", "Unlike weight, mass does not depend on gravity", "While mass
// stays the same, weight changes with gravity" (an opening "while" that is no time). A comparison
// question is asked only where the sentence sets one term against the other across a contrast word, so
// its key is what the text itself says of each side, not a bag of words found near them.
import { termPattern } from './term-pattern';

/**
 * A contrast word between two clauses ("whereas", "but", "in contrast", "rather than"). "while" is as
 * often a time ("met Ahmed while she was conducting research") and is read only where it opens the sentence; "but" only where it sets
 * two claims apart, not in "but also".
 */
const BETWEEN =
  /\s*(?:[,;]\s*)?\b(?:whereas|but(?!\s+also\b)|however|in contrast|on the other hand|rather than|instead of)\b,?\s*/i;
/** A contrast that opens the sentence and takes the first term in its own phrase ("Unlike X, Y …"). */
const OPENING =
  /^(?:unlike|in contrast to|compared (?:with|to)|as opposed to|rather than|instead of|while|whereas)\s+/i;
/** "While she was conducting research, …": an opening "while" with an "-ing" verb after "be" tells a time. */
const WHILE_TIME = /^while\b[^,]*\b(?:is|are|was|were|be|been)\s+\p{L}+ing\b/iu;

/** The sentence has a contrast word at all (a cheap first look). */
export const CONTRAST_CUE =
  /\b(?:whereas|but|however|in contrast|on the other hand|rather than|instead of|unlike|compared (?:with|to)|as opposed to)\b|^while\b/i;

export interface Contrast {
  /** What the sentence says on the first term's side, in its words. */
  first: string;
  second: string;
}

const clause = (s: string) => s.replace(/^[\s,;:—–-]+|[\s,;:.—–-]+$/g, '').trim();

/**
 * The two sides of the sentence's contrast when `x` is named on one side and `y` on the other (in
 * either order), else null. The sides are returned in the order x, y.
 */
export function contrastOf(sentence: string, x: string, y: string): Contrast | null {
  const text = sentence.trim();
  if (/\bnot (?:just|only)\b/i.test(text) || WHILE_TIME.test(text)) return null;
  let sides: [string, string] | null = null;
  const open = OPENING.exec(text);
  if (open) {
    const comma = text.indexOf(',', open[0].length);
    if (comma > 0) sides = [text.slice(open[0].length, comma), text.slice(comma + 1)];
  } else {
    const m = BETWEEN.exec(text);
    if (m && m.index > 0) sides = [text.slice(0, m.index), text.slice(m.index + m[0].length)];
  }
  if (!sides) return null;
  // "theory" is named as "theories" too.
  const has = (side: string, t: string) =>
    termPattern(t).test(side) || (/[^aeiou]y$/i.test(t) && termPattern(`${t.slice(0, -1)}ies`).test(side));
  const [a, b] = sides.map(clause);
  if (a.split(/\s+/).length < 2 || b.split(/\s+/).length < 2) return null;
  if (has(a, x) && has(b, y) && !has(a, y) && !has(b, x)) return { first: a, second: b };
  if (has(a, y) && has(b, x) && !has(a, x) && !has(b, y)) return { first: b, second: a };
  return null;
}
