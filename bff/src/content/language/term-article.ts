// A term written into a sentence of our own takes "the" when the text itself says "the" before it: "compare
// the Boston Associates and the Rhode Island system", "what your child learned about the Arctic Circle". A
// list of key terms and a diagram's labels keep the bare term; only running prose needs the article, and
// the text's own use is the surest guide to it (names like "Thomas Skidmore" never take one there).
import type { SourceReading } from '../source/source.types';
import { termPattern } from './term-pattern';

const THE_BEFORE = /\bthe\s+$/i;
const DETERMINER = /^(?:the|a|an|this|these|that|those|its|their|his|her|our)\s/i;

const cache = new WeakMap<SourceReading, Map<string, boolean>>();

/** Does the text put "the" before most of its uses of the term (at least one)? */
function takesThe(term: string, reading: SourceReading): boolean {
  let seen = cache.get(reading);
  if (!seen) cache.set(reading, (seen = new Map()));
  const known = seen.get(term);
  if (known !== undefined) return known;
  let uses = 0;
  let withThe = 0;
  for (const s of reading.sentences)
    for (const m of s.text.matchAll(termPattern(term))) {
      uses++;
      if (THE_BEFORE.test(s.text.slice(0, m.index))) withThe++;
    }
  const answer = withThe > 0 && withThe * 2 >= uses;
  seen.set(term, answer);
  return answer;
}

/** The term as running prose of ours should say it: "the Rhode Island system", "rovings", "Thomas Skidmore". */
export function asTheTextSays(term: string, reading: SourceReading | null | undefined): string {
  if (!reading || DETERMINER.test(term)) return term;
  return takesThe(term, reading) ? `the ${term}` : term;
}

/** Several terms joined for prose ("the Arctic Circle and solstice"), each as the text says it. */
export const saidAsTheText = (terms: string[], reading: SourceReading | null | undefined) =>
  terms.map((t) => asTheTextSays(t, reading));
