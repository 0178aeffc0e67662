// What the readers of definition forms (source.definition-forms.ts) share: where a term's phrase or a
// described phrase ends or starts, where a naming phrase's name is, and whether a span reads as a
// definition.
import { POINTING, dashAt, npWord, spanText, type Span, type Tokens } from './source.tokens';
import { nounPhraseAfter } from './source.noun-phrases';

export const lower = (s: string) => s.toLocaleLowerCase('en-US');
export const cap = (s: string) => s.charAt(0).toLocaleUpperCase('en-US') + s.slice(1);
export const ARTICLE = /^(?:a|an|the)$/i;
const POSSESSIVE = /^(?:its|their|his|her|our)$/i;
/** Words that open a relative clause which says what the head before it is. */
export const RELATIVE = /^(?:that|which|who|whom|whose|whereby)$/i;
/** Heads of a phrase that only point at what follows "of" ("evidence of specialization", "the form of a stereotype"). */
const WEAK_HEAD = /^(?:evidence|form|kind|type|sort|example|part|number|lot|use|case|instance|piece|bit)s?$/i;
/** Quantifiers before a term that are not part of it: "Many artisans—skilled workers …". */
const QUANTIFIER = /^(?:many|most|some|all|few|several)$/i;

export const isNoun = (t: Tokens, i: number) => /^(?:NOUN|PROPN)$/.test(t.pos[i] ?? '');
/** The tagger reads some capitalised names' last word as a verb ("the Navigation/PROPN Acts/VERB"). */
const nameWord = (t: Tokens, i: number) =>
  isNoun(t, i) || (t.pos[i] === 'VERB' && /^\p{Lu}/u.test(t.value[i] ?? '') && t.pos[i - 1] === 'PROPN');

