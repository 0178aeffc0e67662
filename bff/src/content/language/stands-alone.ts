// Does a sentence of the teacher's text make sense printed on its own, as a question's stem or a
// statement to judge? Read with wink-nlp's parts of speech and lemmas (source/source.nlp.ts), a
// sentence needs its neighbours when it:
// - opens with a discourse connective that links it to what came before ("By the same token",
//   "Again,", "In this way", "Happily," …: the explicit connectives of the Penn Discourse Treebank that
//   point back, and a few comment adverbs that only make sense after another sentence);
// - points back with a demonstrative ("this brain work", "these connections", "That is why"), "such"
//   before a noun, "the same / other / former / latter / following", "another", or a comparative with
//   nothing to compare to ("A more precise definition is …");
// - carries the author's aside about the book ("As we shall show,", "As we saw in Chapter 2,");
// - uses a third-person pronoun with nothing in the sentence it can stand for: "he/she" with no name
//   before it, "they/their" with no plural noun before it, "it" with no singular noun before it (unless
//   it is the "it" of "it is necessary to …"), and the "it" of "X is that it …", which never means X.
// wink-nlp has no parser, so the pronoun check is a conservative reading of the tokens: it may keep a
// pronoun a reader would find ambiguous, and it drops a sentence rather than guess at an antecedent
// outside it. A sentence shortened for a grade (sentence.simplify.ts) is checked as printed.
import { nlp } from '../source/source.nlp';

interface Tok {
  v: string;
  lower: string;
  pos: string;
  lemma: string;
}

/** Connectives and sentence adverbs that tie a sentence to the one before it. */
const OPENERS = [
  'above all',
  'after all',
  'again',
  'also',
  'and',
  'as a result',
  'as such',
  'accordingly',
  'after that',
  'afterwards',
  'afterward',
  'besides',
  'but',
  'by the same token',
  'by contrast',
  'consequently',
  'conversely',
  'even so',
  'finally',
  'for example',
  'for instance',
  'for this reason',
  'furthermore',
  'hence',
  'happily',
  'however',
  'in addition',
  'in contrast',
  'in fact',
  'in other words',
  'in short',
  'in sum',
  'in that case',
  'in the same way',
  'in this case',
  'in this way',
  'in turn',
  'indeed',
  'instead',
  'later',
  'likewise',
  'luckily',
  'meanwhile',
  'moreover',
  'naturally',
  'nevertheless',
  'next',
  'nonetheless',
  'of course',
  'on the contrary',
  'on the other hand',
  'once again',
  'or',
  'otherwise',
  'rather',
  'similarly',
  'so',
  'still',
  'that is',
  'then',
  'therefore',
  'thus',
  'to put it',
  'unfortunately',
  'yet',
];
const OPENER = new RegExp(`^(?:${OPENERS.map((o) => o.replace(/ /g, '\\s+')).join('|')})\\b`, 'i');

/**
 * A connective inside the sentence that ties it to another ("Mass is therefore expressed in kilograms",
 * "The inhabitants, however, always …"). A label line ("Skills/values: Things that …") is a list entry.
 */
const LINKED =
  /(?:^|[\s,;(])(?:therefore|thus|hence|consequently|however|nevertheless|nonetheless|moreover|furthermore|likewise|similarly|instead|otherwise)(?=[\s,;)])(?!\s+(?:much|many|large|small|long|far|little|often|hard)\b)/i;
const LABEL = /^[^\s:]+(?:\s+[^\s:]+){0,3}:\s/;
/**
 * A figure reference the extraction left empty: "as illustrated in.", "(see )", "shown in ,", or the
 * figure's name gone from before the verb ("the simplified water wave illustrated in does not show …").
 */
const FIGURE = new RegExp(
  String.raw`\b(?:in|see|shown in|illustrated in|shown)\s*[.,;)]|\(\s*(?:see\s*)?\)|` +
    String.raw`\b(?:shown|illustrated|depicted|pictured|drawn)\s+in\s+(?:does|do|did|is|are|was|were|has|have|had|and|but|or|can|will|would|should|may|might)\b`,
  'i',
);

