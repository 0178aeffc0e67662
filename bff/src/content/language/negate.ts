// A false statement a teacher can mark without argument: the text's own sentence with its main verb negated
// ("The Tuskegee Airmen flew escort missions." → "The Tuskegee Airmen did not fly escort missions."). Four
// blind reads (sessions 15–18) found 84 of 122 false statements made by swapping a term
// unusable ("cross France toward Atlanta", "some Christians" for "some Protestants"); a negated sentence is
// false by the text's own words. Only plain sentences are negated (language/why-question.ts `plainClause`): none
// already negative, none with a reason or a condition in it ("… because …" negated reads two ways), none whose
// subject is a quantity ("many historians did not …" may still be true).
import { joinTokens, tokensOf } from './clause-tokens';
import { withoutConnective } from './connectives';
import { plainClause, supported } from './why-question';
import { deniesByPrefix } from './word-senses';

const NEGATIVE = /\b(?:not|never|no|none|nothing|nobody|neither|nor|cannot|without)\b|n[’']t\b/i;
// "Cleveland's record added little to …" → "did not add little", "unique … in the absence of …" → "not unique …
// in the absence": a word that already denies makes a double negative (session 21's read: "confusing for grade 8").
const NEGATIVE_ISH =
  /\b(?:little|few|hardly|scarcely|barely|rarely|seldom|absence|absent|lacks?|lacked|lacking|fail(?:s|ed)?|unable|impossible|unique)\b/i;
// "… rather than reversing it", "… except where …": a denial beside a contrast or an exception reads two ways.
const TWO_WAYS =
  /\b(?:because|since|although|though|while|when|whenever|if|unless|whereas|until|except|rather than|instead of)\b/i;
// "… shown in Fig. 4": a statement about the page's figure is none about the subject.
const FIGURE = /\b(?:Fig|Figure|Table)\b/;
const QUANTITY =
  /^(?:many|most|some|few|several|all|both|each|every|any|much|more|less|fewer|only|nearly|almost|about|over|millions|thousands|hundreds|dozens|billions|numerous|various|countless|multiple)$/i;
// "Unlike the Minoans, the Mycenaeans were not divided …": a sentence set against another people or thing
// denies the contrast too (were the Minoans divided?).
const CONTRAST_OPENER = /^(?:unlike|like|as with|compared (?:to|with)|in contrast (?:to|with)|similar to)\b/i;
// "In many ways, the Revolution did not serve to …": a denial under a hedge reads two ways (in other ways it did?).
const HEDGE_OPENER =
  /^(?:in (?:many|some|most|several|certain) (?:ways|respects|cases)|in part|in a sense|to (?:some|a large|a certain) (?:extent|degree))\b/i;
// "A small portion was not taken to Europe" (a portion of what, and is the rest?: session 24's read).
// "… into a number of separate kingdoms": "not" before a vague amount denies the amount, as before a number.
const VAGUE_AMOUNT =
  /\ba (?:number|series|variety|range|handful|couple|lot|host) of\b|^an? (?:(?:small|large|tiny|great|significant|sizable)\s+)?(?:portion|part|share|fraction|minority|majority|proportion)\b/i;
// Past this length a negated sentence is "a long, awkward negated copy of the text" (session 18's blind read).
const MOST_WORDS = 24;

/** An opening phrase and its comma ("In 1634, ", "Consequently, "): a preposition or adverb first, no verb in it. */
function opening(sentence: string): [string, string] {
  const m = /^([^,]{2,40}),\s+(.+)$/s.exec(sentence);
  if (!m) return ['', sentence];
  const toks = tokensOf(m[1]);
  const opens = /^(?:ADP|ADV)$/.test(toks[0]?.pos ?? '') && !toks.some((t) => t.pos === 'VERB' || t.pos === 'AUX');
  return opens ? [`${m[1]}, `, m[2]] : ['', sentence];
}

/** The sentence with its main verb negated, or null when that would not make a plainly false statement. */
export function negated(sentence: string): string | null {
  const text = sentence.trim().replace(/[.!]$/, '');
  // "… such as “Mom” and “Grandpa.”": the stop inside the closing quotation mark stays the sentence's.
  const stop = /[.!?][”"’]$/.test(text) ? '' : '.';
  if (NEGATIVE.test(text) || NEGATIVE_ISH.test(text) || TWO_WAYS.test(text) || FIGURE.test(text) || /[?:;]/.test(text))
    return null;
  if (text.split(/[^\p{L}]+/u).some(deniesByPrefix)) return null;
  const [lead, body] = opening(text);
  if (CONTRAST_OPENER.test(lead) || HEDGE_OPENER.test(lead) || VAGUE_AMOUNT.test(body)) return null;
  const c = plainClause(body);
  // "… as the core contracts": a clause joined by a subordinating word is a condition the negation reads two ways.
  if (!c || c.subject.some((t) => QUANTITY.test(t.v) || t.pos === 'NUM') || c.rest.some((t) => t.pos === 'SCONJ'))
    return null;
  // One fact at a time: "was not overthrown and killed", "had not built an army and SAVAK" deny two things at
  // once and read two ways (overthrown but not killed?); "a planet with a diameter of …" adds a second fact.
  if ([...c.subject, ...c.rest].some((t) => t.pos === 'CCONJ' || /^with$/i.test(t.v))) return null;
  if ([...c.subject, ...c.rest].filter((t) => t.pos !== 'PUNCT').length + 1 > MOST_WORDS) return null;
  // "Sometimes you …", "Hadza men often hunt …": an adverb in the subject's place sets when it holds, and "not"
  // after it would deny only that.
  if (c.subject.some((t) => t.pos === 'ADV')) return null;
  // "Observing exposed cliffsides …, geologists noted …": a participle first opens a phrase, not a subject.
  if (/ing$/i.test(c.subject[0].v)) return null;
  // "Researchers study the behavioral changes caused by …": an article after a noun means a verb was read as one.
  if (c.subject.some((t, i) => t.pos === 'DET' && /^(?:NOUN|PROPN)$/.test(c.subject[i - 1]?.pos ?? ''))) return null;
  // "Malinowski did fieldwork": "do" as the main verb takes "not" only with its own "do".
  if (c.auxiliary && c.verb.lemma === 'do' && c.rest[0]?.pos !== 'VERB' && c.rest[0]?.pos !== 'ADV') return null;
  // "GPS coordinates are collected": a second verb straight after the first is the tagger misreading a noun.
  if (!c.auxiliary && /^(?:AUX|VERB)$/.test(c.rest[0]?.pos ?? '')) return null;
  // "An example is the electron cloud model …": an example's place, not a claim to deny.
  if (/^(?:an?|one|another) examples?$/i.test(c.subject.map((t) => t.v).join(' '))) return null;
  // "is not only …", "is not sometimes called", "there are not several …": "not" would fall on the adverb or
  // the quantity, not on the claim.
  const next = c.rest.find((t) => t.pos !== 'PART');
  if (next && (next.pos === 'ADV' || QUANTITY.test(next.v))) return null;
  // "The lower on the spine damage occurs, the fewer …": a comparison of two amounts has no one verb to negate.
  if (/^the \w+er\b[^,]*, the \w+er\b/i.test(body)) return null;
  // "did not leave meat in each of six containers", "does not grow on only one of the islets": "not" before an
  // amount denies the amount (left it in five?), not the claim. A year is no amount.
  if (c.rest.some((t) => (QUANTITY.test(t.v) && t.pos !== 'ADP') || (t.pos === 'NUM' && !/^\d{4}s?$/.test(t.v))))
    return null;
  // "The behavior caused by the stimulus is called …": a second "is" after the verb means the verb was a
  // participle in the subject, and the sentence's own verb comes later.
  if (
    c.rest.some((t) => t.pos === 'AUX' && t.lemma === 'be') &&
    !c.rest.some((t) => /^(?:that|which|who|whom|where)$/i.test(t.v))
  )
    return null;
  // "Africans brought into the colony … fared far worse": a noun and a past verb after the verb mean the verb was a
  // participle in the subject ("Africans did not bring into the colony … fared": session 24's read).
  // "the French territory known as New France had ceased …": likewise a noun and a helper ("did not know as New
  // France"), and a naming participle is never the verb.
  const relative = c.rest.findIndex((t) => /^(?:that|which|who|whom|whose|where|when)$/i.test(t.v));
  if (
    /^(?:known|called|named|termed|dubbed)$/.test(c.verb.lower) ||
    c.rest.some(
      (t, k) =>
        k > 0 &&
        ((t.pos === 'VERB' && /\p{L}ed$/u.test(t.lower)) ||
          (t.pos === 'AUX' && /^(?:had|has|have|was|were|is|are)$/.test(t.lower))) &&
        /^(?:NOUN|PROPN)$/.test(c.rest[k - 1].pos) &&
        (relative < 0 || k < relative),
    )
  )
    return null;
  // "The members of the House did not concur": with nothing after the verb, what was denied is in the sentence
  // before (session 19's read: "agreeing with what?").
  if (!c.rest.some((t) => /^(?:NOUN|PROPN|ADJ|NUM)$/.test(t.pos))) return null;
  // "Resistance may not drop to zero" may well be true: a modal of chance denied is still a chance.
  if (c.auxiliary && /^(?:may|might|could|would|should|must|ought)$/i.test(c.verb.v)) return null;
  // "… does not inhibit the flow, increasing the resistance": what follows the comma stays affirmed.
  if (c.rest.some((t) => t.v === ',')) return null;
  let words;
  // "can" takes "not" as one word.
  if (c.auxiliary && c.verb.lower === 'can') words = [...c.subject, { ...c.verb, v: `${c.verb.v}not` }, ...c.rest];
  else if (c.auxiliary) words = [...c.subject, c.verb, { ...c.verb, v: 'not', sp: ' ' }, ...c.rest];
  else {
    const s = supported(c);
    if (!s) return null;
    words = [
      ...c.subject,
      { ...c.verb, v: s.aux },
      { ...c.verb, v: 'not', sp: ' ' },
      { ...s.verb, sp: ' ' },
      ...s.rest,
    ];
  }
  return `${lead}${joinTokens(words)}${stop}`;
}

/**
 * The text's own sentence denies its claim outright, as a negated one does: "The spinal cord does not extend to
 * the base of the spine." One denial, by "not" or "never" after the verb's helper (or "cannot", "-n't"), outside a
 * clause of "that", "which" or "who" ("substances that cannot be broken down are called elements" affirms), in
 * one plain claim no longer than a negated one may be.
 */
export function deniesOutright(statement: string): boolean {
  const text = statement.replace(/^True or false:\s*/, '');
  const denial =
    /\b(?:is|are|was|were|do|does|did|has|have|had|will|would|can|could|should)\s+(?:not|never)\b|\bcannot\b|\bnever\b|n[’']t\b/i.exec(
      text,
    );
  const negatives = text.match(new RegExp(NEGATIVE.source, 'gi')) ?? [];
  return (
    !!denial &&
    negatives.length === 1 &&
    // One plain claim, as a negated option is: no reason, contrast or second clause beside the denial.
    !TWO_WAYS.test(text) &&
    !CONTRAST_OPENER.test(text) &&
    !/,\s*(?:but|so|and|yet)\b/i.test(text) &&
    !/\b(?:that|which|who|whom|whose)\b/i.test(text.slice(0, denial.index)) &&
    text.split(/\s+/).length <= MOST_WORDS
  );
}

/** Whether a false statement is its passage negated, as shown alone or without a connective that only links it. */
export function negates(passage: string, statement: string): boolean {
  return [passage, withoutConnective(passage)].some((shown) => !!shown && negated(shown) === statement.trim());
}

/**
 * "X is the measure of …", "X is a form of …", "X is the study of …": a sentence that says what a thing is, which
 * denied ("The volume of an object is not the measure of …") is a trick, not a false statement to weigh.
 */
export const MEANING_STATED =
  /\b(?:is|are)\s+(?:a|an|the)\s+(?:measure|form|type|kind|study|process|amount|rate|ability|unit|name|term|method|way)\s+(?:of|by|for|to|in)\b/i;
