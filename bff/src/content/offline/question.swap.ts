// The swaps and distractors of the question forms (question.forms.ts): sibling terms of the same text,
// most alike first, of the same kind (language/swap.rules.ts), that fit the slot and keep the statement false.
import { termPattern } from '../language/term-pattern';
import { teachableOption } from '../language/term-shape';
import { taughtOption } from '../language/blank-rules';
import type { SourceReading, SourceTerm } from '../source/source.types';
import { posEndingAt } from '../language/sentence.simplify';
import { swapFault, swapSiteOf } from '../language/swap-sense';
import {
  contradicts,
  fitsQualifier,
  glossBefore,
  glossedAfter,
  maybeOneThing,
  sameSort,
  slotFits,
} from '../language/swap-fit';
import {
  articleUse,
  boundUse,
  determined,
  usedBare,
  looksLikeName,
  looksPlural,
  modifies,
  onlyInNames,
  usedAsNoun,
  pluralInText,
  possessiveAt,
  sameKind,
  swapKind,
  swapKinds,
  type SwapKind,
  writesPossessive,
} from '../language/swap.rules';
import { linkedInText, overlappingKinds } from '../language/swap-linked';

export const head = (t: SourceTerm) => t.key.split(' ').at(-1);
export const related = (x: SourceTerm, y: SourceTerm) => x.key.includes(y.key) || y.key.includes(x.key);

/** Sibling terms of the text, most alike first: same head word ("alpha wave"/"beta wave"), same kind, same length. */
export function siblings(pool: SourceTerm[], term: SourceTerm): SourceTerm[] {
  const words = term.term.split(' ').length;
  return pool
    .filter(
      (t) =>
        t.key !== term.key &&
        !related(t, term) &&
        t.term.toLocaleLowerCase('en-US') !== term.term.toLocaleLowerCase('en-US'),
    )
    .map((t) => ({
      t,
      d:
        (head(t) === head(term) ? -10 : 0) +
        (t.kind === term.kind ? -4 : 0) +
        (t.definition && term.definition ? -2 : 0) +
        Math.abs(t.term.split(' ').length - words) * 2 +
        Math.abs(t.term.length - term.term.length) / 6,
    }))
    .sort((x, y) => x.d - y.d || x.t.key.localeCompare(y.t.key))
    .map((x) => x.t);
}

/**
 * Kinds of the text's terms (swap.rules.ts), worked out once per text and term. A kind depends on the term's
 * words, origins, definition and kind as well as its key, so the cache is keyed by all of them: two terms that
 * share a key ("UK" in passing and "UK" in the glossary) never share a kind by accident of which came first.
 */
const kindCache = new WeakMap<SourceReading, Map<string, SwapKind>>();
const kindKey = (t: SourceTerm) =>
  [t.key, t.term, t.kind ?? '', t.origins.join(','), t.definition ?? ''].join('\u0000');
export function kindsOf(pool: SourceTerm[], a?: SourceReading): Map<string, SwapKind> {
  if (!a) return swapKinds(pool);
  const known = kindCache.get(a) ?? new Map<string, SwapKind>();
  kindCache.set(a, known);
  return new Map(
    pool.map((t) => {
      const k = kindKey(t);
      if (!known.has(k)) known.set(k, swapKind(t, a));
      return [t.key, known.get(k)!];
    }),
  );
}

/** A term that may stand in for `term`: same kind, and a thing of its own in the text, not a piece of a longer name. */
export const standsInFor = (kinds: Map<string, SwapKind>, term: SourceTerm, t: SourceTerm, a?: SourceReading) =>
  sameKind(kinds, term, t) &&
  !(a && onlyInNames(a, t)) &&
  teachableOption(a, term, t) &&
  // "secondary craters" beside "lunar craters": the one may be the other, a second right answer.
  !overlappingKinds(term, t);

/**
 * Distractors: siblings of the answer's kind that do not occur in the stem, none of them a word of it, and
 * of concepts only those the text teaches (blank-rules.ts `taughtOption`): fewer options, never filler.
 */
export function distractors(
  pool: SourceTerm[],
  term: SourceTerm,
  stem: string,
  n: number,
  a?: SourceReading,
): string[] {
  const kinds = kindsOf(pool, a);
  const out: string[] = [];
  for (const t of siblings(pool, term)) {
    if (out.length >= n) break;
    if (!standsInFor(kinds, term, t, a)) continue;
    if (kinds.get(t.key) === 'concept' && !taughtOption(t)) continue;
    // "recording industry" beside the key "music industry": perhaps the same thing, a second right answer.
    if (a && maybeOneThing(a, term, t)) continue;
    if (
      !termPattern(t.term).test(stem) &&
      !out.some((o) => o.toLocaleLowerCase('en-US') === t.term.toLocaleLowerCase('en-US'))
    )
      out.push(t.term);
  }
  return out;
}

/** The text treats the two as one sort: listed or compared together, or both its marked terms and the new one fits the slot. */
function fitsSort(
  a: SourceReading,
  sentence: string,
  at: number,
  length: number,
  x: SourceTerm,
  y: SourceTerm,
): boolean {
  const sort = sameSort(a, x, y);
  return sort === 'listed' || (sort === 'marked' && slotFits(a, sentence, at, length, y));
}

export { looksPlural };

/**
 * A false statement: one key term swapped for a sibling of the same kind the sentence does not
 * mention (swap.rules.ts). The sibling must agree in number with the word it replaces ("sunspots are"
 * never becomes "polarity are"), taking a plural only as the text itself writes it, and a name keeps
 * its article ("the Senate" never becomes "the Congress"). A term inside a longer name ("Dutch" of
 * "Dutch Republic") is never swapped. With the text (`a`), names are sorted by how it uses them.
 */
