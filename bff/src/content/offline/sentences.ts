export interface Sentence {
  index: number;
  text: string;
  words: string[];
  /** Fit to quote in a question: a whole statement of sensible length. */
  usable: boolean;
}

const ABBREVIATION = /(?:\b(?:Mr|Mrs|Ms|Dr|Prof|Sr|Jr|St|vs|etc|e\.g|i\.e|Fig|No|approx|ca|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)|\b[A-Z])\.$/;
export const WORD = /[\p{L}][\p{L}\p{M}\p{N}'’-]*/gu;

/** Hard-wrapped lines (PDF text) are joined; short unpunctuated lines are headings and kept apart. */
function paragraphs(text: string): string[] {
  const out: string[] = [];
  let current: string[] = [];
  const flush = () => {
    if (current.length) out.push(current.join(' '));
    current = [];
  };
  for (const raw of text.replace(/\r/g, '').split('\n')) {
    const line = raw.replace(/^\s*(?:[-•*▪●◦]|\d+[.)])\s+/, '').trim();
    if (!line) {
      flush();
      continue;
    }
    const heading = line.split(/\s+/).length <= 8 && !/[.!?:;,]$/.test(line) && /^\p{Lu}/u.test(line);
    if (heading || /^\s*(?:[-•*▪●◦]|\d+[.)])\s+/.test(raw)) {
      flush();
      out.push(line);
    } else current.push(line);
  }
  flush();
  return out;
}

const segmenter = new Intl.Segmenter('en', { granularity: 'sentence' });

export function splitSentences(text: string): Sentence[] {
  const texts: string[] = [];
  for (const para of paragraphs(text)) {
    let pending = '';
    for (const { segment } of segmenter.segment(para)) {
      pending += segment;
      // ICU splits after "Dr." or an initial; glue those back to the sentence they belong to.
      if (!ABBREVIATION.test(pending.trim())) {
        texts.push(pending.replace(/\s+/g, ' ').trim());
        pending = '';
      }
    }
    if (pending.trim()) texts.push(pending.replace(/\s+/g, ' ').trim());
  }
  // Running headers and footers repeat on every page of a PDF; a repeated sentence is quoted only once.
  const seen = new Set<string>();
  return texts
    .filter((t) => t.length > 0)
    .map((t, index) => {
      const first = !seen.has(t);
      seen.add(t);
      const words = t.match(WORD) ?? [];
      const letters = (t.match(/\p{L}/gu) ?? []).length;
      const usable =
        first &&
        words.length >= 6 && words.length <= 45 && /[.!]["'”’)]?$/.test(t) && /^["'“‘(]?[\p{Lu}\p{N}]/u.test(t) && letters / t.length > 0.6 && !/https?:|www\./.test(t);
      return { index, text: t, words, usable };
    });
}