/** A pointer to another part of the book: "examined later in the chapter", "as mentioned previously". */
const ELSEWHERE = new RegExp(
  [
    String.raw`\b(?:later|earlier|previously|above|below|before)\s+in\s+(?:this|the)\s+(?:chapter|section|unit|book|text|lesson)\b`,
    String.raw`\b(?:the|this|that|next|previous|following|last)\s+(?:chapter|section|unit|module|lesson)\b`,
    String.raw`\bas\s+(?:mentioned|noted|discussed|described|shown|explained|seen)\s+(?:previously|earlier|above|before|in)\b`,
    // "In the activity above we …", "the table below", "as listed above": a part of the page the item leaves behind.
    String.raw`\b(?:activity|example|table|list|figure|diagram|section|paragraph|text|steps?|equation|exercise|passage|chart|graph|map|box|questions?|story|instructions)\s+(?:above|below)\b`,
    String.raw`\b(?:shown|listed|described|mentioned|given|noted|discussed|explained|outlined|illustrated|defined|see)\s+(?:above|below)\b`,
  ].join('|'),
  'i',
);

/**
 * "… are discussed in Eclipses of the Sun and Moon", "described in more detail in Electric Charge": another
 * section of the book, named by its title (capitalised words after "in" that start no ordinary noun phrase).
 */
const TITLED = new RegExp(
  String.raw`\b(?:discussed|described|covered|explored|treated|examined|presented|introduced|explained|considered)\s+` +
    String.raw`(?:(?:more\s+)?(?:fully|further|later|in\s+(?:more|greater|further)\s+detail)\s+)?in\s+` +
    String.raw`(?!(?:The|A|An|This|That|These|Those|Its|Their|Some|Many|Most|All|Each|Every)\b)\p{Lu}\p{L}*` +
    // A title has more than one word ("Sound and Hearing"); one capitalised word is more often a place.
    String.raw`(?:\s+(?:(?:and|of|the|in|on|to)\s+)*\p{Lu}\p{L}*)+`,
  'u',
);

/**
 * The author speaking of the book ("As we shall show, …", "As we saw in Chapter 2, …", "as I have
 * said"): the sentence points at pages the student does not have.
 */
const ASIDE = new RegExp(
  String.raw`\bas\s+(?:we|I|you)\s+(?:(?:shall|will|have|had|did|can|may|might|all)\s+)?` +
    String.raw`(?:see|show|saw|seen|shown|note|noted|discuss|discussed|learn|learned|learnt|mention|mentioned|` +
    String.raw`explain|explained|describe|described|said|found|know|knew|known)\b|\b(?:in|see)\s+chapter\s+\d+`,
  'i',
);

/**
 * A sentence that only makes sense against the one before: "the situation is reversed", "The opposite is
 * true for insulators", "the reverse happens" (reversed or opposite to what?), "The answer is that …".
 */
const REVERSED = new RegExp(
  String.raw`\bthe\s+(?:situation|case|pattern|order|process|effect|trend|relationship|roles?|positions?)\s+(?:is|are|was|were|gets|becomes|became)\s+reversed\b|` +
    String.raw`^(?:the\s+|just\s+the\s+)?(?:opposite|reverse|converse)\s+(?:is|was|happens|happened|occurs|occurred|holds|applies)\b|` +
    String.raw`\bthe\s+(?:opposite|reverse|converse)\s+(?:is|was|holds)\s+true\b|` +
    // "The answer is that …": the answer to a question the sentence does not ask.
    String.raw`^the\s+(?:answer|reason|solution|explanation|result|outcome)\s+(?:is|was),?\s+(?:that|because|simple)\b`,
  'i',
);

/** Prepositions that open a phrase of place or time, never a clause ("as", "after", "since" may open either). */
const FRONTING = new Set(
  'from in on at for with without during by under over across inside outside near within throughout beyond among between through into onto'.split(
    ' ',
  ),
);
const DEMONSTRATIVES = new Set(['this', 'these', 'those', 'that']);
const BACK_WORDS =
  /^(?:another|the other|(?:a|the)\s+(?:second|third|fourth|fifth|final|last|next|latter|former)\b)\b|\bthe\s+(?:former|latter|above|previous|preceding|aforementioned)\b|\bthe same\b(?![^.]*\bas\b)|\bsuch\s+(?!as\b)\p{L}+/iu;
const EXPLETIVE_VERBS = new Set(['be', 'seem', 'appear', 'become']);
const SINGULAR_PRONOUNS = new Set(['it', 'its']);
const PLURAL_PRONOUNS = new Set(['they', 'them', 'their', 'theirs']);
const PERSON_PRONOUNS = new Set(['he', 'him', 'his', 'she', 'her', 'hers']);