export function swapTerm(
  sentence: string,
  term: SourceTerm,
  pool: SourceTerm[],
  whole = sentence,
  a?: SourceReading,
): { statement: string; swapped: string } | null {
  // A sentence that opens or closes inside a quotation ("Now,” said he, “if you teach that master…") prints
  // its quotation marks unpaired, and the false statement reads as a misquote of the speaker.
  const opens = whole.match(/“/g)?.length ?? 0;
  if (opens !== (whole.match(/”/g)?.length ?? 0) || whole.indexOf('”') < whole.indexOf('“')) return null;
  const m = termPattern(term.term).exec(sentence);
  // Not inside a name, a citation or an aside ("(e.g., Hobson, 2002)"), nor where the term qualifies the noun after it.
  if (!m || boundUse(sentence, m.index, m[0].length) || modifies(sentence, m.index + m[0].length)) return null;
  // Key terms are names of things: where the sentence uses the word as a verb ("easier to recall"), a noun cannot take its place.
  if (!['NOUN', 'PROPN'].includes(posEndingAt(sentence, m.index + m[0].length) ?? '')) return null;
  // A term the sentence glosses ("assets, or what you own") cannot change without contradicting the gloss.
  if (glossedAfter(sentence, m.index + m[0].length) || glossBefore(sentence, m.index) || /!\s*["”]?$/.test(sentence))
    return null;
  const kinds = kindsOf(pool, a);
  const usedPlural = looksPlural(m[0]);
  const possessive = possessiveAt(sentence, m.index + m[0].length);
  const addedS = usedPlural && !looksPlural(term.term);
  const replacement = (t: SourceTerm) => (addedS && !looksPlural(t.term) ? pluralInText(a, t) : t.term);
  // "the powerful Dutch West India Company" has its article; "the colony of New Netherland" does not.
  const the = /\b[Tt]he\s+(?:(?!(?:of|in|to|for|and|or|on|at|by|with|from)\s)[\p{Ll}-]+\s+){0,2}$/u.test(
    sentence.slice(0, m.index),
  );
  // A bare singular ("to invoke cloture") takes only a term the text also uses bare: a mass noun, not "chamber".
  const bare = !usedPlural && !determined(sentence.slice(0, m.index));
  const articleFits = (t: SourceTerm) => {
    if (!a) return true;
    if (!looksLikeName(t.term)) return !bare || usedBare(a, t);
    const use = articleUse(a, t);
    return the ? use.the : use.bare;
  };
  // Never a term the text's whole sentence uses, even where a shortened version left it out.
  const fits = siblings(pool, term).filter((t) => {
    const word = replacement(t);
    return (
      !!word &&
      !termPattern(t.term).test(whole) &&
      standsInFor(kinds, term, t, a) &&
      looksPlural(word) === usedPlural &&
      // A name for a name, a common noun for a common noun: "In a lucid dream" never becomes "In an Alan Hobson".
      looksLikeName(t.term) === looksLikeName(term.term) &&
      articleFits(t) &&
      (!possessive || writesPossessive(a, word)) &&
      (!a ||
        (usedAsNoun(a, t) &&
          // A claim a student could believe: terms the text treats as one sort, in a slot where the new
          // one reads as the text writes it, and never one whose own meaning the sentence contradicts.
          fitsSort(a, sentence, m.index, m[0].length, term, t) &&
          fitsQualifier(a, sentence, m.index, t) &&
          // An ally the text ties to the person may have done what the sentence says of them.
          !(kinds.get(term.key) === 'person' && linkedInText(a, term, t)) &&
          !contradicts(sentence, m.index, m[0].length, t)))
    );
  });
  const at = m.index;
  for (const sibling of fits) {
    const word = replacement(sibling)!;
    // "an inference" becomes "a principle", not "an principle".
    const before = sentence.slice(0, at).replace(/\b(a|an)(\s+)$/i, (_, article: string, space: string) => {
      const want = /^[aeiou]/i.test(word) ? 'an' : 'a';
      return (article[0] === 'A' ? want.charAt(0).toUpperCase() + want.slice(1) : want) + space;
    });
    const put = at === 0 ? word.charAt(0).toLocaleUpperCase('en-US') + word.slice(1) : word;
    const statement = before + put + sentence.slice(at + m[0].length);
    if (statement === sentence) continue;
    // "the issue of enslaved" for "the issue of slavery": a past participle stands as a noun only after "the"
    // ("the enslaved"), whatever the tagger reads there.
    if (/^\p{Ll}{3,}[^e]ed$/u.test(put) && !/\bthe\s+$/i.test(before)) continue;
    // Still sense, and still false: else the next sibling, or no false statement from this sentence.
    const site = { sentence, at, length: m[0].length, replacement: put, statement };
    if (swapFault(site, m[0], a)) continue;
    // Read as a student reads it, word by word against the passage (as a model's claim is read): "called
    // "parity bits" (or parity cards)" → "(or black cards)" swaps "parity", which the sentence names again.
    // Where that reading finds the very site built, the check above has already read it.
    const seen = swapSiteOf(sentence, statement);
    const same = seen && seen.at === at && seen.length === m[0].length && seen.replacement === put;
    if (seen && !same && swapFault(seen, sentence.slice(seen.at, seen.at + seen.length), a)) continue;
    return { statement, swapped: sibling.term };
  }
  return null;
}
