// Term–meaning pairs as a teacher checks them against the book: is the meaning the term's own
// definition? Ground truth is the source's glossary (corpus sections.json) where the book has one,
// or a sentence of the file that defines that very term ("X is …", "X, a …,", "called X"). A pair
// whose term the file never uses is filler. Counts, never shares alone: a sheet that prints nothing
// scores no usable pairs, and the number of pairs is reported beside the share.
import { contentLemmas, distinct, sentencesOf, shared } from './words.measure';

export interface MeaningPair {
  /** The sheet it was printed on: matching, vocabulary, crossword, word search, review, labeling. */
  sheet: string;
  term: string;
  meaning: string;
}

export interface GlossaryEntry {
  term: string;
  definition: string;
}

export interface MeaningQuality {
  pairs: number;
  /** Meanings that are the term's own definition (glossary, else the file's defining sentence). */
  usable: number;
  /** Pairs whose term has a glossary entry, so the check is against the book's own words. */
  checkedAgainstGlossary: number;
  /** Terms the file never uses (every content word of the term must occur in the file). */
  filler: number;
  /** Distinct glossary terms printed with a usable meaning (recall against the book's glossary). */
  glossaryTermsUsable: number;
  bySheet: Record<string, { pairs: number; usable: number; filler: number }>;
  /** The pairs judged unusable or filler, for reading tuning sections by hand. */
  faults: Array<MeaningPair & { why: 'filler' | 'not its definition' }>;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const DEFINING_AFTER = '(?:is|are|was|were|means|mean|refers to|refer to|describes|is called|are called|is known as)';
const DEFINING_BEFORE = '(?:called|known as|termed|defined as|named)';

/** Sentences of the file in which the term is the thing being defined. */
export function definingSentences(term: string, sentences: string[]): string[] {
  const t = escape(term.replace(/\s*\([^)]*\)/g, '').trim()).replace(/\s+/g, '\\s+');
  const forms = `${t}(?:s|es)?`;
  const patterns = [
    new RegExp(`\\b${forms}\\b(?:\\s*\\([^)]*\\))?,?\\s+${DEFINING_AFTER}\\b`, 'i'),
    // An appositive only when the term opens the sentence ("A model, a representation of …"), not
    // an opening phrase ("During an experiment, the scientist …").
    new RegExp(
      `^(?:(?:a|an|the)\\s+)?${forms}\\b(?:\\s*\\([^)]*\\))?\\s*(?:,|—|–|:)\\s*(?:a|an|the|which|that|or)\\b`,
      'i',
    ),
    new RegExp(`\\b${DEFINING_BEFORE}\\s+(?:the\\s+|a\\s+|an\\s+)?[“"']?${forms}\\b`, 'i'),
    new RegExp(`^${forms}\\s*:`, 'i'),
  ];
  return sentences.filter((s) => patterns.some((p) => p.test(s)));
}

/**
 * A meaning matches a definition when it shares at least half of the shorter one's content words
 * (two at least, or all of a one-word definition): the book's words, not a neighbour's.
 */
export function sameMeaning(meaning: string, definition: string): boolean {
  const m = contentLemmas(meaning);
  const d = contentLemmas(definition);
  const common = shared(m, d);
  const shorter = Math.min(distinct(m), distinct(d));
  if (!shorter) return false;
  return common >= Math.min(2, shorter) && common >= shorter / 2;
}

const folded = (s: string) =>
  s
    .toLocaleLowerCase('en-US')
    .replace(/\s*\([^)]*\)/g, '')
    .trim();

export function measureMeanings(pairs: MeaningPair[], glossary: GlossaryEntry[], fileText: string): MeaningQuality {
  const sentences = sentencesOf(fileText);
  const fileLemmas = new Set(contentLemmas(fileText));
  const entryFor = (term: string) => {
    const k = contentLemmas(folded(term)).join(' ');
    return glossary.find((g) => folded(g.term) === folded(term) || contentLemmas(folded(g.term)).join(' ') === k);
  };
  const q: MeaningQuality = {
    pairs: pairs.length,
    usable: 0,
    checkedAgainstGlossary: 0,
    filler: 0,
    glossaryTermsUsable: 0,
    bySheet: {},
    faults: [],
  };
  const usableGlossaryTerms = new Set<string>();
  for (const p of pairs) {
    const sheet = (q.bySheet[p.sheet] ??= { pairs: 0, usable: 0, filler: 0 });
    sheet.pairs++;
    const termWords = contentLemmas(p.term);
    if (termWords.length && !termWords.every((w) => fileLemmas.has(w))) {
      q.filler++;
      sheet.filler++;
      q.faults.push({ ...p, why: 'filler' });
      continue;
    }
    const entry = entryFor(p.term);
    if (entry) q.checkedAgainstGlossary++;
    // The book's glossary words, or the file's own sentence defining this very term (the book may
    // gloss a term differently in the text: "Mass is a measure of the amount of matter").
    const ok =
      (entry && sameMeaning(p.meaning, entry.definition)) ||
      definingSentences(p.term, sentences).some((s) => sameMeaning(p.meaning, s));
    if (ok) {
      q.usable++;
      sheet.usable++;
      if (entry) usableGlossaryTerms.add(folded(entry.term));
    } else q.faults.push({ ...p, why: 'not its definition' });
  }
  q.glossaryTermsUsable = usableGlossaryTerms.size;
  return q;
}
