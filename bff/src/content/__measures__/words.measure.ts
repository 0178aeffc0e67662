// Words as the measures compare them: wink-nlp lemmas of content words (not stop words, numbers or
// punctuation), lower-cased. The measures use the tagger's own stop-word flags and nothing of the
// reader's heuristics, so a measure does not grade the reader with the reader's rules.
import { nlp } from '../source/source.nlp';

const cache = new Map<string, string[]>();

/** Content-word lemmas of a text, in order, repeats kept. */
export function contentLemmas(text: string): string[] {
  let hit = cache.get(text);
  if (!hit) {
    const w = nlp();
    const tokens = w.readDoc(text).tokens();
    const lemmas = tokens.out(w.its.lemma as never) as string[];
    const types = tokens.out(w.its.type);
    const stop = tokens.out(w.its.stopWordFlag) as unknown as boolean[];
    hit = lemmas
      .map((l, i) => (types[i] === 'word' && !stop[i] ? l.toLocaleLowerCase('en-US') : ''))
      .filter((l) => l.length > 1);
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
