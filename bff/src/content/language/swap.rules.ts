// What a swapped-term false statement or a distractor may be, read as a teacher reads it: a term
// replaced only by one of the same kind (a concept for a concept, a person for a person, a place for a
// place), never inside a proper name, never in a sentence that uses symbols, with its article and
// number kept. The reader's own kinds (source.term-display.ts) call most names "group", so names are sorted
// again here from how the text uses them; a name the text gives no evidence for is left unswapped.
import { escapeRegExp } from './term-pattern';
import { perText } from './text-memo';
import type { SourceReading, SourceTerm } from '../source/source.types';
import { posEndingAt } from './sentence.simplify';
import { GROUP_WORD, placeByItsWords, slotKind } from './swap-names';
import { ETYMOLOGY, glossedForeignWord } from './foreign-word';
import { inCourtCase, namedThing, type NamedThing } from './named-things';

export type SwapKind = 'concept' | 'person' | 'place' | 'group' | 'name' | NamedThing;

/** Every word capitalised ("Alan Hobson", "Dutch West India Company"), unlike "REM sleep" or "lucid dream". */
export const looksLikeName = (term: string) => term.split(/\s+/).every((w) => /^\p{Lu}\p{Ll}/u.test(w));

/** How a person is named in running text: a title or trade before, a citation or reporting verb after. */
const PERSON_BEFORE =
  /\b(?:Senator|Representative|President|Dr\.?|Professor|scientist|psychologist|neuroscientist|astronomer|philosopher|physicist|researchers?|explorer|governor|director)\s+(?:\p{Lu}[\p{L}.]*\s+)?$/u;
const PERSON_AFTER = new RegExp(
  String.raw`^(?:\s+(?:and|&)\s+\p{Lu}\p{Ll}+)?(?:\s+et al\.?)?(?:,?\s+\(?\d{4}\b|,?\s+(?:said|wrote|argued|` +
    String.raw`suggested|proposed|believed|observed|demonstrated|discovered|showed|noted|cites|cited|kept)\b|` +
    String.raw`,\s+an?\s+(?:\p{Ll}+\s+)?(?:neuroscientist|psychologist|scientist|pharmacist|astronomer|philosopher|` +
    String.raw`physicist|explorer|missionary|priest|senator|politician|researcher)\b)`,
  'u',
);

