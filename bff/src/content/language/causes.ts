// Cause and effect as the text states them, in one sentence, so a question can ask why and the key is
// the text's own reason: "E because C", "Because C, E", "C, so E", "C, and as a result E",
// "C leads to / causes / results in E", "E is caused by / results from / is due to C". Both parts are
// clauses of the sentence, word for word; each must read as a sentence of its own (a subject before a
// verb, nothing that points outside it), or the pair is not used. Parts of speech from wink-nlp tell
// "so" joining clauses from "so that" and "so many".
import { joinTokens, tokensOf, type Tok } from './clause-tokens';
import { isWholeSentence } from './sentence.simplify';
import { standsOnItsOwn } from './stands-alone';
import { usuallyLowerCase } from '../source/source.frequency';

export interface CauseEffect {
  /** The reason, as a clause of the sentence ("there are only two digits, 0 and 1"). */
  cause: string;
  /** What it explains, as a clause ("binary moves a lot quicker to the next place value"). */
  effect: string;
  /** The word that tells it ("because", "so", "as a result", "if", "when" …). */
  cue: string;
}

/** A clause as a sentence: first letter up, a full stop, trailing commas and stops trimmed. */
export const asSentence = (clause: string) => {
  const c = clause.replace(/^[\s,;:—–-]+|[\s,;:—–.-]+$/g, '');
  return c ? `${c.charAt(0).toLocaleUpperCase('en-US')}${c.slice(1)}.` : '';
};

/**
 * Lower-cases a clause's first word unless it is a name or "I". The tagger calls most capitalised first
 * words names ("Water is an essential component …"), so a word everyday English writes in lower case
 * (source.frequency.ts) is lowered all the same.
 */
export function lowerFirst(clause: string): string {
  const [t, next] = tokensOf(clause);
  // "New Orleans": a capitalised word before another is part of a name, however common it is alone.
  const name = t?.pos === 'PROPN' && (!usuallyLowerCase(t.v) || /^\p{Lu}/u.test(next?.v ?? ''));
  if (!t || name || t.v === 'I' || /^\p{Lu}{2,}/u.test(t.v)) return clause;
  return clause.charAt(0).toLocaleLowerCase('en-US') + clause.slice(1);
}

/** Opening words that make the first clause a cause or a condition. */
const OPENING = /^(?:because|since|if|when|whenever)$/;
/** Words that say how much a reason counts: "mainly because", "partly because", "only because", "likely because". */
const DEGREE =
  /^(?:mainly|largely|partly|partially|primarily|chiefly|mostly|probably|likely|most|perhaps|possibly|simply|only|just|precisely|merely|presumably|apparently|in|part)$/;
/** A connective before the sentence's own cue: "Again, because …", "However, if …". */
const LINK =
  /^(?:again|however|also|in addition|moreover|in fact|of course|similarly|likewise|then|thus|so|and|but),?\s+(?=(?:because|since|if|when|whenever)\b)/i;

/** Parts no student can read alone: a figure reference ("as shown in,"), a speaker's label, "I" of a memoir. */
const UNFIT = /\b(?:shown in|see)\s*[,.)]|^\p{L}+(?:\s+\p{L}+)?\s+to\s+\p{L}+:|\b(?:I|me|my)\b/u;

/** Words that open a phrase, not a clause: "of injuries suffered by …", "and the …", "to help …". */
const PHRASE_OPENER = new Set(['ADP', 'CCONJ', 'SCONJ', 'PART', 'AUX']);

/**
 * A clause a stem may quote or an option may offer: a subject and its verb, read from the parse. Never
 * a phrase cut at a preposition ("of injuries suffered by …") unless an opening phrase is followed by its
 * clause ("With friction almost eliminated, the puck glides …"); never one that ends on its verb with the
 * rest elided ("we often tell ourselves it is") or on "the" and an adjective ("one of the biggest").
 */
export const wholeClause = (clause: string): boolean => {
  const s = asSentence(clause);
  if (s.split(/\s+/).length < 4 || UNFIT.test(s)) return false;
  const toks = tokensOf(s).filter((t) => t.v !== '.');
  // An instruction ("Consider creating a journal", "Notice that …") states no effect.
  if (toks[0]?.pos === 'VERB') return false;
  if (PHRASE_OPENER.has(toks[0]?.pos ?? '')) {
    const comma = toks.findIndex((t) => t.v === ',');
    if (comma < 0 || !wholeClause(joinTokens(toks.slice(comma + 1)))) return false;
  }
  const last = toks.at(-1);
  const before = toks.at(-2);
  if (last && (last.lemma === 'be' || (last.pos === 'ADJ' && before?.pos === 'DET'))) return false;
  return isWholeSentence(s) && standsOnItsOwn(s);
};

