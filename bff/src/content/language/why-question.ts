// What a sentence states, asked as a question: "the conviction rate was unusually high" → "Why was the
// conviction rate unusually high?", "only 276 … Republicans voted" → "Why did only 276 … Republicans
// vote?". Every blind read found "What reason does the text give for this: …" awkward; a teacher writes
// "Why …?". The clause is turned only when its parts are plain (a noun-phrase subject, then the verb);
// anything else (a relative clause in the subject, an opening phrase, a past tense written like its base
// form) gives null and the caller keeps the quoted frame. Parts of speech and lemmas come from wink-nlp.
import { joinTokens, tokensOf, type Tok } from './clause-tokens';

const MODALS = new Set(['would', 'could', 'can', 'will', 'must', 'should', 'may', 'might', 'shall']);
/** Pronouns that can head a subject without pointing outside the clause. */
const SUBJECT_PRONOUNS = new Set([
  'nothing',
  'everything',
  'something',
  'anything',
  'everyone',
  'someone',
  'anyone',
  'nobody',
  'everybody',
  'somebody',
  'none',
  'many',
  'most',
  'some',
  'few',
  'all',
  'both',
  'each',
  'we',
  'you',
  'there',
  'one',
  'others',
]);
/** A past tense spelled as its base form: "they spread" may be past or present, so the tense is not guessed. */
const SAME_PAST = new Set([
  'put',
  'set',
  'cut',
  'hit',
  'let',
  'spread',
  'cost',
  'read',
  'shut',
  'hurt',
  'quit',
  'burst',
  'cast',
  'bet',
  'split',
  'thrust',
  'broadcast',
  'upset',
  'beat',
]);
/** He, she, it, they and their forms point to something named before the clause. */
const POINTING = /^(?:he|she|it|they|him|her|them|his|its|their|theirs|hers|himself|herself|itself|themselves)$/;

