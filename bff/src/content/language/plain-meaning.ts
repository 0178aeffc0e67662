// A glossary meaning cut to one plain line for a parent's Words to Know or a class vocabulary chart:
// the meaning itself when short, else its core, cut (never reworded) the way grade fitting cuts the
// text's sentences (sentence.simplify.ts), and chosen by the same measure of fit to the asked grade.
import type { GradeFit } from '../readability/grade.band';
import { misfit } from './sentence.fit';
import { cap } from './sentences';
import { isWholeSentence, simplerVersions } from './sentence.simplify';

/**
 * The tail of a glossary meaning that points at the course, not at the term: "true in all circumstances
 * studied thus far", "… discussed in this chapter". A clue or a word to know defines its word; what the
 * class has studied so far is no part of what the word means.
 */
const COURSE_POINTER = new RegExp(
  String.raw`,?\s+(?:(?:that|which)\s+(?:have|has)\s+been\s+)?(?:studied|observed|seen|discussed|covered|described|` +
    String.raw`examined|learned|learnt|met)\s+(?:thus far|so far|to date|until now|above|earlier|previously|in (?:this|` +
    String.raw`the) (?:chapter|section|unit|course|book|lesson|text))\s*\.?$`,
  'i',
);
export const withoutCoursePointer = (meaning: string) => meaning.replace(COURSE_POINTER, '');

/** Longest meaning (words) that stays one or two lines in a two-column table at 10 pt. */
const DEF_MAX = 18;
const words = (s: string) => s.split(/\s+/).length;
/** Younger classes: the band's sentence length and a little, since a meaning needs the term's own words around it. */
const defMax = (fit: GradeFit | null) => (fit ? Math.min(DEF_MAX, fit.maxWords + 4) : DEF_MAX);

/**
 * A glossary meaning as a parent can read it in a line: the whole meaning when short, else its core,
 * cut (never reworded) as the grade-fitting cuts the text's sentences: the aside-free versions of
 * "<Term> is <meaning>." that still say what the term is, then the meaning up to its first clause
 * break ("first stage of sleep; transitional phase…", "members of the Society of Jesus, an elite…").
 */
export function plainMeaning(term: string, whole: string, fit: GradeFit | null): string | null {
  const meaning = withoutCoursePointer(whole);
  const lead = `${cap(term)} is `;
  const asSentence = simplerVersions(`${lead}${meaning}.`)
    .filter((v) => v.startsWith(lead))
    .map((v) => v.slice(lead.length).replace(/[.]$/, ''));
  // A comma cut only where an aside or a second gloss starts, never inside a list ("time, space, and…").
  const cuts = [
    ...meaning.matchAll(
      /[;:]\s|,\s(?=(?:an?|the|which|who|or|typically|usually|often|especially|including|such as|per|as)\s)|\s(?:in order to|as described by|per)\s/g,
    ),
  ]
    .map((m) => meaning.slice(0, m.index).trim())
    .filter((c) => isWholeSentence(`${lead}${c}.`));
  // One meaning to a line: a glossary's "first stage of sleep; transitional phase…" keeps its first.
  const candidates = [meaning, ...asSentence, ...cuts].filter(
    (c) => words(c) >= 3 && words(c) <= defMax(fit) && !/["“”;]/.test(c),
  );
  if (!candidates.length) return null;
  if (!fit) return candidates.sort((a, b) => words(b) - words(a))[0];
  return candidates
    .map((c) => ({ c, m: misfit(`${lead}${c}.`, fit) }))
    .sort((a, b) => a.m - b.m || words(b.c) - words(a.c))[0].c;
}
