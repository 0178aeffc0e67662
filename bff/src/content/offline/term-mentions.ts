// Does a description name a term? Compared by wink-nlp lemma (source.terms.ts), as the reader compares
// key terms, so "waves" names "wave" and "Quantum Mechanics" names "quantum mechanics"; a raw substring
// test would miss plurals and capitals and match inside other words.
import { lemmasOf } from '../source/source.terms';

/** Lemmas with a plural -s the lemmatizer does not know dropped ("patroonships"), so word forms do not matter. */
export const lemmaWords = (s: string): string[] =>
  lemmasOf(s.replace(/[^\p{L}\p{N}\s'’-]/gu, ' ').replace(/\s+/g, ' ').trim()).map((w) => (w.length > 3 && !/ss$/.test(w) ? w.replace(/s$/, '') : w));

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

/**
 * The definition without the clauses that name its own term ("The substance mechanical waves
 * propagate through, and the medium produces…" keeps its first clause); null when the first clause
 * names it already, since then it gives the answer away.
 */
export function withoutTerm(definition: string, term: string): string | null {
  if (!namesTerm(definition, term)) return definition;
  const parts = definition.split(CLAUSE);
  let kept = '';
  // Even indexes are clauses, odd ones the separators between them.
  for (let i = 0; i < parts.length && !namesTerm(parts[i], term); i += 2) kept += (i ? parts[i - 1] : '') + parts[i];
  kept = kept.replace(/[,;:\s]+$/, '');
  return kept.split(/\s+/).length >= 3 ? kept : null;
}
