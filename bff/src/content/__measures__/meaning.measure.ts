// Term–meaning pairs as a teacher checks them against the book: is the meaning the term's own
// definition? Ground truth is the source's glossary (corpus sections.json) where the book has one,
// or the words of a sentence of the file that define that very term, in any of the forms textbooks
// use ("X is …", "X, a head that …", dashes, "known as X", "(also called X)", "… is the X"; the
// measure's own patterns in defining-spans.measure.ts, never the reader's code). A pair
// whose term the file never uses is filler. Counts, never shares alone: a sheet that prints nothing
// scores no usable pairs, and the number of pairs is reported beside the share.
import { definingSpans, definingSpansIn } from './defining-spans.measure';
import { contentForms, contentLemmas, distinct, sentencesOf } from './words.measure';

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
  /**
   * Pairs that print the file's sentence with the term blanked (a fill-in where the file gives the term no
   * meaning): usable only where that sentence defines the term, otherwise unconfirmed but offering no meaning.
   */
  sentenceClues: number;
  /** The pairs judged unusable or filler, for reading tuning sections by hand. */
  faults: Array<MeaningPair & { why: 'filler' | 'not its definition' | 'a sentence to fill in, no meaning' }>;
}

/** Sentences of the file in which the term is the thing being defined. */
export function definingSentences(term: string, sentences: string[]): string[] {
  return sentences.filter((s) => definingSpansIn(term, s).length > 0);
}

const plainWords = (s: string) =>
  s
    .toLocaleLowerCase('en-US')
    .replace(/[^\p{L}\d\s]/gu, ' ')
    .split(/\s+/)
    .filter((w) => w && !/^(?:a|an|the)$/.test(w))
    .join(' ');

/**
 * A meaning matches a definition when it shares at least half of the shorter one's content words
 * (two at least, or all of a one-word definition): the book's words, not a neighbour's.
 */
export function sameMeaning(meaning: string, definition: string): boolean {
  const m = contentForms(meaning);
  const d = contentForms(definition);
  const inD = new Set(d.flatMap((w) => [w.lemma, w.form]));
  // A word counts as shared by its lemma or its written form: the tagger lemmatises in context.
  const common = new Set(m.filter((w) => inD.has(w.lemma) || inD.has(w.form)).map((w) => w.lemma)).size;
  const shorter = Math.min(distinct(m.map((w) => w.lemma)), distinct(d.map((w) => w.lemma)));
  // All stop words ("what you own", "things that we believe in"): the same words, or not the same meaning.
  if (!shorter) return plainWords(meaning) !== '' && plainWords(meaning) === plainWords(definition);
  return common >= Math.min(2, shorter) && common >= shorter / 2;
}

const folded = (s: string) =>
  s
    .toLocaleLowerCase('en-US')
    .replace(/\s*\([^)]*\)/g, '')
    .trim();

/** What a sheet prints where the file gives a term no meaning: its sentence, the term blanked, to fill in. */
const CLUE_LEAD = /^(?:In the text|Clue):\s*/i;
export const isSentenceClue = (meaning: string) => /_{3,}/.test(meaning);

/**
 * What a printed meaning says the term is. A clue that quotes the file's sentence with the term blanked
 * ("In the text: The uppermost position is called the _____ …") says it only where that sentence, the
 * term put back, defines the term: its defining span. One word ("A process") says too little.
 */
function meaningsOf(p: MeaningPair): string[] {
  if (isSentenceClue(p.meaning)) {
    const filled = p.meaning.replace(CLUE_LEAD, '').replace(/_{3,}/g, p.term);
    return definingSpansIn(p.term, filled).map((d) => d.span);
  }
  // A crossword clue's letter counts ("(8, 9)") are no part of the meaning.
  const meaning = p.meaning.replace(/\s*\(\d+(?:[,\s-]+\d+)*\)\s*$/, '');
  return distinct(contentLemmas(meaning)) >= 2 || meaning.trim().split(/\s+/).length >= 3 ? [meaning] : [];
}

export function measureMeanings(pairs: MeaningPair[], glossary: GlossaryEntry[], fileText: string): MeaningQuality {
  // A list's lines are sentences of their own ("- Values: Things that we believe in."), which the tagger runs together.
  const sentences = fileText.split(/\n+/).flatMap((line) => sentencesOf(line));
  // By lemma or written form: the tagger lemmatises in context ("Values:" opening a line).
  const fileWords = new Set(contentForms(fileText).flatMap((w) => [w.lemma, w.form]));
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
    sentenceClues: 0,
    bySheet: {},
    faults: [],
  };
  const usableGlossaryTerms = new Set<string>();
  for (const p of pairs) {
    const sheet = (q.bySheet[p.sheet] ??= { pairs: 0, usable: 0, filler: 0 });
    sheet.pairs++;
    const termWords = contentForms(p.term);
    if (termWords.length && !termWords.every((w) => fileWords.has(w.lemma) || fileWords.has(w.form))) {
      q.filler++;
      sheet.filler++;
      q.faults.push({ ...p, why: 'filler' });
      continue;
    }
    const entry = entryFor(p.term);
    if (entry) q.checkedAgainstGlossary++;
    if (isSentenceClue(p.meaning)) q.sentenceClues++;
    // The book's glossary words, or the words of the file's own sentence that define this very term
    // (the book may gloss a term differently in the text: "Mass is a measure of the amount of matter");
    // only those words, never the rest of the sentence, where a neighbour's clause may stand.
    const spans = definingSpans(p.term, sentences);
    const ok =
      (entry && sameMeaning(p.meaning, entry.definition)) ||
      meaningsOf(p).some((m) => spans.some((d) => sameMeaning(m, d.span)));
    if (ok) {
      q.usable++;
      sheet.usable++;
      if (entry) usableGlossaryTerms.add(folded(entry.term));
    } else
      q.faults.push({
        ...p,
        why: isSentenceClue(p.meaning) ? 'a sentence to fill in, no meaning' : 'not its definition',
      });
  }
  q.glossaryTermsUsable = usableGlossaryTerms.size;
  return q;
}
