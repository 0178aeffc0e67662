// Terms compared by their lemmas from wink-nlp ("patroonships" and "patroonship" are one term), where
// a term's words occur in a sentence, and a definition's text kept to its defining clause.
import { nlp, tokenLemmas } from './source.nlp';
import type { SentenceTokens } from './source.analysed';

export const DETERMINER = /^(?:the|a|an|this|that|these|those|its|their|our|his|her)\s+/i;

const keyCache = new Map<string, string[]>();
/** Lemmas of a phrase, without leading determiners or punctuation. */
export function lemmasOf(phrase: string): string[] {
  const clean = phrase.replace(DETERMINER, '').trim();
  let hit = keyCache.get(clean);
  if (!hit) {
    const its = nlp().its;
    const doc = nlp().readDoc(clean);
    const lemmas = tokenLemmas(doc.tokens());
    const types = doc.tokens().out(its.type);
    hit = lemmas.filter((_, i) => types[i] !== 'punctuation');
    if (keyCache.size > 5000) keyCache.clear();
    keyCache.set(clean, hit);
  }
  return hit;
}

/** Where `lemmas` occurs in a sentence, [at, end) in tokens: a hyphen written inside a word is skipped ("P-waves"). */
export function findIn(tokens: SentenceTokens, lemmas: string[]): Array<{ at: number; end: number }> {
  const out: Array<{ at: number; end: number }> = [];
  const l = tokens.lemma;
  const hyphen = (k: number) => /^[-‐‑]$/.test(tokens.value[k]) && !tokens.pre[k] && !tokens.pre[k + 1];
  outer: for (let i = 0; i + lemmas.length <= l.length; i++) {
    let k = i;
    for (let j = 0; j < lemmas.length; j++, k++) {
      if (j > 0 && k < l.length && hyphen(k)) k++;
      if (k >= l.length || (l[k] !== lemmas[j] && tokens.value[k].toLocaleLowerCase('en-US') !== lemmas[j]))
        continue outer;
    }
    out.push({ at: i, end: k });
  }
  return out;
}

/**
 * The defining clause of a sentence's definition: not a second statement after ";" or after
 * ", and acoustic encoding is…", and no citation ("(Olson & Fazio, 2001)").
 */
export function oneClause(definition: string): string {
  return definition
    .split(/;\s|,\s+(?:and|but|while|whereas)\s+(?=(?:[\p{L}-]+\s+){0,3}(?:is|are|was|were)\b)/u)[0]
    .replace(/\s*\([^()]*\b(?:1[5-9]|20)\d\d[a-z]?\)/g, '')
    .trim();
}

export const tidyDefinition = (s: string) => {
  let t = s.trim().replace(/[.;:,]+$/, '');
  // "asha, meaning “God’s will,” connoted …": a meaning quoted whole, or cut before its closing mark, is printed
  // without the marks (session 22's read printed "““God’s will”").
  const open = /^[“"]/.exec(t);
  if (open && !/[”"]/.test(t.slice(1))) t = t.slice(1);
  else if (open && /^[“"][^“”"]+[”"]$/.test(t)) t = t.slice(1, -1);
  return t.charAt(0).toLocaleUpperCase('en-US') + t.slice(1);
};
