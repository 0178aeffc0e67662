// A shallow parse of one sentence from wink-nlp's tokens, parts of speech and lemmas: where its
// clauses part, what opens a clause before its subject ("Generally,", "When …,"), the subject and the
// verb group that follows it. It is enough to tell what a sentence is about, which is what reading a
// definition needs (source.definitions.ts): wink-nlp has no dependency parser, and the patterns of a
// textbook definition are few and regular. The tokens are in source.tokens.ts, the noun phrases around
// commas and naming words in source.noun-phrases.ts.
import { ARTICLE, bracketed, dashAt, isPunct, npWord, quoteMark, type Span, type Tokens } from './source.tokens';

const OPENERS = /^(?:when|if|although|though|because|since|while|as|whereas|unless|after|before|once|until)$/i;
const CONCLUDES = /^(?:therefore|thus|hence|consequently|accordingly)$/i;

/**
 * A verb that carries a clause: not "to go", not a relative clause's ("which is …"), not a participle
 * ("describing …", "objects made by …" when the clause's own verb comes later).
 */
function finite(t: Tokens, i: number, start: number, end = t.value.length): boolean {
  const pos = t.pos[i];
  if ((pos !== 'AUX' && pos !== 'VERB') || i === start) return false;
  const prev = t.value[i - 1]?.toLocaleLowerCase('en-US') ?? '';
  if (/^(?:which|that|who|whom)$/.test(prev)) return false;
  if (pos === 'AUX') return true;
  if (prev === 'to' || /ing$/i.test(t.value[i])) return false;
  // "language-based": a participle joined to its word by a hyphen.
  if (/^[-‐‑]$/.test(prev) && !t.pre[i]) return false;
  // "The affected variable": a participle between an article or adjective and its noun.
  if (/^(?:DET|ADJ)$/.test(t.pos[i - 1]) && /^(?:NOUN|PROPN|ADJ)$/.test(t.pos[i + 1] ?? '')) return false;
  // "objects made by …", and an aside after a comma: "A sensor, also referred to as a receptor, is …".
  const afterComma = t.value[i - 1] === ',' || (t.pos[i - 1] === 'ADV' && t.value[i - 2] === ',');
  if (/(?:ed|en)$/i.test(t.value[i]) && (t.pos[i - 1] === 'NOUN' || afterComma))
    for (let j = i + 1; j < end; j++)
      if (t.pos[j] === 'AUX' || (t.pos[j] === 'VERB' && finite(t, j, start, j))) return false;
  return true;
}

/** Clauses of the sentence: parted by ";" and ":" and by ", and/but/while …" that starts a new subject and verb. */
export function clauses(t: Tokens): Span[] {
  const n = t.value.length;
  const aside = bracketed(t);
  const out: Span[] = [];
  let from = 0;
  const close = (to: number, next: number) => {
    if (to > from) out.push({ from, to });
    from = next;
  };
  let lastComma = -1;
  for (let i = 0; i < n; i++) {
    if (aside[i]) continue;
    if (isPunct(t, i, ';:')) {
      close(i, i + 1);
      lastComma = -1;
    } else if (isPunct(t, i, ',')) {
      // "level, truth, and value are …": the last item of a list of short items, not a new clause.
      const listItem = lastComma >= from && i - lastComma <= 4;
      lastComma = i;
      if (
        !listItem &&
        /^(?:and|but|or|yet|so|while|whereas)$/i.test(t.value[i + 1] ?? '') &&
        newClause(t, i + 2, aside)
      ) {
        close(i, i + 2);
        lastComma = -1;
      }
    }
  }
  close(n, n);
  return out;
}

/** Does a subject and its verb start here ("the transverse waves are called …"), before the next comma? */
export function newClause(t: Tokens, at: number, aside: boolean[], reach = 8): boolean {
  // "…, or cultural interest are displayed" goes on with a list; "…, or they may …" starts a clause.
  const opener = /^or$/i.test(t.value[at - 1] ?? '') ? /^(?:DET|PRON)$/ : /^(?:DET|PRON|NOUN|PROPN|NUM)$/;
  if (!opener.test(t.pos[at] ?? '') || /^(?:who|whom|whose|which|that)$/i.test(t.value[at] ?? '')) return false;
  for (let i = at; i < Math.min(t.value.length, at + reach); i++) {
    if (aside[i]) continue;
    if (isPunct(t, i, ',;.')) return false;
    if (finite(t, i, at)) return true;
  }
  return false;
}

