// A sentence whose whole point is about what the sentence before said, read from wink-nlp's tokens:
// - a verdict on an earlier claim: "In many ways, Rockwell was correct.", "On this point, the critics were
//   right.", "Smith was mistaken." — the predicate is only a judgement, with nothing saying about what;
// - a reaction whose object is left out: "Managers paid attention, but …", "Britain followed suit.", "The
//   council refused." — paid attention to, followed, refused what? ("Plants respond to light" says to what);
// - a measure against a hope or plan the sentence does not give: "…, but not in the way that the strikers
//   had hoped";
// - a shell noun for a claim or situation stated before as its subject: "The anomaly was first noticed in
//   1902." (which anomaly?); "the two theories", "Both theories …" with the two named before; a comparison with
//   nothing to compare to: "Support was not much greater in the north.", "The effect was even stronger in winter."
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

const wordSet = (words: string) => new Set(words.split(' '));

/**
 * Nouns whose content is a claim or a situation (shell nouns): "the anomaly", "the difference", "the decision"
 * is the one the sentence before stated. Concrete nouns ("The Sun", "the nucleus") have a referent of their own.
 */
const SHELL = wordSet(
  'anomaly discrepancy difference problem idea effect change result decision approach proposal plan situation crisis event ' +
    'debate issue controversy dispute claim argument conclusion finding observation suggestion possibility phenomenon ' +
    'trend outcome discovery hypothesis theory breakthrough gamble percentage',
);
/** Adjectives that grade a shell noun without saying which one it is ("the main problem", "the small anomaly"). */
const BLAND = wordSet(
  'new main real whole basic key central chief big biggest greatest major minor small slight large huge overall initial original current actual apparent resulting entire seeming bold',
);

/**
 * "The anomaly was first noticed in 1902.", "In 1850, the debate grew bitter.": the sentence's subject is "the"
 * and a shell noun, right before its verb, so nothing says which one ("The anomaly in Mercury's orbit", "The
 * idea that …", "The plan, which …" say it; so does "The problem is that …" or a clause before it).
 */
export function shellSubject(toks: Tok[]): string | null {
  const at = toks.findIndex((t) => t.lower === 'the');
  if (at < 0 || !openingOnly(toks.slice(0, at))) return null;
  let k = at + 1;
  while (toks[k]?.pos === 'ADJ' && BLAND.has(toks[k].lower)) k++;
  const noun = toks[k];
  if (noun?.pos !== 'NOUN' || !SHELL.has(noun.lemma.toLocaleLowerCase('en-US'))) return null;
  let v = k + 1;
  while (toks[v]?.pos === 'ADV') v++;
  if (toks[v]?.pos !== 'VERB' && toks[v]?.pos !== 'AUX') return null;
  // "The problem is that …", "The question was whether …", "The idea is simple: …": the content follows.
  if (toks[v].lemma === 'be' && /^(?:that|whether|to|how|why|what|:)$/.test(toks[v + 1]?.lower ?? '')) return null;
  if (toks.slice(v).some((t) => t.v === ':')) return null;
  return `says “${joinWords(toks.slice(at, k + 1))}” but not which one`;
}

/** Words before a subject that open the sentence without a clause: nothing, "In 1902,", "In the end," … */
const openingOnly = (before: Tok[]) =>
  before.length === 0 ||
  (!before.some((t) => t.pos === 'VERB' || t.pos === 'AUX' || t.pos === 'SCONJ') &&
    (before[before.length - 1].v === ',' || (before.length === 2 && before[1].pos === 'NUM')));

/** Pairs and sets a student knows without being told: "the two hemispheres", "both sides". */
const KNOWN_SETS = wordSet(
  'hemisphere half side end pole eye ear hand foot arm leg finger toe lung kidney parent sex strand bank wing house chamber',
);

/** "of", "with", "who" after the noun: the words after it say which one it is. */
export const SAYS_WHICH = /^(?:of|with|that|who|whom|whose|which)$/;

/**
 * "the differences between the predictions of the two theories", "The two countries are …", "Both theories
 * predict …": a count after "the", or "Both" opening the sentence, for things the sentence does not list
 * ("Relativity and quantum theory …, the two theories" lists them; "the two halves of the brain" says whose).
 */
export function countedWithoutList(toks: Tok[]): string | null {
  const listed = toks.some(
    (t, i) => /^(?:and|or)$/.test(t.lower) && /^(?:NOUN|PROPN)$/.test(toks[i - 1]?.pos ?? '') && i > 0,
  );
  // "Of Cactornis, the two species …": the fronted "of" says which set they are counted from.
  if (toks[0]?.lower === 'of') return null;
  for (let i = 0; i < toks.length; i++) {
    const both = i === 0 && toks[i].lower === 'both';
    if (!both && !(toks[i].lower === 'the' && /^(?:two|three|four|five)$/.test(toks[i + 1]?.lower ?? ''))) continue;
    let k = both ? i + 1 : i + 2;
    // "The two were married in 1850": the count is the subject.
    if (!both && (toks[k]?.pos === 'VERB' || toks[k]?.pos === 'AUX'))
      return `says “${joinWords(toks.slice(i, k))}” but not which`;
    while (toks[k]?.pos === 'ADJ') k++;
    const noun = toks[k];
    // "the two kinds of …", "the three candidates with the most votes", "the two sides that …" say which.
    if (noun?.pos !== 'NOUN' || toks[k + 1]?.pos === 'NOUN' || SAYS_WHICH.test(toks[k + 1]?.lower ?? '')) continue;
    if (KNOWN_SETS.has(noun.lemma.toLocaleLowerCase('en-US')) || listed) continue;
    if (both && toks.slice(k).some((t) => t.lower === 'and')) continue;
    return `says “${joinWords(toks.slice(i, k + 1))}” but not which`;
  }
  return null;
}

