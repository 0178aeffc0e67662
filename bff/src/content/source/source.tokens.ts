// The tokens of one sentence as wink-nlp gives them (values, parts of speech, lemmas, the spaces between)
// and the small questions every reader of the sentence asks of one token: is it punctuation, part of a
// noun phrase, a gerund, inside brackets; how a span is quoted as the text writes it.

export interface Tokens {
  value: string[];
  pos: string[];
  lemma: string[];
  /** Spaces before each token (wink-nlp `precedingSpaces`), so a span is quoted as the text has it. */
  pre: string[];
}

/** Token positions [from, to). */
export interface Span {
  from: number;
  to: number;
}

export const ARTICLE = /^(?:a|an|the)$/i;
/** Words that open a noun phrase but point elsewhere: what it names is in another sentence. */
export const POINTING = /^(?:this|that|these|those|such|its|their|his|her|our|my|your|another|other)$/i;
const NP_WORD = /^(?:ADJ|NOUN|PROPN|NUM|X)$/;
/** The head of a noun phrase. */
export const HEAD = /^(?:NOUN|PROPN)$/;

/** The span as the text writes it (whitespace folded). */
export function spanText(t: Tokens, from: number, to: number): string {
  let out = '';
  for (let i = from; i < to; i++) out += (i > from && t.pre[i] ? ' ' : '') + t.value[i];
  return out;
}

export const isPunct = (t: Tokens, i: number, chars: string) => t.pos[i] === 'PUNCT' && chars.includes(t.value[i]);
/**
 * A hyphen, an en dash or apostrophe-s written inside a word ("P-waves", "the Hertzsprung–Russell diagram",
 * "Ohm’s law"): an en dash with no space on either side joins two names; it sets nothing off.
 */
export const joined = (t: Tokens, i: number) =>
  (t.pos[i] === 'PUNCT' && /^[-‐‑–]$/.test(t.value[i]) && !t.pre[i] && i + 1 < t.value.length && !t.pre[i + 1]) ||
  (t.pos[i] === 'PART' && /^['’]s$/.test(t.value[i]));
/** A dash that sets words off: an em dash, or an en dash not written inside a word ("H–R diagram"). */
export const dashAt = (t: Tokens, i: number) => /^[—–]$/.test(t.value[i] ?? '') && !joined(t, i);
export const quoteMark = (t: Tokens, i: number) => isPunct(t, i, '“”"‘’\'');

/** Is the token part of a noun phrase's words (not its article)? */
export const npWord = (t: Tokens, i: number) => NP_WORD.test(t.pos[i]) || joined(t, i) || quoteMark(t, i);

/** A gerund: an -ing word the tagger reads as a verb, used as a noun ("Forgetting is …", "is saying …"). */
export const gerund = (t: Tokens, i: number) => t.pos[i] === 'VERB' && /^\p{L}{2,}ing$/iu.test(t.value[i] ?? '');

/**
 * The tagger reads some nouns after "is" as verbs ("Precipitation is water/VERB that falls …"): a verb in
 * its base form right after a form of "be" and before "that/which/who" is a noun; so is one between an
 * article or modifier and "of" ("the restricted set/VERB of values").
 */
export function nounsAfterBe(t: Tokens): Tokens {
  const base = (i: number) => t.pos[i] === 'VERB' && t.value[i].toLocaleLowerCase('en-US') === t.lemma[i];
  const pos = t.pos.map((p, i) =>
    (base(i) &&
      t.pos[i - 1] === 'AUX' &&
      t.lemma[i - 1] === 'be' &&
      /^(?:that|which|who)$/i.test(t.value[i + 1] ?? '')) ||
    (base(i) &&
      /^of$/i.test(t.value[i + 1] ?? '') &&
      (/^(?:DET|ADJ)$/.test(t.pos[i - 1] ?? '') || (t.pos[i - 1] === 'VERB' && /ed$/i.test(t.value[i - 1]))))
      ? 'NOUN'
      : p,
  );
  return { ...t, pos };
}

/** Positions inside brackets: an aside ("(or stuff)", "(Olson & Fazio, 2001)") is not part of any clause's grammar. */
export function bracketed(t: Tokens): boolean[] {
  const inside: boolean[] = [];
  let depth = 0;
  for (let i = 0; i < t.value.length; i++) {
    if (isPunct(t, i, '([')) depth++;
    inside.push(depth > 0);
    if (isPunct(t, i, ')]') && depth > 0) depth--;
  }
  return inside;
}

/** Token position of a character offset's word in the folded sentence text, for spans found by a pattern. */
export function tokenAt(t: Tokens, offset: number): number {
  let at = 0;
  for (let i = 0; i < t.value.length; i++) {
    if (i > 0 && t.pre[i]) at++;
    if (offset < at + t.value[i].length) return i;
    at += t.value[i].length;
  }
  return t.value.length;
}