/**
 * Where a clause's subject starts, past what opens the clause: a connective ("So", "And"), an adverb
 * and its comma ("Generally,"), or a subordinate clause or phrase and its comma ("When the friction
 * …,", "As explained earlier,", "In other words,"). Null when the clause is subordinate through to its
 * end, or draws a conclusion ("Therefore, Paris is …" concludes; it does not define).
 */
export function subjectStart(t: Tokens, c: Span): number | null {
  let i = c.from;
  while (i < c.to && quoteMark(t, i)) i++;
  if (CONCLUDES.test(t.value[i] ?? '')) return null;
  if (/^(?:so|and|but|also)$/i.test(t.value[i] ?? '') && !isPunct(t, i + 1, ',')) i++;
  const first = t.value[i]?.toLocaleLowerCase('en-US') ?? '';
  // "To win the war, a king …": an opening infinitive is a phrase before the subject, as "When …," is.
  const infinitive = first === 'to' && t.pos[i + 1] === 'VERB';
  const opens = OPENERS.test(first) || infinitive || t.pos[i] === 'ADP' || t.pos[i] === 'SCONJ' || t.pos[i] === 'ADV';
  if (!opens) return i;
  const aside = bracketed(t);
  for (let j = i + 1; j < Math.min(c.to, i + 16); j++) {
    if (!aside[j] && isPunct(t, j, ',')) return j + 1 < c.to ? j + 1 : null;
  }
  // "In 1917 the Senate passed …": a phrase with no comma; what follows is no subject of a definition.
  return null;
}

export interface Clause {
  /** The subject: every word from its start to the verb, its asides left out (", A,", "(Z)"). */
  subject: Span;
  /** The verb group: the verb and the adverbs, naming words and prepositions of its pattern. */
  verb: Span;
  /** What the verb group says: for "is called", the name; for "is", the predicate. */
  rest: Span;
  kind: 'be' | 'defined-as' | 'named' | 'means' | 'verb';
}

const NAMING = /^(?:call|term|name|know|refer|label|dub|designate)$/;
const MEANS = /^(?:mean|refer|describe|represent|denote|signify|stand)$/;

/**
 * Is there a verb after the verb group at `i`? The tagger reads some relative clauses' verbs as nouns
 * ("The process that releases/NOUN energy … is called …"): the one verb left is then the clause's own.
 */
function laterVerb(t: Tokens, i: number, to: number, aside: boolean[]): boolean {
  let j = i + 1;
  while (j < to && /^(?:AUX|VERB|ADV|PART)$/.test(t.pos[j])) j++;
  for (; j < to; j++) if (!aside[j] && (t.pos[j] === 'AUX' || t.pos[j] === 'VERB')) return true;
  return false;
}

/**
 * "The usual way a bill becomes a law is called …", "the way we learn is …": a relative clause with no
 * "that", its own subject (an article and its noun phrase, or a personal pronoun) right after the noun
 * it describes. Read as one only when the clause has a verb after it (laterVerb).
 */
function contactClause(t: Tokens, start: number, i: number): boolean {
  if (t.pos[i] !== 'AUX' && t.pos[i] !== 'VERB') return false;
  let j = i - 1;
  if (t.pos[j] === 'PRON' && /^(?:we|you|they|i|he|she)$/i.test(t.value[j])) j--;
  else {
    while (j > start && npWord(t, j)) j--;
    if (j === i - 1 || !ARTICLE.test(t.value[j])) return false;
    j--;
  }
  return j >= start && t.pos[j] === 'NOUN';
}