/** Words that open a clause before the comparison, which then gives what it is compared with ("When …, …"). */
const CLAUSE_OPENERS = /^(?:when|whenever|if|as|while|because|after|once|since|unless|though|although)$/;
/** Degree words before a comparative that measure against something said before ("even stronger", "not much greater"). */
const DEGREE = /^(?:much|far|even|still|no|slightly|somewhat|considerably|significantly|substantially|little)$/;

/**
 * "Support for the governor was not much greater in the north.", "The effect was even stronger in winter.":
 * a linking verb, a degree word and a comparative, with nothing to compare to: no "than", no "as … as", no "the
 * more …, the more", no clause before it ("When the gas is heated, the pressure is much higher").
 */
export function comparedWithNothing(toks: Tok[]): string | null {
  const words = toks.map((t) => t.lower).join(' ');
  // "The 8-meter telescope looks like a featherweight by contrast, and indeed it is": inside the sentence, with no
  // comma before it (an opening "By contrast," is a connective the question cuts) and nothing after it.
  const contrast = /[^,]\s((?:by|in)\s+(?:contrast|comparison))\b(?!\s+(?:to|with)\b)/.exec(words);
  if (contrast) return `compares with something it does not give (“${contrast[1]}” with what?)`;
  if (/\b(?:than|compared|relative|comparison)\b|\bas\s+\S+\s+as\b|^the\s+(?:more|less|\S+er)\b/.test(words))
    return null;
  for (let i = 0; i < toks.length; i++) {
    if (toks[i].pos === 'SCONJ' || CLAUSE_OPENERS.test(toks[i].lower)) return null;
    if (!/^(?:be|seem|become|remain|grow|appear)$/.test(toks[i].lemma)) continue;
    let k = i + 1;
    let degree = false;
    while (toks[k] && (toks[k].lower === 'not' || DEGREE.test(toks[k].lower))) degree ||= toks[k++].lower !== 'not';
    const w = toks[k];
    if (!degree || !w) continue;
    const more = /^(?:more|less)$/.test(w.lower) && toks[k + 1]?.pos === 'ADJ';
    const er = w.pos === 'ADJ' && w.lower.endsWith('er') && w.lemma.toLocaleLowerCase('en-US') !== w.lower;
    if (more || er || /^(?:better|worse)$/.test(w.lower))
      return `compares with something it does not give (“${joinWords(toks.slice(i + 1, more ? k + 2 : k + 1))}” than what?)`;
  }
  return null;
}

const joinWords = (toks: Tok[]) => toks.map((t) => t.v).join(' ');

/**
 * Happenings a sentence names with "the" as the one the sentence before told of: "for the attack", "During the
 * fighting", "The massacre outraged the North", "The answer was to use Jupiter’s gravity" (session 20's read:
 * "the attack on what?", "add at Qadesh"). "The attack on Trenton", "the fighting at Qadesh" say which.
 */
const HAPPENING = wordSet(
  'massacre attack fighting battle assault raid siege invasion skirmish ambush answer solution incident episode affair ' +
    'expedition mission flyby uprising revolt rebellion mutiny strike riot riots protests',
);
const SAYS_WHERE = /^(?:of|at|on|in|against|near|by|between|with|that|who|which|to|from|led|known|called)$/;
/** After a comma, an aside that says which: "The expedition, led by …", "the attack, which …". */
const ASIDE_SAYS = /^(?:which|who|led|known|called|launched|named)$/;

/** "for the attack", "During the fighting": a happening named by "the" alone, nothing after it saying which. */
export function happeningWithoutWhich(toks: Tok[]): string | null {
  for (let at = 0; at < toks.length - 1; at++) {
    if (toks[at].lower !== 'the') continue;
    let k = at + 1;
    while (toks[k]?.pos === 'ADJ' && BLAND.has(toks[k].lower)) k++;
    const noun = toks[k];
    if (!noun || !/^(?:NOUN|VERB)$/.test(noun.pos) || !HAPPENING.has(noun.lower)) continue;
    const next = toks[k + 1];
    if (next && (SAYS_WHERE.test(next.lower) || next.pos === 'PROPN' || next.pos === 'NOUN')) continue;
    if (next?.v === ',' && ASIDE_SAYS.test(toks[k + 2]?.lower ?? '')) continue;
    return `says “${joinWords(toks.slice(at, k + 1))}” but not which one`;
  }
  return null;
}

/** "Jupiter, being the largest, was the hottest.": a superlative standing alone, the set it is ranked in unsaid. */
export function rankedInNothing(toks: Tok[]): string | null {
  for (let at = 0; at < toks.length - 2; at++) {
    if (toks[at].lower !== 'the') continue;
    const w = toks[at + 1];
    const most = /^(?:most|least)$/.test(w.lower) && toks[at + 2]?.pos === 'ADJ';
    const est = w.pos === 'ADJ' && w.lower.endsWith('est') && w.lemma.toLocaleLowerCase('en-US') !== w.lower;
    if (!most && !est) continue;
    const after = toks[at + (most ? 3 : 2)];
    if (after && !/^[,.;:!?]$/.test(after.v)) continue;
    if (toks.some((t) => /^(?:of|among|ever|yet)$/.test(t.lower))) return null;
    return `ranks “${joinWords(toks.slice(at, at + (most ? 3 : 2)))}” among things it does not name`;
  }
  return null;
}
