// No two items of one document built on the same sentence or fact, whoever wrote them (the offline
// drafters or a model). Two items are the same when:
// - they cite the same passage of the file (or one passage holds the other) and both really draw on
//   it (two of its content words at least): a true/false and a fill-in on one sentence, a definition
//   asked as a choice and again as a short answer;
// - or what they ask and answer share most of their content words (Jaccard of wink-nlp content lemmas
//   >= 0.6): one fact worded twice from two sentences.
// The rule is the reading-quality measure's (__measures__/items.measure.ts), written again here
// because product code never imports a measure.
import { nlp, tokenLemmas } from '../source/source.nlp';

export interface FactItem {
  /** What the student reads: the stem with any blank filled by its answer. */
  text: string;
  answer: string;
  passage: string | null | undefined;
  /** Further sentences the item is built on (a "which statement is true" draws on several). */
  also?: readonly string[];
}

const cache = new Map<string, string[]>();

/** Content-word lemmas (no stop words, numbers or punctuation), lower-cased. */
export function contentWords(text: string): string[] {
  let hit = cache.get(text);
  if (!hit) {
    const w = nlp();
    const tokens = w.readDoc(text).tokens();
    const lemmas = tokenLemmas(tokens);
    const types = tokens.out(w.its.type);
    const stop = tokens.out(w.its.stopWordFlag) as unknown as boolean[];
    hit = lemmas.map((l, i) => (types[i] === 'word' && !stop[i] ? l : '')).filter((l) => l.length > 1);
    if (cache.size > 5000) cache.clear();
    cache.set(text, hit);
  }
  return hit;
}

const fold = (s: string) =>
  s
    .toLocaleLowerCase('en-US')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const sharedCount = (a: string[], b: string[]) => {
  const inB = new Set(b);
  return new Set(a.filter((x) => inB.has(x))).size;
};

/** The passages an item is built on. */
const passagesOf = (x: FactItem) => [x.passage ?? '', ...(x.also ?? [])].map(fold).filter((p) => p.length >= 20);

function draws(item: FactItem, passage: string): boolean {
  return sharedCount(contentWords(`${item.text} ${item.answer}`), contentWords(passage)) >= 2;
}

/** Are the two items built on one sentence or one fact? */
export function sameFact(a: FactItem, b: FactItem): boolean {
  for (const pa of passagesOf(a))
    for (const pb of passagesOf(b))
      if ((pa === pb || pa.includes(pb) || pb.includes(pa)) && draws(a, pa) && draws(b, pb)) return true;
  const la = contentWords(`${a.text} ${a.answer}`);
  const lb = contentWords(`${b.text} ${b.answer}`);
  const union = new Set([...la, ...lb]).size;
  return union > 0 && sharedCount(la, lb) / union >= 0.6;
}

/** For each item built on a fact an earlier item already uses: its index and that earlier item's. */
export function repeatedFacts(items: FactItem[]): Array<{ index: number; first: number }> {
  const out: Array<{ index: number; first: number }> = [];
  items.forEach((it, i) => {
    const first = items.findIndex((o, k) => k < i && !out.some((r) => r.index === k) && sameFact(o, it));
    if (first >= 0) out.push({ index: i, first });
  });
  return out;
}

/** A question as the check reads it: a blank filled with its answer. */
export const asFactItem = (q: { prompt: string; answer: string; source_passage?: string | null }): FactItem => ({
  text: q.prompt.replace(/_{3,}/g, q.answer),
  answer: q.answer,
  passage: q.source_passage,
});
