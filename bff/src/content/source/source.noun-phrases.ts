// The noun phrases a definition is built of: the whole of a subject ("the term isotope"), the phrase
// ending before a comma ("a honeyguide,"), the phrase after a naming word ("called pressure or P-waves").
import { ARTICLE, HEAD, POINTING, joined, npWord, quoteMark, type Span, type Tokens } from './source.tokens';

/** A noun phrase that is the whole span: an article or none, then its words, ending on its head noun. */
export function wholeNounPhrase(t: Tokens, s: Span): { words: Span; head: number; article: string | null } | null {
  let i = s.from;
  let article: string | null = null;
  if (t.pos[i] === 'DET' || (t.pos[i] === 'PRON' && POINTING.test(t.value[i]))) {
    article = t.value[i].toLocaleLowerCase('en-US');
    i++;
  }
  const from = i;
  // A participle or gerund may modify the head ("Working memory", "the affected variable").
  for (; i < s.to; i++)
    if (!npWord(t, i) && !(t.pos[i] === 'VERB' && i + 1 < s.to && /(?:ing|ed)$/i.test(t.value[i]))) return null;
  let head = s.to - 1;
  while (head >= from && quoteMark(t, head)) head--;
  if (head < from) return null;
  // The tagger reads some heads as adjectives ("the dependent variable"); a phrase of two words or more ending on one is still named.
  if (!HEAD.test(t.pos[head]) && !(t.pos[head] === 'ADJ' && head > from)) return null;
  return { words: { from, to: s.to }, head, article };
}

/** The noun phrase ending at `end` (inclusive), back to its article: "a honeyguide", "seminomadic groups". */
export function nounPhraseBefore(t: Tokens, end: number): { from: number; article: string | null } | null {
  if (!HEAD.test(t.pos[end] ?? '') && !(t.pos[end] === 'ADJ' && npWord(t, end - 1))) return null;
  let i = end;
  while (i - 1 >= 0 && npWord(t, i - 1) && !quoteMark(t, i - 1)) i--;
  const det = i - 1 >= 0 && (t.pos[i - 1] === 'DET' || (t.pos[i - 1] === 'PRON' && POINTING.test(t.value[i - 1])));
  return { from: det ? i - 1 : i, article: det ? t.value[i - 1].toLocaleLowerCase('en-US') : null };
}

/**
 * The noun phrase starting at `from`: an article or none, its words, up to the first word that is none
 * of them; with `ofs`, "of" and the phrase after it belong to it ("the law of inertia").
 */
export function nounPhraseAfter(t: Tokens, from: number, to: number, ofs = false): Span | null {
  let i = from;
  if (ARTICLE.test(t.value[i] ?? '')) i++;
  const start = i;
  // A participle may open the phrase ("lurking variables").
  const modifier = (k: number) =>
    t.pos[k] === 'VERB' && /(?:ing|ed)$/i.test(t.value[k]) && /^(?:NOUN|PROPN|ADJ)$/.test(t.pos[k + 1] ?? '');
  while (i < to && (npWord(t, i) || modifier(i))) i++;
  while (
    ofs &&
    i > start &&
    /^of$/i.test(t.value[i] ?? '') &&
    npWord(t, i + 1 + (ARTICLE.test(t.value[i + 1] ?? '') ? 1 : 0))
  ) {
    i += ARTICLE.test(t.value[i + 1] ?? '') ? 2 : 1;
    while (i < to && npWord(t, i)) i++;
  }
  let end = i;
  while (end > start && (quoteMark(t, end - 1) || joined(t, end - 1))) end--;
  if (end <= start) return null;
  const last = end - 1;
  if (!HEAD.test(t.pos[last]) && !(t.pos[last] === 'ADJ' && last > start)) return null;
  return { from: start, to: end };
}