/** The subject, verb group and rest of a clause, when it is "subject verb …" at all. */
export function clauseParts(t: Tokens, c: Span): Clause | null {
  const start = subjectStart(t, c);
  if (start === null) return null;
  const aside = bracketed(t);
  let verbAt = -1;
  // "The traditional process by which a bill becomes a law is called …": the relative clause's verb is not the clause's.
  let relative = false;
  for (let i = start; i < c.to; i++) {
    if (aside[i]) continue;
    // "which/whom/whose", or "that/who" after a noun: a relative clause whose verb group is its own.
    if (
      i > start &&
      (/^(?:which|whom|whose)$/i.test(t.value[i]) ||
        (/^(?:that|who)$/i.test(t.value[i]) && /^(?:NOUN|PROPN)$/.test(t.pos[i - 1])) ||
        // "the workers, who at first were young women …, received wages": the aside's "were" is not the clause's verb.
        (/^who$/i.test(t.value[i]) && t.value[i - 1] === ',' && /^(?:NOUN|PROPN)$/.test(t.pos[i - 2] ?? '')))
    )
      relative = true;
    else if (
      (relative || contactClause(t, start, i)) &&
      (t.pos[i] === 'AUX' || t.pos[i] === 'VERB') &&
      laterVerb(t, i, c.to, aside)
    ) {
      while (i + 1 < c.to && /^(?:AUX|VERB|ADV|PART)$/.test(t.pos[i + 1])) i++;
      relative = false;
    } else if (finite(t, i, start, c.to)) {
      verbAt = i;
      break;
    }
  }
  if (verbAt <= start) return null;
  // The subject without a trailing aside: ", A," or "— objects of … —" or "(Z)".
  let end = verbAt;
  while (end > start && (aside[end - 1] || isPunct(t, end - 1, ','))) end--;
  const comma = [...Array(end - start).keys()]
    .map((k) => start + k)
    .find((i) => (isPunct(t, i, ',') || dashAt(t, i)) && !aside[i]);
  // A participle's aside of any length: ", also referred to as a receptor,".
  const participle = (i: number) => {
    const p = t.pos[i] === 'ADV' ? i + 1 : i;
    return t.pos[p] === 'VERB' && /(?:ed|en)$/i.test(t.value[p]);
  };
  // "Solids, liquids, and gases are …": a list of subjects, none of which the predicate defines alone.
  const list =
    comma !== undefined &&
    t.value.slice(comma + 2, end).some((v, k) => /^(?:and|or)$/i.test(v) && !aside[comma + 2 + k]);
  const cut = comma !== undefined && !list && (end - comma <= 5 || (t.value[comma] === ',' && participle(comma + 1)));
  const subject = { from: start, to: cut ? comma : end };
  let v = verbAt;
  const lemma = t.lemma[v];
  if (t.pos[v] === 'AUX' && lemma === 'be') {
    v++;
    while (v < c.to && t.pos[v] === 'ADV' && !/^(?:how|when|where|why)$/i.test(t.value[v])) v++;
    if (t.pos[v] === 'VERB' && NAMING.test(t.lemma[v])) {
      v++;
      while (v < c.to && /^(?:as|to)$/i.test(t.value[v])) v++;
      return { subject, verb: { from: verbAt, to: v }, rest: { from: v, to: c.to }, kind: 'named' };
    }
    // "is defined as", "is defined loosely as", "is defined (loosely) as": a manner adverb or an aside before "as".
    let as = v + 1;
    while (t.lemma[v] === 'define' && as < c.to && (aside[as] || t.pos[as] === 'ADV')) as++;
    if (t.lemma[v] === 'define' && /^as$/i.test(t.value[as] ?? ''))
      return { subject, verb: { from: verbAt, to: as + 1 }, rest: { from: as + 1, to: c.to }, kind: 'defined-as' };
    // The predicate keeps its adverbs: "is simply a set of …" defines, "is almost a freeman" compares.
    return { subject, verb: { from: verbAt, to: verbAt + 1 }, rest: { from: verbAt + 1, to: c.to }, kind: 'be' };
  }
  if (t.pos[v] === 'VERB' && MEANS.test(lemma)) {
    v++;
    while (v < c.to && /^(?:to|for)$/i.test(t.value[v])) v++;
    return { subject, verb: { from: verbAt, to: v }, rest: { from: v, to: c.to }, kind: 'means' };
  }
  if (t.pos[v] === 'VERB')
    return { subject, verb: { from: verbAt, to: v + 1 }, rest: { from: verbAt, to: c.to }, kind: 'verb' };
  return null;
}
