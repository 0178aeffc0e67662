// Is a sentence a claim about the subject a student can judge true or false? Not when it speaks to the
// reader anywhere in it ("You can begin organizing your savings …", "If we wanted to measure it, we first
// need a scale": the main clause is the author's step, not a fact), not when its main clause is an
// instruction after a clause set before it ("To find the area, multiply …", "If the dots do not match,
// turn the card over"), not an exclamation ("You have just made an observation!"), and not someone's view
// given as theirs: a claim with its author after a comma ("…, he asserted", "…, Calhoun argued") or the next sentence of a view just said to be someone's (`carriesAView`).
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

/** Verbs that give a claim as someone's view, not as the text's fact. */
export const VIEW_VERBS =
  'asserted|argued|claimed|contended|maintained|insisted|believed|thought|held|reasoned|suggested|proposed|' +
  'declared|theorized|theorised|predicted|warned|feared|hoped|charged|countered|concluded|said|wrote';
const AUTHOR = String.raw`(?:he|she|they|critics|others|many|some|supporters|opponents|(?:the\s+)?\p{Lu}[\p{L}.’'-]*(?:\s+\p{Lu}[\p{L}.’'-]*){0,2})`;
/**
 * "Nullification protected the states, he asserted." / "The tariff, Calhoun argued, ruined the South." /
 * "…, argued Calhoun.": the claim is its author's, and true or false of the
 * text only as theirs. Read outside quoted speech: "“I am hungry,” said the Fox" tells what the Fox said.
 */
const ATTRIBUTED = new RegExp(
  String.raw`,\s*(?:${AUTHOR}\s+(?:also\s+|later\s+|once\s+|then\s+)?(?:${VIEW_VERBS})|(?:${VIEW_VERBS})\s+${AUTHOR})\s*(?:[,.;!?]|$)`,
  'u',
);

/** The main clause after a fronted clause starts with a bare verb: an instruction ("…, multiply the length"). */
function instructsAfterClause(sentence: string): boolean {
  if (!FRONTED_CLAUSE.test(sentence)) return false;
  const toks = tokensOf(sentence);
  const comma = toks.findIndex((t) => t.v === ',');
  if (comma < 0) return false;
  const next = toks[comma + 1];
  return !!next && next.pos === 'VERB' && next.lemma.toLocaleLowerCase('en-US') === next.lower;
}

/**
 * “Declaration of Sentiments, Seneca Falls, 1848.”: a title or a caption has no verb, so nothing in it is claimed
 * (session 21's read asked it true or false).
 */
export const hasAVerb = (sentence: string) =>
  tokensOf(sentence).some(
    // "Seneca Falls": a capitalised word inside the sentence is a name's, whatever the tagger reads it as.
    (t, i, all) =>
      (t.pos === 'VERB' || t.pos === 'AUX') &&
      (!/^\p{Lu}/u.test(t.v) || all.slice(0, i).every((x) => x.pos === 'PUNCT')),
  );

const cache = new Map<string, boolean>();

/** A claim about the subject a student can judge, not advice, a step or a remark to the reader. */
export function statesAFact(sentence: string): boolean {
  const hit = cache.get(sentence);
  if (hit !== undefined) return hit;
  const found =
    !OPENS_TO_THE_READER.test(sentence) &&
    !TURNS_TO_THE_READER.test(sentence.replace(QUOTED, ' ')) &&
    !EXCLAMATION.test(sentence) &&
    !ATTRIBUTED.test(sentence.replace(QUOTED, ' ')) &&
    !instructsAfterClause(sentence) &&
    hasAVerb(sentence);
  if (cache.size > 5000) cache.clear();
  cache.set(sentence, found);
  return found;
}

/** Verbs that say a person's view, in the sentence that names its author ("Calhoun argued for …"). */
const HOLDS_A_VIEW = new RegExp(
  String.raw`(?:\b(?:he|she|they|who)|\p{Lu}\p{L}+)\s+(?:\p{Ll}+ly\s+|also\s+|later\s+|once\s+)?` +
    String.raw`(?:argued|argues|believed|believes|proposed|proposes|held|holds|maintained|maintains|contended|contends|` +
    String.raw`asserted|asserts|claimed|claims|theorized|theorised|insisted|reasoned|thought)\b`,
  'u',
);
/** What a view sets out rather than what happened: a condition or a duty ("If …, then …", "… had to act"). */
const CONDITION_OR_DUTY =
  /^[\s"“(]*(?:if|unless|only\s+if|whenever)\b|\b(?:had\s+to|has\s+to|have\s+to|must|ought\s+to|should|would\s+have\s+to|needed\s+to)\b/i;

/**
 * The sentence carries the view of the author the sentence before names ("Calhoun argued for a concurrent
 * majority. If government grew hostile to society, then a concurrent majority had to take action."): a
 * condition or a duty right after "X argued/believed/proposed/held …" states X's theory, not a fact a
 * student can judge as the text's. A sentence that names the author again stands on its own and is left to
 * `ATTRIBUTED`.
 */
export function carriesAView(previous: string | undefined, sentence: string): boolean {
  if (!previous || !HOLDS_A_VIEW.test(previous.replace(QUOTED, ' '))) return false;
  return CONDITION_OR_DUTY.test(sentence.replace(QUOTED, ' ')) && !HOLDS_A_VIEW.test(sentence);
}
