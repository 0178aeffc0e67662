// Facts worked out once and asked for again and again while a text's items are built: a text-wide fact per
// reading (a reading is never changed once read), and a sentence's tokens per string (wink-nlp parses the same
// sentence for every candidate swap, blank and clause cut of it). Profiling buildCandidates over the tuning corpus
// put half its time in these repeats.
import type { SourceReading } from '../source/source.types';

const facts = new WeakMap<SourceReading, Map<string, unknown>>();

/** f() for this text and key, computed once per reading. */
export function perText<T>(a: SourceReading, key: string, f: () => T): T {
  const known = facts.get(a) ?? new Map<string, unknown>();
  facts.set(a, known);
  if (!known.has(key)) known.set(key, f());
  return known.get(key) as T;
}

/**
 * f wrapped to remember its last `size` answers by input string. The answer's items are frozen: a caller that
 * changed one would change every later caller's answer, so it fails loudly instead (modules run in strict mode).
 */
export function memoByText<T extends object>(f: (text: string) => T[], size = 4000): (text: string) => T[] {
  const known = new Map<string, readonly T[]>();
  return (text) => {
    let got = known.get(text);
    if (!got) {
      got = Object.freeze(f(text).map((x) => Object.freeze(x)));
      if (known.size >= size) known.delete(known.keys().next().value as string);
      known.set(text, got);
    }
    return [...got];
  };
}