/** Each use of the term in the text's sentences: the text before it and the text after it. */
function* uses(a: SourceReading, t: SourceTerm): Generator<[string, string]> {
  const re = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(t.term)}(?![\\p{L}\\p{N}])`, 'gu');
  for (const i of t.sentences) {
    const s = a.sentences[i]?.text ?? '';
    for (const m of s.matchAll(re)) yield [s.slice(0, m.index), s.slice(m.index + m[0].length)];
  }
}

/** Ends like a plural noun ("waves", "Jesuits"), not like "process", "analysis" or "virus". */
export const looksPlural = (w: string) => /[^siu]s$/i.test(w);
/** Every use the text makes of the term is "the <term>" in the singular: one thing it names ("the music industry"). */
export const alwaysTheOne = (a: SourceReading, t: SourceTerm): boolean =>
  perText(a, `alwaysTheOne:${t.key}`, () => {
    let seen = 0;
    for (const [before, after] of uses(a, t)) {
      if (!/\bthe\s+$/i.test(before) || /^(?:e?s|[’']s?)\b/.test(after)) return false;
      seen++;
    }
    return seen > 0 && !looksPlural(t.term);
  });
/** The term's kind for swapping. Without the text (a bare term list) only its shape is known. */
export function swapKind(t: SourceTerm, a?: SourceReading): SwapKind {
  const strong = t.origins.some((o) => o !== 'phrase') || !!t.definition;
  // An abbreviation is a concept when the text defines or marks it ("REM"), else any name ("UK", "TX").
  if (/^\p{Lu}{2,}s?$/u.test(t.term)) return strong ? 'concept' : 'name';
  // "Sun changes", "Hassan lives": a name with a word the text put after it, not a term it marks.
  if (/^\p{Lu}/u.test(t.term) && t.kind !== 'concept' && !strong && !looksLikeName(t.term)) return 'name';
  // "1765", "the Stamp Act", "the Boston Massacre": the name's own words say what it is (named-things.ts).
  const thing = namedThing(t.term);
  if (thing && (thing === 'date' || looksLikeName(t.term.replace(/\s+(?:of|vs?\.?)\s+/g, ' ')))) return thing;
  if (!looksLikeName(t.term)) return 'concept';
  if (!a) return t.kind === 'person' ? 'person' : 'name';
  if (GROUP_WORD.test(t.term)) return 'group';
  // Each use read as swap-names.ts reads a slot, with the citations and trades of this file's texts.
  let person = 0;
  let group = 0;
  let event = 0;
  let place = placeByItsWords(t.term) ? 2 : 0;
  for (const [before, after] of uses(a, t)) {
    // A party of a court case ("Worcester v. Georgia (1832)") is no citation of an author, nor a place.
    if (inCourtCase(before + t.term + after, before.length, t.term.length)) continue;
    const slot = slotKind(before + t.term + after, before.length, t.term.length);
    if (slot === 'group') group++;
    else if (slot === 'event') event++;
    else if (
      slot === 'person' ||
      PERSON_BEFORE.test(before) ||
      (!/^[’']s\b/.test(after) && PERSON_AFTER.test(after)) ||
      (/\((?:e\.g\.,\s*)?$/.test(before) && /^(?:\s+et al\.)?,\s+\d{4}/.test(after))
    )
      person++;
    else if (slot === 'place') place++;
  }
  // "the taint of Watergate": an event, never a place for a state; one also a place's name is no sure kind.
  if (event) return place || person || group ? 'name' : 'event';
  // A people does what people do ("the Cherokee decided … their case"); one also a place's name is no sure kind.
  if (group) return place ? 'name' : 'group';
  // A name the text uses both ways ("Lowell" the man and the town) is no sure kind to swap with.
  if (person && place) return 'name';
  if (person || t.kind === 'person') return place ? 'name' : 'person';
  return place ? 'place' : 'name';
}

/** Kinds of a pool of terms, worked out once per text. */
export const swapKinds = (pool: SourceTerm[], a?: SourceReading) => new Map(pool.map((t) => [t.key, swapKind(t, a)]));

/** Two terms may stand in for each other: same kind, and never a name the text gives no kind for. */
export const sameKind = (kinds: Map<string, SwapKind>, x: SourceTerm, y: SourceTerm) => {
  const kx = kinds.get(x.key) ?? swapKind(x);
  return kx !== 'name' && kx === (kinds.get(y.key) ?? swapKind(y));
};

/**
 * The span sits inside a longer proper name: a capitalised word (or "of"/"de" and one) joins it on
 * either side ("Dutch Republic", "Society of Jesus", "House Committee on Rules"). A capital that only
 * starts the sentence does not count.
 */
export function insideName(sentence: string, at: number, length: number): boolean {
  // A party of a court case: "Worcester v. Georgia" is swapped whole or not at all.
  if (inCourtCase(sentence, at, length)) return true;
  const before = sentence.slice(0, at);
  const after = sentence.slice(at + length);
  if (/^\s+(?:(?:of|de|on)\s+(?:the\s+)?)?\p{Lu}/u.test(after)) return true;
  // "General John J. “Black Jack” _____": a nickname in quotation marks sits inside the name it is given.
  if (/\p{Lu}[\p{L}.’'-]*\s+[“"‘][^”"’]{1,30}[”"’]\s+$/u.test(before)) return true;
  const prev = /(\p{Lu}[\p{L}’'.-]*)(?:\s+(?:of|de|on)(?:\s+the)?)?\s+$/u.exec(before);
  if (!prev) return false;
  // A capitalised first word is a name's only when the tagger reads it as one ("Alan Hobson", not "The Senate").
  const first = before.slice(0, prev.index).trim() === '' || /[.:;!?“"(]\s*$/.test(before.slice(0, prev.index));
  return !first || posEndingAt(sentence, prev.index + prev[1].length) === 'PROPN';
}

/** The position is inside a citation ("(e.g., Hobson, 2002)"); an aside in brackets ("(acoustic encoding)") is the text's own statement. */
export const inCitation = (sentence: string, at: number) => {
  const open = sentence.lastIndexOf('(', at);
  if (open < 0 || sentence.lastIndexOf(')', at) > open) return false;
  const close = sentence.indexOf(')', at);
  return /\b\d{4}\b/.test(sentence.slice(open, close < 0 ? undefined : close));
};

/**
 * The term's use there is part of something larger a blank or a swap would break: a name ("Alan
 * Hobson", "Atkinson-Shiffrin model") or a citation.
 */
export const boundUse = (sentence: string, at: number, length: number) =>
  insideName(sentence, at, length) || boundBlank(sentence, at, length);

/**
 * A blank that would ask for a cited author or half of a hyphenated word ("(_____, 2001)", "In the
 * Atkinson-_____ model", "a 12-_____ camera"), or for a word of another language ("Latin _____").
 */
export const boundBlank = (sentence: string, at: number, length: number) =>
  inCitation(sentence, at) ||
  ETYMOLOGY.test(sentence.slice(0, at)) ||
  glossedForeignWord(sentence.slice(at, at + length), sentence.slice(at + length)) ||
  /[\p{L}\p{N}]-$/u.test(sentence.slice(0, at)) ||
  /^-[\p{L}\p{N}]/u.test(sentence.slice(at + length));

/** The word after the span is a noun: the term is used as a modifier there ("high amplitude delta waves", "the Senate floor"). */
export function modifies(sentence: string, end: number): boolean {
  const next = /^\s+([\p{L}][\p{L}’'-]*)/u.exec(sentence.slice(end));
  return !!next && /^(?:NOUN|PROPN)$/.test(posEndingAt(sentence, end + next[0].length) ?? '');
}

/** The text uses the term as a noun somewhere ("semantic" only ever qualifies one, so it cannot replace "encoding"). */
export const usedAsNoun = (a: SourceReading, t: SourceTerm): boolean =>
  perText(a, `usedAsNoun:${t.key}`, () => {
    for (const [before, after] of uses(a, t)) {
      const s = before + t.term + after;
      if (/^(?:NOUN|PROPN)$/.test(posEndingAt(s, before.length + t.term.length) ?? '')) return true;
    }
    return false;
  });

/** A term that the text only ever uses as part of a longer name ("Jesus" of "Society of Jesus") is not a thing of its own. */
export const onlyInNames = (a: SourceReading, t: SourceTerm): boolean =>
  perText(a, `onlyInNames:${t.key}`, () => {
    let alone = false;
    let any = false;
    for (const [before, after] of uses(a, t)) {
      any = true;
      if (!insideName(before + t.term + after, before.length, t.term.length)) alone = true;
    }
    return any && !alone;
  });

/**
 * Symbols, variables or formulas: "v is the speed of a surface wave", "v = fλ", "(a)". Out of their
 * equation or figure such a sentence says nothing a student can judge true or false.
 */
export const hasSymbols = (sentence: string) => {
  // Not symbols: a plural in brackets ("treatment(s)"), initials ("John F. Kennedy"), "e.g.", "U.S.".
  const t = sentence.replace(/(?<=\p{L})\((?:e?s)\)/gu, '').replace(/\b(?:\p{Lu}\.\s?){1,3}(?=\p{Lu}\p{Ll})/gu, '');
  return (
    /[=<>±×÷√∑∫∞≈≠≤≥^∆Δλπθωμσ]/u.test(t) ||
    // A figure's part ("In (a), …", "(b)").
    /\((?:[a-z]|[ivx]+)\)/.test(t) ||
    // A lower-case letter standing alone is a variable ("v is the speed"); "a" is the article.
    /(?<![\p{L}\p{N}’'.-])(?!a(?![\p{L}\p{N}]))\p{Ll}(?![\p{L}\p{N}’'-])(?!\.\s?\p{L}\.)/u.test(t) ||
    // A capital used as a quantity ("The distance A is …", "its amplitude A and …"); "vitamin E" is a name.
    /(?<=\p{Ll}\s)A(?=\s+(?:is|are|was|were|has|and|or)\b|[,.;])/u.test(t)
  );
};

/** Does the text write this name with "the" ("the Senate") or without ("Congress")? Both when it does either. */
export const articleUse = (a: SourceReading, t: SourceTerm): { the: boolean; bare: boolean } =>
  perText(a, `articleUse:${t.key}`, () => {
    let the = false;
    let bare = false;
    for (const [before, after] of uses(a, t)) {
      // "the California Gold Rush" puts "the" before the rush, not before California.
      if (modifies(before + t.term + after, before.length + t.term.length)) continue;
      if (/\bthe\s+$/i.test(before)) the = true;
      else bare = true;
    }
    return { the, bare };
  });

/** A determiner before the word (over up to two adjectives): "the modern filibuster", "a chamber", "its committee". */
const DETERMINED =
  /\b(?:a|an|the|this|that|these|those|its|their|his|her|our|your|each|every|any|no|another|one|either|neither|first|second|third|last|next)\s+(?:[\p{L}-]+\s+){0,2}$/iu;
export const determined = (before: string) => DETERMINED.test(before);

/**
 * The text uses the term in the singular with no determiner ("to invoke cloture", "kill legislation"),
 * so it can stand bare where another bare singular stood; "chamber" never does ("to invoke chamber").
 */
export const usedBare = (a: SourceReading, t: SourceTerm): boolean =>
  perText(a, `usedBare:${t.key}`, () => {
    // A word quoted as a word ("The word “filibuster” comes from…") says nothing about its grammar.
    for (const [before, after] of uses(a, t))
      if (!determined(before) && !/[“"‘']\s*$/.test(before) && !/^(?:e?s)\b/.test(after) && !/^[’']s\b/.test(after))
        return true;
    return false;
  });

/** The word is written in the possessive right after `end` ("a site’s potential", "Sheridan’s speeches"). */
export const possessiveAt = (sentence: string, end: number) => /^[’']s(?![\p{L}\p{N}])/u.test(sentence.slice(end));

/**
 * Does the text write this word in the possessive? A term swapped into a possessive must be one the text
 * puts there itself, as a plural must be one it writes: no "a field’s potential", "the stress’s mind".
 */
export const writesPossessive = (a: SourceReading | undefined, word: string) =>
  !!a &&
  a.sentences.some((s) =>
    new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(word)}[’']s(?![\\p{L}\\p{N}])`, 'iu').test(s.text),
  );

/** The plural the text itself writes for the term ("magnetic fields"), or null: none is made up ("kinetic energys"). */
export function pluralInText(a: SourceReading | undefined, t: SourceTerm): string | null {
  if (!a) return null;
  return perText(a, `pluralInText:${t.term}\u0000${t.sentences.join(',')}`, () => writtenPlural(a, t));
}

function writtenPlural(a: SourceReading, t: SourceTerm): string | null {
  const re = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(t.term)}(e?s)(?![\\p{L}\\p{N}])`, 'iu');
  for (const i of t.sentences) {
    const m = re.exec(a.sentences[i]?.text ?? '');
    if (m) return t.term + m[1];
  }
  return null;
}
