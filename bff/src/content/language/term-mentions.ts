// Does a description name a term? Compared by wink-nlp lemma (source.term-lemmas.ts), as the reader compares
// key terms, so "waves" names "wave" and "Quantum Mechanics" names "quantum mechanics"; a raw substring
// test would miss plurals and capitals and match inside other words.
import { lemmasOf } from '../source/source.term-lemmas';

/** A sentence with its answer cut out ("The _____ is…"), not a description. */
export const isBlanked = (text: string) => /_{3,}/.test(text);

/** Lemmas with a plural -s the lemmatizer does not know dropped ("patroonships"), so word forms do not matter. */
export const lemmaWords = (s: string): string[] =>
  lemmasOf(
    s
      .replace(/[^\p{L}\p{N}\s'’-]/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  ).map((w) => (w.length > 3 && !/ss$/.test(w) ? w.replace(/s$/, '') : w));

/** Does the text hold every word of the term, in order and side by side (compared by lemma)? */
export function namesTerm(text: string, term: string): boolean {
  const t = lemmaWords(term);
  if (!t.length) return false;
  const words = lemmaWords(text);
  outer: for (let i = 0; i + t.length <= words.length; i++) {
    for (let j = 0; j < t.length; j++) if (words[i + j] !== t[j]) continue outer;
    return true;
  }
  return false;
}

/** Where a definition's clauses part: "; ", ", and …", ", which …", a dash (kept by the capture for rejoining). */
const CLAUSE = /(;\s+|,\s+(?=(?:and|but|while|whereas|so|which|where|as)\s)|\s+[—–]\s+)/;

/** Numbers and function words of a term that a description may hold without giving it away. */
const MINOR = /^(?:\d+|of|the|a|an|and|or|in|on|to|for|by|with)$/;

/**
 * Does the text give the term away: name it, or hold every word that matters of a multi-word term
 * ("First stage of sleep" for "stage 1 sleep")?
 */
export function givesAway(text: string, term: string): boolean {
  if (namesTerm(text, term)) return true;
  const words = lemmaWords(term).filter((w) => !MINOR.test(w));
  if (words.length < 2) return false;
  const held = new Set(lemmaWords(text));
  return words.every((w) => held.has(w));
}

/**
 * The definition without the clauses that name its own term ("The substance mechanical waves
 * propagate through, and the medium produces…" keeps its first clause). A first clause that names
 * it goes when a "; " parts it from the rest ("First stage of sleep; transitional phase…"); one that
 * runs on into the next (", and…", ", which…") leaves nothing to keep: null.
 */
export function withoutTerm(
  definition: string,
  term: string,
  names: (text: string, term: string) => boolean = namesTerm,
): string | null {
  if (!names(definition, term)) return definition;
  const parts = definition.split(CLAUSE);
  // Even indexes are clauses, odd ones the separators between them.
  let from = 0;
  while (from + 2 < parts.length && names(parts[from], term) && /^;/.test(parts[from + 1])) from += 2;
  let kept = '';
  for (let i = from; i < parts.length && !names(parts[i], term); i += 2)
    kept += (i > from ? parts[i - 1] : '') + parts[i];
  kept = kept.replace(/[,;:\s]+$/, '');
  if (kept.split(/\s+/).length < 3) return null;
  return kept.charAt(0).toLocaleUpperCase('en-US') + kept.slice(1);
}