/** The term named by the noun phrase that ends right before `k` (an aside in brackets skipped): its words, no article or quantifier. */
export function termBefore(t: Tokens, k: number, aside: boolean[]): Span | null {
  let end = k;
  while (end > 0 && aside[end - 1]) end--;
  const last = end - 1;
  if (last < 0 || !(nameWord(t, last) || (t.pos[last] === 'ADJ' && npWord(t, last - 1)))) return null;
  let from = last;
  while (from - 1 >= 0 && (npWord(t, from - 1) || nameWord(t, from - 1)) && !/^[“"‘'”’]$/.test(t.value[from - 1]))
    from--;
  while (from < last && (QUANTIFIER.test(t.value[from]) || t.pos[from] === 'NUM')) from++;
  return { from, to: end };
}

/** What comes before the term's phrase: the phrase stands on its own there (not "of X", not a list's last item). */
export function standsAlone(t: Tokens, term: Span): boolean {
  let i = term.from - 1;
  // "this approach, a method that …" renames what another sentence said.
  if (i >= 0 && POINTING.test(t.value[i])) return false;
  if (i >= 0 && t.pos[i] === 'DET') i--;
  if (i < 0) return true;
  const w = lower(t.value[i]);
  if (/^(?:of|and|or|like|as|than|,)$/.test(w)) return false;
  // "the end of imprisonment for debt, a practice whereby …": the comma renames the whole "noun for noun" phrase.
  if (t.pos[i] === 'ADP' && /^(?:NOUN|PROPN)$/.test(t.pos[i - 1] ?? '')) return false;
  // "For many years, disorders that …": an opening phrase, no verb before it, names nothing the comma renames.
  const verbBefore = t.pos.slice(0, i).some((p) => p === 'VERB' || p === 'AUX');
  if (QUANTIFIER.test(w)) return standsAlone(t, { from: i, to: term.to });
  return /^(?:VERB|AUX)$/.test(t.pos[i]) || (t.pos[i] === 'ADP' && verbBefore);
}

/** Where a span that runs on from `from` ends: the next comma, semicolon, dash or full stop outside brackets. */
/** Is the comma at `i` between adjectives after an article, before the noun they share ("a soft, shiny, metallic solid")? */
function adjectiveRun(t: Tokens, i: number): boolean {
  if (t.pos[i - 1] !== 'ADJ' || !/^(?:ADJ|NOUN)$/.test(t.pos[i + 1] ?? '')) return false;
  // Each adjective of the list stands alone between commas; two words before a comma end the phrase ("powdery solid,").
  if (!/^(?:a|an|,)$/i.test(t.value[i - 2] ?? '')) return false;
  let j = i - 1;
  while (j > 0 && (t.pos[j] === 'ADJ' || t.value[j] === ',')) j--;
  return /^(?:a|an)$/i.test(t.value[j]);
}

/**
 * "entitled the holder, called an encomendero, to the labor of …": at `i` a comma opens a name given in passing,
 * and after its closing comma the clause goes on with its preposition (a meaning cut there read "A hereditary grant
 * that entitled the holder"). The closing comma's index, or 0.
 */
export function passingName(t: Tokens, i: number): number {
  if (t.value[i] !== ',' || !/^(?:called|named)$/i.test(t.value[i + 1] ?? '')) return 0;
  const close = t.value.indexOf(',', i + 2);
  return close > i + 2 && close <= i + 7 && /^(?:ADP|PART)$/.test(t.pos[close + 1] ?? '') ? close : 0;
}

export function clauseStop(t: Tokens, from: number, aside: boolean[], dashes = true): number {
  for (let i = from; i < t.value.length; i++) {
    if (aside[i]) continue;
    // "a soft, shiny, metallic solid": a comma between adjectives of one noun phrase goes on.
    if (t.value[i] === ',' && adjectiveRun(t, i)) continue;
    // "who could advise and, when necessary, restrain the generals": an aside after "and" is inside the clause.
    if (t.value[i] === ',' && /^(?:and|or|but)$/i.test(t.value[i - 1] ?? '')) {
      const close = t.value.indexOf(',', i + 1);
      if (close > i + 1 && close <= i + 6) {
        i = close;
        continue;
      }
    }
    const passed = passingName(t, i);
    if (passed) {
      i = passed;
      continue;
    }
    if (/^[,;.!?:]$/.test(t.value[i]) || (dashes && dashAt(t, i))) return i;
  }
  return t.value.length;
}

/** Trims closing punctuation and an unclosed or trailing citation from a definition's span. */
export function tidy(t: Tokens, s: Span): Span {
  let to = s.to;
  while (to > s.from && t.pos[to - 1] === 'PUNCT' && !/^[)”"’]$/.test(t.value[to - 1])) to--;
  return { from: s.from, to };
}

/** A definition reads as one: a noun phrase with its article or none, a head noun, and at least three words. */
export function definitionText(t: Tokens, s: Span): string | null {
  const d = tidy(t, s);
  if (d.to - d.from < 3) return null;
  const first = lower(t.value[d.from]);
  // "someone who may reside in only one nation …" says what a global citizen is; "it", "they", "this" point elsewhere.
  const someone = /^(?:someone|something)$/.test(first) && /^(?:who|that)$/i.test(t.value[d.from + 1] ?? '');
  // A participle may open it as a modifier ("demanding or threatening events"), not as a clause's verb.
  const participle =
    /(?:ing|ed)$/i.test(first) && (npWord(t, d.from + 1) || /^(?:or|and)$/i.test(t.value[d.from + 1] ?? ''));
  if (POINTING.test(first) || (t.pos[d.from] === 'PRON' && !someone)) return null;
  if (t.pos[d.from] === 'AUX' || (t.pos[d.from] === 'VERB' && !participle)) return null;
  if (!t.pos.slice(d.from, d.to).some((p) => p === 'NOUN' || p === 'PROPN')) return null;
  // A span cut after "and", "of" or "the" is half a phrase.
  if (/^(?:CCONJ|ADP|DET)$/.test(t.pos[d.to - 1])) return null;
  return cap(spanText(t, d.from, d.to));
}

/**
 * The phrase that ends right before `k` and what it is of: "specialization of function", "disorders that
 * involve the cardiovascular system", "a slow circle". Not the pointer before an "of" ("evidence of …").
 */
export function phraseBefore(t: Tokens, k: number, aside: boolean[]): Span | null {
  let end = k;
  while (end > 0 && aside[end - 1]) end--;
  if (!isNoun(t, end - 1) && !(t.pos[end - 1] === 'ADJ' && npWord(t, end - 2))) return null;
  let from = end - 1;
  const back = () => {
    // A participle may modify the head ("branching extensions"); after a noun it is that noun's verb
    // ("Colonists who opposed the tax formed secret groups known as …": "formed" is no modifier).
    const modifier = (i: number) =>
      t.pos[i] === 'VERB' &&
      !/^(?:NOUN|PROPN|PRON)$/.test(t.pos[i - 1] ?? '') &&
      /(?:ing|ed)$/i.test(t.value[i]) &&
      (npWord(t, i + 1) || /^(?:or|and)$/i.test(t.value[i + 1]));
    // "demanding or threatening events": two modifiers joined by "or"/"and" modify one head.
    const joinedModifier = (i: number) =>
      /^(?:or|and)$/i.test(t.value[i]) && (modifier(i - 1) || t.pos[i - 1] === 'ADJ') && !isNoun(t, i - 1);
    while (
      from - 1 >= 0 &&
      (npWord(t, from - 1) ||
        modifier(from - 1) ||
        joinedModifier(from - 1) ||
        /^['’]s$/.test(t.value[from - 1] ?? '')) &&
      !aside[from - 1]
    )
      from--;
    if (
      from - 1 >= 0 &&
      (ARTICLE.test(t.value[from - 1]) || t.pos[from - 1] === 'DET' || POSSESSIVE.test(t.value[from - 1]))
    )
      from--;
  };
  back();
  for (;;) {
    const before = lower(t.value[from - 1] ?? '');
    // "… of function": take the phrase it is of, unless that phrase only points ("evidence of …").
    if (before === 'of' && from - 2 >= 0 && isNoun(t, from - 2) && !WEAK_HEAD.test(t.value[from - 2])) {
      from -= 1;
      back();
      continue;
    }
    // "disorders that involve the cardiovascular system": the object of a relative clause belongs to its head.
    const v = from - 1;
    if (v >= 2 && /^(?:VERB|AUX)$/.test(t.pos[v]) && /^(?:that|which|who)$/i.test(t.value[v - 1]) && isNoun(t, v - 2)) {
      from = v - 2;
      back();
      continue;
    }
    break;
  }
  // A pointer opening it ("those disorders", "its axis") leans on another sentence.
  if (POINTING.test(t.value[from] ?? '')) return null;
  return { from, to: end };
}

/** The name a naming phrase gives ("known as cardiovascular disorders"), from `at` up to `to`, and its tokens. */
export function nameAt(t: Tokens, at: number, to: number): { name: string; span: Span } | null {
  const n = nounPhraseAfter(t, at, to, true);
  return n ? { name: spanText(t, n.from, n.to).replace(/^[“"‘']+|[”"’']+$/g, ''), span: n } : null;
}

/** Where a naming phrase's name starts: "known as", "referred to as", "called", "termed", "coined" (after "also"). */
export function naming(t: Tokens, i: number): number | null {
  if (/^(?:also|often|sometimes|commonly|usually)$/i.test(t.value[i] ?? '')) i++;
  const w = lower(t.value[i] ?? '');
  if (w === 'known' && lower(t.value[i + 1] ?? '') === 'as') return i + 2;
  if (w === 'referred' && lower(t.value[i + 1] ?? '') === 'to' && lower(t.value[i + 2] ?? '') === 'as') return i + 3;
  // "…—labeled the AAA as fascist": the verb of a clause that calls something by a quality, not a name given.
  if (/^(?:called|termed|named|coined|dubbed|labeled|labelled)$/.test(w)) return judgedAs(t, i + 1) ? null : i + 1;
  return null;
}

/** "labeled the AAA as fascist", "named him as its heir": "as" after the name, before any punctuation. */
function judgedAs(t: Tokens, from: number): boolean {
  for (let k = from; k < Math.min(t.value.length, from + 7); k++) {
    if (/^[,.;:!?)—–-]$/.test(t.value[k])) return false;
    if (lower(t.value[k]) === 'as') return true;
  }
  return false;
}