/** The sentence's stated cause and effect, or null when it states none both parts of which stand alone. */
export function causeAndEffect(sentence: string): CauseEffect | null {
  // "Again, because …": the opening connective ties the sentence to its neighbour, not its two parts.
  const toks = tokensOf(sentence.replace(/[.!]$/, '').replace(LINK, ''));
  const end = toks.length;
  const pick = (cause: Tok[], effect: Tok[], cue: string): CauseEffect | null => {
    const c = joinTokens(cause);
    const e = joinTokens(effect);
    return wholeClause(c) && wholeClause(e) ? { cause: c, effect: e, cue } : null;
  };
  // "If C, (then) E" / "When C, E" / "Since C, E" / "Because C, E".
  if (OPENING.test(toks[0]?.lower ?? '') && toks[1]?.lower !== 'of') {
    const comma = toks.findIndex((x, k) => k > 1 && x.v === ',');
    if (comma < 0) return null;
    const from = toks[comma + 1]?.lower === 'then' ? comma + 2 : comma + 1;
    if (toks[0].lower === 'since' && sinceTells(toks.slice(1, comma), toks.slice(from))) return null;
    return pick(toks.slice(1, comma), toks.slice(from), toks[0].lower);
  }
  for (let i = 1; i < end; i++) {
    const t = toks[i];
    // "E because C" / "Because C, E" (not "because of", which heads a noun phrase).
    if (t.lower === 'because' && toks[i + 1]?.lower !== 'of') {
      // "… it is because C": the reason completes "it is", and what it explains is in another sentence.
      if (toks[i - 1]?.lemma === 'be') return null;
      // "Taylor, who did not believe slavery could flourish there because the climate prohibited it, proposed …":
      // the reason belongs to the relative clause, and the sentence's own verb comes after it.
      if (insideRelative(toks, i)) return null;
      const stop = toks.findIndex((x, k) => k > i && (x.v === ';' || x.v === ':'));
      // "The conviction rate was unusually high, mainly because …": the degree word goes with the reason, not with
      // what it explains ("… was unusually high, mainly?").
      let cut = i;
      while (cut > 1 && DEGREE.test(toks[cut - 1].lower)) cut--;
      return pick(
        toks.slice(i + 1, stop < 0 ? end : stop),
        toks.slice(0, toks[cut - 1].v === ',' ? cut - 1 : cut),
        'because',
      );
    }
    // "C, so E": "so" joining two clauses, after a comma, not "so that" or "so much", nor the "just as A, so
    // too is B" of a comparison.
    if (
      t.lower === 'so' &&
      toks[i - 1]?.v === ',' &&
      !/^(?:that|as|much|many|far|too|also)$/.test(toks[i + 1]?.lower ?? '') &&
      !/^just$/i.test(toks[0]?.v ?? '')
    )
      return pick(toks.slice(0, i - 1), toks.slice(i + 1), 'so');
    // "C; therefore, E" / "C, and therefore E"
    if (/^(?:therefore|thus|consequently)$/.test(t.lower) && /^(?:;|,|and)$/.test(toks[i - 1]?.lower ?? '')) {
      const back = toks[i - 1].lower === 'and' && toks[i - 2]?.v === ',' ? i - 2 : i - 1;
      return pick(toks.slice(0, back), toks.slice(toks[i + 1]?.v === ',' ? i + 2 : i + 1), t.lower);
    }
    // "C, and as a result E" / "C; as a result, E"
    if (t.lower === 'as' && toks[i + 1]?.lower === 'a' && toks[i + 2]?.lower === 'result' && i > 2) {
      const from = toks[i + 3]?.v === ',' ? i + 4 : i + 3;
      const back = ['and', ',', ';'].includes(toks[i - 1].lower) ? (toks[i - 2]?.v === ',' ? i - 2 : i - 1) : i;
      if (toks[from - 1]?.lower === 'of') return null;
      return pick(toks.slice(0, back), toks.slice(from), 'as a result');
    }
  }
  return null;
}

/**
 * "Since Europeans had arrived, disease and war had reduced …", "Since 1990, the town has grown": "since" that
 * tells from when (what follows in a perfect tense, or a year or a point in time in it) gives no reason, and a "Why …?"
 * on it asked for one the text never gave (session 18's read: every rater marked it unusable).
 */
function sinceTells(clause: Tok[], after: Tok[]): boolean {
  const perfect = (ts: Tok[]) => ts.some((t, k) => t.lemma === 'have' && t.pos === 'AUX' && ts[k + 1]?.pos === 'VERB');
  return (
    perfect(after) ||
    clause.some((t) => t.pos === 'NUM') ||
    /^(?:then|childhood|birth|the\s+(?:start|beginning|end|time|days?|war|age))\b/i.test(joinTokens(clause))
  );
}

/** Is token `i` inside ", who/which …" whose closing comma has not come yet? */
function insideRelative(toks: Tok[], i: number): boolean {
  const open = toks.findLastIndex(
    (x, k) => k < i && x.v === ',' && /^(?:who|which|whom|whose)$/.test(toks[k + 1]?.lower ?? ''),
  );
  return open >= 0 && !toks.slice(open + 1, i).some((x) => x.v === ',');
}