const SUBJECT_POS = new Set(['DET', 'ADJ', 'NOUN', 'PROPN', 'NUM', 'ADP', 'CCONJ', 'SYM', 'ADV']);
/** The possessive "'s" is the subject's; "to" is an infinitive's. */
const possessive = (t: Tok) => t.pos === 'PART' && /^['’]s$/.test(t.v);
const HEADS = new Set(['NOUN', 'PROPN', 'NUM', 'PRON']);

/**
 * A verb between an article, a number or an adjective and its noun ("21,000 registered Republicans") modifies
 * the noun and is not the clause's verb; after a noun ("ozone absorbs ultraviolet light") it is the verb.
 */
const modifies = (toks: Tok[], i: number) =>
  i > 0 && ['DET', 'NUM', 'ADJ'].includes(toks[i - 1].pos) && ['NOUN', 'PROPN'].includes(toks[i + 1]?.pos ?? '');
/** "The Red Ball Express carried …": a capitalised word inside the clause is part of a name, whatever its tag. */
const inName = (toks: Tok[], i: number) => i > 0 && /^\p{Lu}/u.test(toks[i].v);
/** "to protect": an infinitive is no clause's verb; nor "ring-formed", a participle joined to its word. */
const isVerb = (toks: Tok[], i: number) =>
  (toks[i].pos === 'AUX' || (toks[i].pos === 'VERB' && !modifies(toks, i))) &&
  !inName(toks, i) &&
  toks[i - 1]?.lower !== 'to' &&
  !(/^[-‐‑]$/.test(toks[i - 1]?.v ?? '') && !toks[i].sp);

/**
 * Whether the clause names someone or something only by a pronoun ("… had little control over them"), or
 * answers a question the sentence before asks ("most physicists would say no": no to what?).
 */
export const pointsOutside = (clause: string) =>
  /\b(?:say|said|says|answer(?:ed|s)?|reply|replied)\s+(?:no|yes)\b/i.test(clause) ||
  tokensOf(clause).some((t) => t.pos === 'PRON' && POINTING.test(t.lower));

function subjectOk(toks: Tok[]): boolean {
  if (!toks.length || toks[0].pos === 'ADP' || !toks.some((t) => HEADS.has(t.pos))) return false;
  // "The assumptions that kinship is …": a relative clause's verb is not the clause's.
  if (toks.some((t) => /^(?:that|which|who|whom|whose)$/.test(t.lower))) return false;
  return toks.every(
    (t, i) =>
      SUBJECT_POS.has(t.pos) ||
      possessive(t) ||
      (t.pos === 'PRON' && SUBJECT_PRONOUNS.has(t.lower)) ||
      (t.pos === 'PUNCT' && /^['’-]$/.test(t.v)) ||
      ((t.pos === 'VERB' || t.pos === 'AUX') && (modifies(toks, i) || inName(toks, i))),
  );
}

/** do / does / did for a main verb, from how it is spelled against its lemma; null when it cannot tell. */
function support(verb: Tok): string | null {
  const { lower: v, lemma } = verb;
  if (v === lemma) return SAME_PAST.has(v) ? null : 'do';
  if (v === 'has') return 'does';
  if (v === 'had') return 'did';
  const third = [`${lemma}s`, `${lemma}es`, `${lemma.replace(/y$/, '')}ies`];
  if (third.includes(v)) return 'does';
  if (/ing$/.test(v)) return null;
  return 'did';
}

const asBase = (t: Tok): Tok => ({ ...t, v: t.lemma });

export interface PlainClause {
  subject: Tok[];
  verb: Tok;
  rest: Tok[];
  /** be, do, a modal or a perfect "have": a question inverts it and "not" goes after it. */
  auxiliary: boolean;
}

/**
 * A clause read as subject, verb and the rest, or null when its shape is not plain: a relative clause in the
 * subject, an opening phrase, two clauses joined (", and now those goods were hit …"), a verb the tagger reads as
 * a noun.
 */
export function plainClause(clause: string): PlainClause | null {
  const toks = tokensOf(clause.replace(/[\s.;:,!?]+$/, ''));
  const at = toks.findIndex((_, i) => isVerb(toks, i));
  // A subject ending in "or"/"and" is the tagger reading the first of two verbs as a noun ("nothing hides or …").
  if (at < 1 || toks[at - 1].pos === 'CCONJ' || !subjectOk(toks.slice(0, at))) return null;
  const verb = toks[at];
  const rest = toks.slice(at + 1);
  if (rest.some((t, i) => t.v === ';' || (t.v === ',' && rest[i + 1]?.pos === 'CCONJ'))) return null;
  const nextVerb = rest.find((t) => t.pos !== 'ADV' && t.pos !== 'PART');
  const auxiliary =
    verb.pos === 'AUX' &&
    (verb.lemma === 'be' ||
      verb.lemma === 'do' ||
      MODALS.has(verb.lower) ||
      (verb.lemma === 'have' && nextVerb?.pos === 'VERB' && nextVerb.lower !== nextVerb.lemma));
  return { subject: toks.slice(0, at), verb, rest, auxiliary };
}

/** The main verb as do/does/did and its base form ("formed" → "did", "form"), or null when the tense is unclear. */
export function supported(c: PlainClause): { aux: string; verb: Tok; rest: Tok[] } | null {
  const aux = support(c.verb);
  if (!aux) return null;
  // "obscures or erases …" → "obscure or erase …": a verb joined to the first shares its tense.
  const rest = c.rest.map((t, i) => (t.pos === 'VERB' && c.rest[i - 1]?.pos === 'CCONJ' && i === 1 ? asBase(t) : t));
  return { aux, verb: asBase(c.verb), rest };
}

/** Words that open a subject and are never a name's: "Few", "Many", "The", "Their". */
const FUNCTION_WORD =
  /^(?:few|many|most|some|all|several|each|every|both|no|any|the|a|an|this|that|these|those|its|their|his|her|our)$/i;

/** "Why …?" for a clause the text states, or null when its shape is not plain enough to turn. */
export function whyQuestion(clause: string): string | null {
  const c = plainClause(clause);
  if (!c) return null;
  let words: Tok[];
  if (c.auxiliary) words = [{ ...c.verb, sp: ' ' }, ...c.subject, ...c.rest];
  else {
    const s = supported(c);
    if (!s) return null;
    words = [{ ...c.verb, v: s.aux, sp: ' ' }, ...c.subject, s.verb, ...s.rest];
  }
  const first = c.subject[0];
  // The subject's first word keeps its capital only when it is a name.
  // "Few Native Americans": the tagger may call a capitalised quantity word before a name a name too.
  const named =
    (first.pos === 'PROPN' && !FUNCTION_WORD.test(first.v)) || first.v === 'I' || /^\p{Lu}{2,}/u.test(first.v);
  const lead = { ...first, sp: ' ', v: named ? first.v : first.v.toLocaleLowerCase('en-US') };
  return `Why ${joinTokens([words[0], lead, ...words.slice(2)])}?`;
}
