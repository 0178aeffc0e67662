// A sentence whose whole point is about what the sentence before said, read from wink-nlp's tokens:
// - a verdict on an earlier claim: "In many ways, Rockwell was correct.", "On this point, the critics were
//   right.", "Smith was mistaken." — the predicate is only a judgement, with nothing saying about what;
// - a reaction whose object is left out: "Managers paid attention, but …", "Britain followed suit.", "The
//   council refused." — paid attention to, followed, refused what? ("Plants respond to light" says to what);
// - a measure against a hope or plan the sentence does not give: "…, but not in the way that the strikers
//   had hoped".
// stands-alone.ts reads these after the connectives, pointers and times of back-references.ts.
import type { Tok } from './clause-tokens';

/** Words that only judge: right or wrong about something. */
const VERDICTS = new Set(
  'correct incorrect right wrong mistaken justified unjustified accurate inaccurate true untrue false valid invalid vindicated misguided unfounded'.split(
    ' ',
  ),
);
/** Verbs that link a subject to a verdict ("was", "proved", "turned out to be", "seems"). */
const LINKING = new Set(['be', 'prove', 'seem', 'appear', 'turn', 'remain']);
/** A linking verb at k: "turn" only as "turned out" ("The road turns right" gives a direction). */
const linking = (toks: Tok[], k: number) =>
  LINKING.has(toks[k].lemma) && (toks[k].lemma !== 'turn' || toks[k + 1]?.lower === 'out');
/** What may follow a verdict without saying what it is about: a hedge, an adverb, the end. */
const HEDGES = new RegExp(
  String.raw`^(?:\s*,?\s*(?:in\s+(?:many|some|most|several|this|that|one|a\s+sense|part|the\s+end)(?:\s+(?:ways?|respects?|senses?))?|` +
    String.raw`after\s+all|all\s+along|at\s+least(?:\s+in\s+part)?|to\s+(?:some|a\s+(?:large|great|certain))\s+(?:extent|degree)|` +
    String.raw`on\s+(?:this|that|one|both|each)\s+(?:points?|counts?|scores?)|\p{L}+ly|too|then|again))*\s*[.!;]?["”’)]*\s*$`,
  'iu',
);

/** Verbs of a reaction that need what they react to ("responded", "agreed", "refused", "listened"). */
const REACTIONS = new Set(
  'respond react agree refuse comply listen object retaliate relent obey acquiesce consent reply'.split(' '),
);
/** A reaction said with a noun or phrase: "paid attention", "took notice", "followed suit", "did the same". */
const REACTION_PHRASES: Record<string, RegExp> = {
  pay: /^(?:attention|heed|no\s+attention|little\s+attention)$/,
  take: /^(?:notice|note|heed|action)$/,
  follow: /^suit$/,
  do: /^(?:the\s+same|likewise|so)$/,
};
/** Where a clause ends: its object, if any, would have come before this. */
const ENDS = /^(?:[.,;:!?—–)]|and|but|or|so|yet|too)$/;

/** The tokens of the sentence after an opening phrase with no verb ("In many ways,", "On this point,"). */
function afterOpening(toks: Tok[]): Tok[] {
  const comma = toks.findIndex((t) => t.v === ',');
  if (comma > 0 && comma < 6 && !toks.slice(0, comma).some((t) => t.pos === 'VERB' || t.pos === 'AUX'))
    return toks.slice(comma + 1);
  return toks;
}

/**
 * "Rockwell was correct.", "In many ways, the critics were right.", "Smith was proved wrong.": the subject (no
 * verb or clause in it: "The claim that the Earth is flat is false" says what is false) is only judged.
 */
export function verdictOnly(toks: Tok[]): string | null {
  const body = afterOpening(toks);
  const verb = body.findIndex((t) => t.pos === 'VERB' || t.pos === 'AUX');
  if (verb < 1 || !linking(body, verb)) return null;
  if (body.slice(0, verb).some((t) => /^(?:that|which|who|whether|what|if)$/.test(t.lower) || t.pos === 'SCONJ'))
    return null;
  let k = verb;
  while (
    body[k] &&
    (body[k].pos === 'AUX' ||
      body[k].pos === 'ADV' ||
      body[k].pos === 'PART' ||
      (linking(body, k) && !VERDICTS.has(body[k].lower)) ||
      /^(?:out|to|be|been|proven)$/.test(body[k].lower))
  )
    k++;
  const word = body[k];
  if (!word || !VERDICTS.has(word.lower)) return null;
  const rest = body
    .slice(k + 1)
    .map((t) => t.sp + t.v)
    .join('');
  return HEDGES.test(rest) ? `judges what the sentence before said (“${word.v}” about what?)` : null;
}

