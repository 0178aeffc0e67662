// Where a cloze or fill-in blank may fall, read as a teacher reads a worksheet:
// - on a word the text teaches: one of its own key terms (glossary, key-vocabulary list, bold or
//   defined), or a word everyday English hardly uses that the text returns to. Never an everyday word
//   the text only uses in passing ("Earth", "students", "order", "Grandpa"): SUBTLEX-US, the reader's
//   list of everyday word frequencies (source/source.frequency.ts), decides what is everyday.
// - on the term itself, not on part of a longer term ("The normal _____ is the _____" blanks "force"
//   out of "normal force"), and not inside a quoted title ("“The _____ in Anthropological Query”").
// - not on a name that only qualifies the noun after it ("_____ rocks are still reaching the Moon", key
//   "Venus"), unless the text or the section is about that name (its title or heading names it).
// - never on an everyday verb where the sentence uses it as one ("Telescopes that _____ visible radiation",
//   key "collect"): "collect", "use", "make", "show" name no idea the text teaches, marked or not.
// - with a key that agrees with the blank: the word as the sentence writes it ("sociocultural
//   constructions" for a plural blank, not the singular the term list holds).
import type { SourceTerm } from '../source/source.types';
import { tokensOf } from './clause-tokens';
import { termPattern } from './term-pattern';
import { posEndingAt } from './sentence.simplify';
import { firstFileOf } from './word-senses';

/**
 * A blank's answer is everyday when its rarest word is at least this common (per million words of
 * SUBTLEX-US): about the 3,000 most frequent words, the same line the reading-quality measure draws.
 */
export const EVERYDAY_BLANK_PER_MILLION = 16;

type Evidence = Pick<SourceTerm, 'origins' | 'everyday' | 'count' | 'kind' | 'term'>;

/** The author marked or defined the term (glossary, key-vocabulary list, bold or italic, a defining sentence). */
export const markedByText = (t: Evidence) => t.origins.some((o) => o !== 'phrase' && o !== 'gloss');

/** A blank may ask for this term: the text teaches it (its own key term, or a rare word it keeps using). */
export function teachesTerm(t: Evidence): boolean {
  if (markedByText(t)) return true;
  // A name the text mentions once or twice ("the Hadza and Pumé") is a detail, not what it teaches.
  if (t.kind !== 'concept') return t.count >= 3 && t.everyday < EVERYDAY_BLANK_PER_MILLION;
  return t.everyday < EVERYDAY_BLANK_PER_MILLION && t.count >= 2;
}

/** A people's name: "Africans", "Europeans", "Indians", "Chinese" ("More than one million _____ had fought …"). */
const A_PEOPLE = /^\p{Lu}\p{Ll}+(?:ians|eans|icans|ese)$/u;

/**
 * "Not all _____, and not even all Patriots, supported …" (key "colonists"), "In 1868, Japanese contract _____
 * were sent …": a word for people or a people's name the text uses but never marks, left open without options, takes every other
 * word for those people ("Americans", "settlers", "people") as well (session 22's read: "trivial, many fit").
 * Options make such a blank answerable; a fill-in asks for a word the text teaches as its own.
 */
export const manyWordsFit = (t: Evidence, key: string) =>
  !markedByText(t) &&
  ((/^\p{Ll}+$/u.test(key.trim()) && firstFileOf(key.trim()) === 'person') || A_PEOPLE.test(key.trim()));

/** How often the text uses a phrase it never marks before an open blank asks for it. */
const OPEN_BLANK_USES = 3;

/**
 * An open blank (a fill-in, no options) may ask for this key: not a word any other word for people fills
 * (`manyWordsFit`), and not a phrase the text neither marks nor names that it uses only in passing ("For the
 * _____ in the Middle Ages", key "vast majority"; "according to _____", key "contemporary observers"; "Unlike
 * other _____", key "imperial powers": session 23's read, "a filler phrase, many answers fit"). A choice cloze's
 * options still make them answerable.
 */
export const openBlankTakes = (t: Evidence, key: string) =>
  !manyWordsFit(t, key) && (markedByText(t) || t.kind !== 'concept' || t.count >= OPEN_BLANK_USES);

/**
 * A concept the text teaches enough to be offered as a wrong option: one it marks or defines, or a word
 * everyday English hardly uses. An everyday word it only uses in passing ("people", "water", "the
 * process") is no term a student studied, and beside a taught key it gives the answer away.
 */
