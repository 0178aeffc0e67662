// Words as the measures compare them: wink-nlp lemmas of content words (not stop words, numbers or
// punctuation), lower-cased. The measures use the tagger's own stop-word flags and nothing of the
// reader's heuristics, so a measure does not grade the reader with the reader's rules.
import { nlp, tokenLemmas } from '../source/source.nlp';

const cache = new Map<string, string[]>();

/** Content-word lemmas of a text, in order, repeats kept. */
export function contentLemmas(text: string): string[] {
  let hit = cache.get(text);
  if (!hit) {
    const w = nlp();
    const tokens = w.readDoc(text).tokens();
    const lemmas = tokenLemmas(tokens);
    const types = tokens.out(w.its.type);
    const stop = tokens.out(w.its.stopWordFlag) as unknown as boolean[];
    hit = lemmas.map((l, i) => (types[i] === 'word' && !stop[i] ? l : '')).filter((l) => l.length > 1);
    if (cache.size > 20000) cache.clear();
    cache.set(text, hit);
  }
  return hit;
}

/** Sentences of a text (wink's sentence boundaries), tidied. */
export function sentencesOf(text: string): string[] {
  return nlp()
    .readDoc(text)
    .sentences()
    .out()
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/** How many of `a`'s distinct lemmas `b` also holds. */
export function shared(a: string[], b: string[]): number {
  const inB = new Set(b);
  return new Set(a.filter((l) => inB.has(l))).size;
}

export const distinct = (a: string[]) => new Set(a).size;

/** Content words of a text as lemma and lower-cased surface form: a lemma read in context can differ ("branching"). */
export function contentForms(text: string): Array<{ lemma: string; form: string }> {
  const w = nlp();
  const tokens = w.readDoc(text).tokens();
  const lemmas = tokenLemmas(tokens);
  const values = tokens.out();
  const types = tokens.out(w.its.type);
  const stop = tokens.out(w.its.stopWordFlag) as unknown as boolean[];
  return lemmas
    .map((l, i) => ({ lemma: l, form: values[i].toLocaleLowerCase('en-US'), i }))
    .filter(({ lemma, i }) => types[i] === 'word' && !stop[i] && lemma.length > 1)
    .map(({ lemma, form }) => ({ lemma, form }));
}

/** Words and the tagger's parts of speech (universal tags), for the measures' own shape checks. */
export function tagged(text: string): Array<{ word: string; pos: string }> {
  const w = nlp();
  const tokens = w.readDoc(text).tokens();
  const pos = tokens.out(w.its.pos);
  return tokens.out().map((word, i) => ({ word, pos: pos[i] }));
}