/** Verbs only a person does: "they should work out that …" needs people to be "they". */
const PERSON_VERBS = new Set(
  'ask answer agree believe choose decide explain feel forget guess hear know learn like notice realize realise remember say see tell think try understand want wonder work write read'.split(
    ' ',
  ),
);
/** Nouns for people: a name, or a word such as "students", "anthropologists", "a farmer". */
const personNoun = (t: Tok) =>
  t.pos === 'PROPN' ||
  (t.pos === 'NOUN' &&
    (/(?:ist|ian|er|or|ant|ent)$/.test(t.lemma) ||
      /^(?:people|person|child|children|man|men|woman|women|human|family|adult|friend|peer|class|team|group)$/.test(
        t.lemma,
      )));

const cache = new Map<string, string | null>();

function tokensOf(text: string): Tok[] {
  const w = nlp();
  const t = w.readDoc(text).tokens();
  const v = t.out();
  const pos = t.out(w.its.pos);
  const lemma = t.out(w.its.lemma as never) as string[];
  return v.map((value, i) => ({ v: value, lower: value.toLocaleLowerCase('en-US'), pos: pos[i], lemma: lemma[i] }));
}

const isNoun = (t: Tok) => t.pos === 'NOUN' || t.pos === 'PROPN';
/** wink-nlp lemmatises a plural noun to its singular: "cards" → "card"; a name ending in s stays itself. */
const isPlural = (t: Tok) => isNoun(t) && t.lemma.toLocaleLowerCase('en-US') !== t.lower;

/**
 * The "it" of "it is necessary to …", "it was thought that …", "it seems likely that …": it stands
 * for the clause that follows, not for anything before. "It is a force that …" is not one.
 */
function expletive(toks: Tok[], i: number): boolean {
  let k = i + 1;
  while (toks[k]?.pos === 'AUX' || toks[k]?.pos === 'ADV' || toks[k]?.pos === 'PART') {
    if (toks[k].pos === 'AUX' && !EXPLETIVE_VERBS.has(toks[k].lemma) && toks[k].lemma !== 'have') {
      k++;
      continue;
    }
    k++;
  }
  if (!toks.slice(i + 1, k).some((t) => EXPLETIVE_VERBS.has(t.lemma)) && !EXPLETIVE_VERBS.has(toks[k]?.lemma ?? ''))
    return false;
  if (toks[k] && EXPLETIVE_VERBS.has(toks[k].lemma)) k++;
  // "it appears that …", "it seems that …": the clause is what appears.
  if (toks[k]?.lower === 'that' && /^(?:seem|appear)$/.test(toks[k - 1]?.lemma ?? '')) return true;
  const word = toks[k];
  const after = toks[k + 1];
  if (!word || !after) return false;
  return (word.pos === 'ADJ' || word.pos === 'VERB') && /^(?:to|that|for|whether|if|when|how)$/.test(after.lower);
}

/** The pronoun is the subject of a verb only people do ("they should work out", "they decide"). */
function doesAsAPerson(toks: Tok[], i: number): boolean {
  let k = i + 1;
  while (toks[k] && (toks[k].pos === 'AUX' || toks[k].pos === 'ADV' || toks[k].pos === 'PART')) k++;
  return !!toks[k] && toks[k].pos === 'VERB' && PERSON_VERBS.has(toks[k].lemma);
}

/** Why the sentence cannot stand on its own, or null when it can. */
export function leansOnNeighbours(sentence: string): string | null {
  const hit = cache.get(sentence);
  if (hit !== undefined) return hit;
  const found = reason(sentence);
  if (cache.size > 5000) cache.clear();
  cache.set(sentence, found);
  return found;
}

export const standsOnItsOwn = (sentence: string) => leansOnNeighbours(sentence) === null;

/**
 * A claim about the subject a student can judge: not advice or a remark to the reader ("You can begin
 * organizing your savings …", "We all know …") and not an exclamation ("You have just made an observation!").
 */
export const statesAFact = (sentence: string) =>
  !/^[\s"“(]*(?:you|we|i|us|let’s|let's)\b/i.test(sentence) && !/!["”’)]*\s*$/.test(sentence);