/**
 * The sentence's first verb is a reaction with nothing after it to react to: "Managers paid attention, but
 * …", "In 1890, Britain followed suit.", "The council refused." A clause before it ("When the workers
 * struck, managers responded") gives what it reacts to, and a passive ("The offer was refused") names it.
 */
export function reactionWithoutObject(toks: Tok[]): string | null {
  const at = toks.findIndex((t) => t.pos === 'VERB' || t.pos === 'AUX');
  if (at < 1 || toks.slice(0, at).some((t) => t.pos === 'SCONJ')) return null;
  let k = at;
  while (toks[k] && (toks[k].pos === 'AUX' || toks[k].pos === 'PART' || toks[k].pos === 'ADV')) {
    // "did the same", "did so": "do" is tagged AUX here and is the reaction itself.
    if (toks[k].lemma === 'do' && REACTION_PHRASES.do.test(phraseAfter(toks, k))) break;
    k++;
  }
  const verb = toks[k];
  if (!verb) return null;
  const passive = toks.slice(at, k).some((t) => t.lemma === 'be') && !/ing$/.test(verb.lower);
  if (passive) return null;
  const lemma = verb.lemma.toLocaleLowerCase('en-US');
  const phrase = REACTION_PHRASES[lemma];
  let end = k + 1;
  if (phrase) {
    const words = phraseAfter(toks, k);
    if (!phrase.test(words)) return null;
    end += words.split(/\s+/).length;
  } else if (!REACTIONS.has(lemma)) return null;
  while (toks[end]?.pos === 'ADV' && !ENDS.test(toks[end].lower)) end++;
  // "did the same" and "followed suit" always point back; the others only with nothing after them.
  const always = lemma === 'do' || lemma === 'follow';
  if (!always && toks[end] && !ENDS.test(toks[end].lower)) return null;
  // "The Fox replied, “…”": the words said are what it replies.
  if (/^[,:]$/.test(toks[end]?.v ?? '') && /^["“‘']/.test(toks[end + 1]?.v ?? '')) return null;
  const said = toks
    .slice(k, end)
    .filter((t) => t.pos !== 'ADV' || lemma === 'do')
    .map((t) => t.v)
    .join(' ');
  return `reacts to what the sentence before said (“${said}” to what?)`;
}

/** The one to three words after a verb, as a phrase ("the same", "attention"), up to a clause's end. */
function phraseAfter(toks: Tok[], k: number): string {
  const words: string[] = [];
  for (let j = k + 1; j < toks.length && words.length < 3; j++) {
    if (ENDS.test(toks[j].lower)) break;
    words.push(toks[j].lower);
    if (/^(?:attention|heed|notice|note|action|suit|same|likewise|so)$/.test(toks[j].lower)) break;
  }
  return words.join(' ');
}

/**
 * "…, but not in the way that the strikers had hoped", "not what the planners had intended": measured against
 * a hope or a plan the sentence does not give. "Wages rose less than the unions had hoped" says what was hoped.
 */
export const UNSAID_HOPE = new RegExp(
  String.raw`\bnot\s+(?:exactly\s+|quite\s+|always\s+|entirely\s+)?(?:in\s+)?(?:the\s+)?(?:ways?|manner|form|what|how|as)\s+` +
    String.raw`(?:that\s+|which\s+|in\s+which\s+)?(?:(?!as\b|than\b)[\p{L}’'-]+\s+){1,4}(?:had\s+|have\s+|has\s+|once\s+)*` +
    String.raw`(?:hoped|expected|wanted|intended|planned|imagined|anticipated|envisioned|envisaged|feared|predicted|wished)\b` +
    String.raw`(?!\s+(?:for\s+\p{L}|to\b|that\b|of\b))`,
  'iu',
);