export const taughtOption = (t: Evidence) => markedByText(t) || t.everyday < EVERYDAY_BLANK_PER_MILLION;

export interface Span {
  at: number;
  length: number;
}

/**
 * The blank would fall on an everyday word the sentence uses as a verb ("Telescopes that _____ visible
 * radiation", key "collect"): a verb everyday English uses often is no term a student studied, whatever
 * the reader made of it.
 */
export const everydayVerb = (sentence: string, span: Span, term: Pick<SourceTerm, 'term' | 'everyday'>) =>
  !/\s/.test(term.term.trim()) &&
  term.everyday >= EVERYDAY_BLANK_PER_MILLION &&
  /^(?:VERB|AUX)$/.test(posEndingAt(sentence, span.at + span.length) ?? '');

/** Every place a pattern matches, as spans. */
export const spansOf = (text: string, pattern: RegExp): Span[] =>
  [...text.matchAll(new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`))].map(
    (m) => ({ at: m.index, length: m[0].length }),
  );

/** The span lies inside a longer term's span ("force" inside "normal force"). */
export const insideLonger = (span: Span, longer: Span[]) =>
  longer.some((l) => l.at <= span.at && l.at + l.length >= span.at + span.length && l.length > span.length);

/** The span sits inside a quoted title ("“The Genealogical Method in Anthropological Query”"). */
export function inQuotedTitle(sentence: string, span: Span): boolean {
  for (const m of sentence.matchAll(/[“"]([^”"]{3,120})[”"]/g)) {
    const start = m.index + 1;
    if (span.at < start || span.at + span.length > start + m[1].length) continue;
    const words = m[1].split(/\s+/).filter((w) => /^\p{L}/u.test(w) && w.length > 3);
    if (words.length >= 2 && words.every((w) => /^\p{Lu}/u.test(w))) return true;
  }
  return false;
}

/**
 * The key as the blank needs it: the word as the sentence writes it at every blank ("constructions"),
 * or null when the sentence writes it two ways ("wave … waves"), which one key cannot fill. A word
 * capitalised only because it opens the sentence keeps the term's own case ("kinship").
 */
export function keyForBlanks(sentence: string, spans: Span[], term: string): string | null {
  const forms = spans.map((s) => sentence.slice(s.at, s.at + s.length));
  if (!forms.length || new Set(forms.map((f) => f.toLocaleLowerCase('en-US'))).size !== 1) return null;
  const inside = spans.findIndex((s) => s.at > 0);
  if (inside >= 0) return forms[inside];
  const form = forms[0];
  return /^\p{Ll}/u.test(term) ? form.charAt(0).toLocaleLowerCase('en-US') + form.slice(1) : form;
}

/**
 * A term the text writes as a name ("Venus", "Hadza", "Vesta": a capital in the term list, which keeps a
 * common word's lower case), not an acronym ("rRNA", "DC"). Whatever kind the reader gave it: a name the text
 * defines is a 'concept' there.
 */
const writtenAsName = (t: Pick<SourceTerm, 'term'>) => /^\p{Lu}\p{Ll}/u.test(t.term);

/**
 * The blank would fall on a name that only qualifies the common noun after it: "Venus rocks are still
 * reaching the Moon" blanked as "_____ rocks …" says nothing of which world; only the sentence before did.
 * Where the title or the section's heading names it ("The Hadza: …"), the text is about it; since session 17's
 * blind read such a blank is left out all the same (trivial-blank.ts `topicBlank`: the page's top gives the
 * answer away). A compound the text teaches as a term ("Mars rover")
 * is blanked whole (`insideLonger` keeps the name alone from being blanked).
 */
export function qualifiesNounAfter(
  sentence: string,
  span: Span,
  term: Pick<SourceTerm, 'term'>,
  about: string,
): boolean {
  if (!writtenAsName(term) || !/^\s+\p{Ll}/u.test(sentence.slice(span.at + span.length))) return false;
  if (termPattern(term.term).test(about)) return false;
  let at = 0;
  for (const t of tokensOf(sentence)) {
    const start = sentence.indexOf(t.v, at);
    if (start < 0) return false;
    at = start + t.v.length;
    if (start >= span.at + span.length) return t.pos === 'NOUN';
  }
  return false;
}