function reason(sentence: string): string | null {
  const text = sentence.replace(/^[\s"“‘'(]+/, '');
  if (OPENER.test(text)) return `opens with “${OPENER.exec(text)![0]}”`;
  if (BACK_WORDS.test(text)) return `points back (“${BACK_WORDS.exec(text)![0]}”)`;
  if (LINKED.test(text)) return `is linked to another sentence (“${LINKED.exec(text)![0].trim()}”)`;
  if (LABEL.test(text)) return 'is a labelled list entry';
  if (FIGURE.test(text)) return 'points to a figure that is not there';
  if (ASIDE.test(text)) return `is the author's aside (“${ASIDE.exec(text)![0]}”)`;
  if (TITLED.test(text)) return `points to another part of the book (“${TITLED.exec(text)![0]}”)`;
  if (REVERSED.test(text)) return `points back (“${REVERSED.exec(text)![0]}”)`;
  if (ELSEWHERE.test(text)) return `points to another part of the book (“${ELSEWHERE.exec(text)![0]}”)`;
  const toks = tokensOf(text);
  // "Define the concept of …", "Hand out the cards": an instruction, not a statement about the subject
  // (read with the first letter lowered, or the tagger takes "Hand" for a name).
  const first = tokensOf(text.charAt(0).toLocaleLowerCase('en-US') + text.slice(1))[0];
  if (first?.pos === 'VERB' && first.lemma.toLocaleLowerCase('en-US') === first.lower)
    return 'is an instruction, not a statement';
  const firstVerb = toks.findIndex((t) => t.pos === 'VERB' || t.pos === 'AUX');
  // "A more precise definition is …", "A better way …": more than what? (nothing in the sentence says)
  const subject = toks.slice(0, firstVerb < 0 ? toks.length : firstVerb);
  if (
    subject.some((t) => /^(?:more|less|further|better|earlier|later)$/.test(t.lower)) &&
    !toks.some((t) => t.lower === 'than')
  )
    return 'compares with something before it';
  // "From Earth, it appears to …", "On a frictionless surface, it would …": a phrase set before the subject says
  // where or when; its nouns are never what the subject pronoun right after it stands for.
  const comma = toks.findIndex((t) => t.v === ',');
  const fronted =
    comma > 0 && FRONTING.has(toks[0].lower) && !toks.slice(0, comma).some((t) => t.pos === 'VERB' || t.pos === 'AUX')
      ? comma + 1
      : -1;
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i];
    const before = toks.slice(i === fronted ? fronted : 0, i);
    const next = toks[i + 1];
    if (DEMONSTRATIVES.has(t.lower)) {
      // "that" joining a clause ("so that", "the cells that divide") points nowhere.
      // After anything but a preposition "that" starts a clause ("a disturbance that travels", "shows
      // that"); "in that case", "at that time" and an opening "That" point back.
      // "Considering that, …", "After that, …": a "that" closed by a comma at the start is the thing before
      // ("so little was there that, try as she might, …" is a clause).
      const prev = before.at(-1);
      if (t.lower === 'that' && next?.v === ',' && i <= 2 && prev && (prev.pos === 'ADP' || /ing$/.test(prev.lower)))
        return `points back (“${t.v}”)`;
      if (t.lower === 'that' && (t.pos === 'SCONJ' || (i > 0 && before.at(-1)!.pos !== 'ADP'))) continue;
      if (t.pos === 'DET' && next && isNoun(next)) {
        // "the hippocampus … this structure" names its noun before; "this brain work" does not.
        if (before.some((b) => isNoun(b) && b.lemma === next.lemma)) continue;
        return `points back (“${t.v} ${next.v}”)`;
      }
      if (t.pos === 'PRON' || t.pos === 'DET') return `points back (“${t.v}”)`;
      continue;
    }
    if (t.pos !== 'PRON') continue;
    if (PERSON_PRONOUNS.has(t.lower)) {
      if (!before.some((b) => b.pos === 'PROPN')) return `“${t.v}” names no one in the sentence`;
    } else if (PLURAL_PRONOUNS.has(t.lower)) {
      if (!before.some(isPlural)) return `“${t.v}” has nothing in the sentence to stand for`;
      if (doesAsAPerson(toks, i) && !before.some((b) => isPlural(b) && personNoun(b)))
        return `“${t.v}” stands for people the sentence does not name`;
    } else if (SINGULAR_PRONOUNS.has(t.lower)) {
      // "X is that it acts on …": the "it" of a that-clause after "is" is never X.
      if (before.length >= 2 && before.at(-1)!.lower === 'that' && before.at(-2)!.lemma === 'be')
        return `“${t.v}” has nothing in the sentence to stand for`;
      if (t.lower === 'it' && expletive(toks, i)) continue;
      if (!before.some((b) => isNoun(b) && !isPlural(b))) return `“${t.v}” has nothing in the sentence to stand for`;
    }
  }
  return null;
}
