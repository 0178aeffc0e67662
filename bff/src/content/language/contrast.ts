// The text's own contrast between two of its terms, read from one sentence: "Laws are often also concise,
// whereas theories are more complicated", "Unlike weight, mass does not depend on gravity", "While mass
// stays the same, weight changes with gravity" (an opening "while" that is no time). A comparison
// question is asked only where the sentence sets one term against the other across a contrast word, so
// its key is what the text itself says of each side, not a bag of words found near them.
import { termPattern } from './term-pattern';
import { joinTokens, tokensOf } from './clause-tokens';

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

// "theory" is named as "theories" too.
const has = (side: string, t: string) =>
  termPattern(t).test(side) || (/[^aeiou]y$/i.test(t) && termPattern(`${t.slice(0, -1)}ies`).test(side));

/** A clause set before a side's main clause ("If you are deciding by yourself, there is …"). */
const FRONTED = /^(?:if|when|whenever|while|as|because|although|though|since|once|after|before|unless)\b/i;

/**
 * The term is what its side is about: named before the main clause's first verb ("Most bacteria are …",
 * "Microbes within the domains Bacteria and Archaea are …"), as what the subject is ("… are eukaryotes"),
 * or as what "there is" ("there is no collective dilemma"). A term the side names only as an object or in a
 * modifier ("Each lobe is associated with certain types of functions", "ionic bonds formed by the attraction
 * between a cation’s …") is no side of the contrast: the question would pair it with words about another
 * thing.
 */
function aboutTerm(side: string, term: string): boolean {
  const comma = side.indexOf(',');
  const main = FRONTED.test(side) && comma > 0 ? side.slice(comma + 1) : side;
  const toks = tokensOf(main);
  const verb = toks.findIndex((t) => t.pos === 'VERB' || t.pos === 'AUX');
  if (verb < 0 || has(joinTokens(toks.slice(0, verb)), term)) return true;
  if (toks[verb].lemma !== 'be') return false;
  // "there is …" names its subject after the verb, to the clause's end.
  const existential = toks[verb - 1]?.lower === 'there';
  let end = verb + 1;
  while (
    end < toks.length &&
    toks[end].pos !== 'PUNCT' &&
    (existential || !['VERB', 'AUX', 'ADP', 'SCONJ', 'PRON'].includes(toks[end].pos))
  )
    end++;
  return has(joinTokens(toks.slice(verb + 1, end)), term);
}

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
  const [a, b] = sides.map(clause);
  if (a.split(/\s+/).length < 2 || b.split(/\s+/).length < 2) return null;
  const pairs = (p: string, q: string, s: string, t: string) =>
    has(p, s) && has(q, t) && !has(p, t) && !has(q, s) && aboutTerm(p, s) && aboutTerm(q, t);
  if (pairs(a, b, x, y)) return { first: a, second: b };
  if (pairs(a, b, y, x)) return { first: b, second: a };
  return null;
}
