// Is a sentence a claim about the subject a student can judge true or false? Not when it speaks to the
// reader anywhere in it ("You can begin organizing your savings …", "If we wanted to measure it, we first
// need a scale": the main clause is the author's step, not a fact), not when its main clause is an
// instruction after a clause set before it ("To find the area, multiply …", "If the dots do not match,
// turn the card over"), and not an exclamation ("You have just made an observation!").
import { tokensOf } from './clause-tokens';

/** The sentence opens with the reader or the author ("You can …", "We all know …", "I …", "Let's …"). */
const OPENS_TO_THE_READER = /^[\s"“(]*(?:you|we|i|us|let’s|let's)\b/i;
/**
 * "we" or "you" as the subject of a later clause ("If we wanted to measure it, we first need …", "…, and you
 * add one"), read outside quoted speech: a character's "you" in a story is part of the story.
 */
const TURNS_TO_THE_READER = /(?:[,;:]\s*|\b(?:then|and|but|so)\s+)(?:you|we|let’s|let's|let\s+us)\b/i;
const QUOTED = /[“"][^”"]*[”"]/g;
/** A clause set before the main one: a condition, a time or a purpose ("If …,", "When …,", "To find …,"). */
const FRONTED_CLAUSE = /^[\s"“(]*(?:if|unless|when|whenever|once|before|after|while|to)\s/i;
const EXCLAMATION = /!["”’)]*\s*$/;

/** The main clause after a fronted clause starts with a bare verb: an instruction ("…, multiply the length"). */
function instructsAfterClause(sentence: string): boolean {
  if (!FRONTED_CLAUSE.test(sentence)) return false;
  const toks = tokensOf(sentence);
  const comma = toks.findIndex((t) => t.v === ',');
  if (comma < 0) return false;
  const next = toks[comma + 1];
  return !!next && next.pos === 'VERB' && next.lemma.toLocaleLowerCase('en-US') === next.lower;
}

const cache = new Map<string, boolean>();

/** A claim about the subject a student can judge, not advice, a step or a remark to the reader. */
export function statesAFact(sentence: string): boolean {
  const hit = cache.get(sentence);
  if (hit !== undefined) return hit;
  const found =
    !OPENS_TO_THE_READER.test(sentence) &&
    !TURNS_TO_THE_READER.test(sentence.replace(QUOTED, ' ')) &&
    !EXCLAMATION.test(sentence) &&
    !instructsAfterClause(sentence);
  if (cache.size > 5000) cache.clear();
  cache.set(sentence, found);
  return found;
}
