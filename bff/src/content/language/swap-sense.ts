// Whether a true/false swap leaves a sentence that still makes sense and is still false, read as a
// teacher reads it. The swap builder (question.forms.ts swapTerm) asks it of every swap it makes, and the
// verification step asks it of a model's false claims (the swapped span found by comparing the claim with
// the passage it cites), so both paths keep the same rules:
// - the sentence names the swapped term once: "If the hypothesis is supported, … test another hypothesis"
//   with one "hypothesis" swapped reads as nonsense;
// - the new term repeats no other word of the sentence ("A wave is a longitudinal wave that …", "longer in
//   the Northern Hemisphere and shorter in the north"): the sentence would contradict itself;
// - the new term is not a word the text puts in front of the old one ("surface" of "surface wave"): a
//   qualifier is no thing of the same kind;
// - neither contains the other: the text does not give one as a part, a kind, an example or another name
//   of the other ("protons and neutrons, or nucleons", "pixels (picture elements)", "New York … in North
//   America"), and a place is not swapped for one of another scale (a city for a continent), either of
//   which leaves the statement true;
// - a name stands for a name of the same kind where the sentence puts it: a person for a person, a place
//   for a place, a group for a group (swap-names.ts), never "met in <a person>";
// - no other sentence of the text says of the new term what the statement says ("the Daughters … began
//   protesting" where the text also has them protest), which would make the "False" key wrong;
// - in the new sentence the term is still a noun where a noun stood (wink-nlp's parse), so no phrase is
//   left without its head ("spread to peers across the British").
import type { SourceReading } from '../source/source.types';
import { contentWords } from '../checks/same-fact.check';
import { escapeRegExp, termPattern } from './term-pattern';
import { posEndingAt } from './sentence.simplify';
import { modifies as modifiesNext } from './swap.rules';
import { nameSwapFault } from './swap-names';
import { nestedPlaces } from './place-nesting';
import { tokensOf } from './clause-tokens';
import { perText } from './text-memo';

/** One swap: the sentence, the span of the term taken out, and the statement with the new term in its place. */
export interface SwapSite {
  sentence: string;
  /** Where the term taken out starts in the sentence, and its length. */
  at: number;
  length: number;
  /** The new term as the statement writes it. */
  replacement: string;
  statement: string;
  /** Where the new term ends in the statement, when the statement is not the sentence with only the swap. */
  end?: number;
}

/** A word with its place: [text, start, end). */
type Word = [string, number, number];
const wordsOf = (s: string): Word[] =>
  [...s.matchAll(/[\p{L}\p{N}’'-]+/gu)].map((m) => [m[0].toLocaleLowerCase('en-US'), m.index, m.index + m[0].length]);
/** "an inference" → "a principle": the article is the swap's own fix, not part of the term. */
const same = (x: string, y: string) => x === y || (/^an?$/.test(x) && /^an?$/.test(y));
/** Longest term a swap replaces or puts in, in words. */
const MAX_TERM = 5;

/**
 * The swap that turned a passage into a statement, read word by word: the words both share from the start,
 * then the fewest words of the statement that, with the words after them, pick up the passage again. A
 * statement may also be a cut of its passage (a grade's shorter version): where it ends right after the
 * new term, the old one runs to the passage's next comma or stop. Null when nothing was swapped or the two
 * differ by more than one term.
 */
export function swapSiteOf(sentence: string, statement: string): SwapSite | null {
  const w = wordsOf(sentence);
  const s = wordsOf(statement);
  let p = 0;
  while (p < w.length && p < s.length && same(w[p][0], s[p][0])) p++;
  if (p >= s.length || p >= w.length) return null;
  const site = (q: number, k: number): SwapSite => ({
    sentence,
    at: w[p][1],
    length: w[q - 1][2] - w[p][1],
    replacement: statement.slice(s[p][1], s[p + k - 1][2]),
    statement,
    end: s[p + k - 1][2],
  });
  // A statement may stop before its passage does, but only at one of the passage's breaks: "… across the
  // British" cut from "… across the British Empire" has lost its head noun.
  const breakAfter = (q: number) => q === w.length || /^\s*[,.;:!?()—–]/.test(sentence.slice(w[q - 1][2]));
  // The rest of the statement is the passage's own words from q on, in order, some perhaps left out (a
  // grade's cut drops asides), the first right after the swap and the last at one of the passage's breaks.
  const restFits = (k: number, q: number) => {
    const rest = s.slice(p + k);
    if (!rest.length) return breakAfter(q);
    if (q >= w.length || !same(rest[0][0], w[q][0])) return false;
    let at = q;
    for (const x of rest) {
      while (at < w.length && !same(x[0], w[at][0])) at++;
      if (at >= w.length) return false;
      at++;
    }
    return breakAfter(at);
  };
  for (let k = 1; k <= MAX_TERM && p + k <= s.length; k++)
    for (let q = p + 1; q <= Math.min(w.length, p + MAX_TERM); q++) if (restFits(k, q)) return site(q, k);
  return null;
}

/** The adjective of a people or a country ("British", "French", "Chinese", "American"), read as a name by the tagger. */
const DEMONYM = /^\p{Lu}\p{Ll}+(?:ish|ese|ian|an|i|ch)$/u;

/** Two words are one ("wave"/"waves", "north"/"northern"): same lemma, or one a 4-letter-plus start of the other. */
const sameWord = (x: string, y: string) =>
  x === y || (Math.min(x.length, y.length) >= 4 && (x.startsWith(y) || y.startsWith(x)));

/** Words the text puts in front of a term to name a kind of it ("surface wave", "normal force"). */
function qualifies(a: SourceReading, qualifier: string, term: string): boolean {
  const head = term.split(/\s+/).at(-1)!;
  const re = new RegExp(
    `(?<![\\p{L}\\p{N}])${escapeRegExp(qualifier)}\\s+${escapeRegExp(head)}(?:e?s)?(?![\\p{L}\\p{N}])`,
    'iu',
  );
  return !qualifier.includes(' ') && a.sentences.some((s) => re.test(s.text));
}

/** How one term is given as a part, kind, example or other name of another ("Y, or X", "X (Y)", "X such as Y"). */
const containmentPatterns = (x: string, y: string) => {
  const X = `${escapeRegExp(x)}(?:e?s)?`;
  const Y = `${escapeRegExp(y)}(?:e?s)?`;
  const gap = String.raw`[^.;:!?]{0,60}?`;
  return [
    // A gloss or another name: "pixels (picture elements)", "protons and neutrons, or nucleons", "Y, called X".
    String.raw`${Y}${gap}(?:,\s*or|\(|,\s*(?:also\s+)?(?:called|known as|termed|named)|\bstands? for|\bor\s+simply)\s+(?:the\s+)?${X}`,
    // A kind, part or example: "X such as Y", "X, including Y", "X (e.g., Y)", "Y is a type of X", "X consists of Y".
    String.raw`${X}${gap}(?:such as|including|like|e\.g\.,?|for example,?)\s+${gap}${Y}`,
    String.raw`${Y}\s+(?:is|are|was|were)\s+(?:an?\s+|the\s+)?(?:\w+\s+)?(?:type|kind|form|part|example|member|component|subset)s?\s+of\s+(?:the\s+|an?\s+)?${X}`,
    // A definition's class: "A wave is a disturbance that travels …" (a wave is one kind of disturbance).
    String.raw`${Y}\s+(?:is|are)\s+(?:an?\s+|the\s+)?(?:\w+\s+)?${X}\s+(?:that|which|who|in which|where)\b`,
    String.raw`${X}\s+(?:is|are|was|were)?\s*(?:made\s+(?:up\s+)?of|composed\s+of|consists?\s+of|contains?|includes?)\s+${gap}${Y}`,
    // A place or a part in another: "New York in North America", "the nucleus of the atom".
    String.raw`${Y}\s+(?:in|of|within|inside)\s+(?:the\s+)?${X}(?![\p{L}\p{N}])`,
    String.raw`${X}[’']s\s+${Y}`,
  ].map((p) => new RegExp(`(?<![\\p{L}\\p{N}])${p}`, 'iu'));
};

/** Places of a continent's or an ocean's scale, which contain the towns, rivers and states a text names. */
const WIDE_PLACE = new RegExp(
  String.raw`^(?:the\s+)?(?:(?:north|south|central|latin)\s+america|the\s+americas|america|europe|asia|africa|` +
    String.raw`australia|antarctica|oceania|eurasia|(?:northern|southern|eastern|western)\s+hemisphere|world|earth|` +
    String.raw`\w+\s+empire|(?:pacific|atlantic|indian|arctic|southern)\s+ocean|pacific|atlantic|mediterranean|caribbean)$`,
  'i',
);

/** Two places of different scale: a city, river or state for a continent, an ocean or an empire. */
const otherScale = (x: string, y: string) =>
  WIDE_PLACE.test(x.trim()) !== WIDE_PLACE.test(y.trim()) && /^\p{Lu}/u.test(x) && /^\p{Lu}/u.test(y);

/** Does the text give one of the two as containing the other, or are they places of different scale? */
export function contains(a: SourceReading, x: string, y: string): boolean {
  return perText(a, `contains:${x}\u0000${y}`, () => containsIn(a, x, y));
}

function containsIn(a: SourceReading, x: string, y: string): boolean {
  // "Boston, Massachusetts": a name, then the wider place it is in.
  const named = /^\p{Lu}/u.test(x) && /^\p{Lu}/u.test(y);
  const places = named
    ? [`${escapeRegExp(x)},\\s+${escapeRegExp(y)}`, `${escapeRegExp(y)},\\s+${escapeRegExp(x)}`].map(
        (p) => new RegExp(`${p}(?![\\p{L}\\p{N}])`, 'u'),
      )
    : [];
  // Every pattern writes both terms out: only a sentence that has both can match.
  const has = (s: string, w: string) => s.toLocaleLowerCase('en-US').includes(w.toLocaleLowerCase('en-US'));
  const both = a.sentences.filter((s) => has(s.text, x) && has(s.text, y));
  // "the Tunguska River in Siberia" and "… in Russia": places the text nests, at any depth (place-nesting.ts).
  const nested = () => named && nestedPlaces(a, x, y);
  if (!both.length) return nested();
  const patterns = [...containmentPatterns(x, y), ...containmentPatterns(y, x), ...places];
  return both.some((s) => patterns.some((p) => p.test(s.text))) || nested();
}

/** Verbs that say little of what was done: "began protesting" is judged by "protest". */
const LIGHT = new Set([
  'be',
  'have',
  'do',
  'begin',
  'start',
  'continue',
  'become',
  'get',
  'seem',
  'keep',
  'go',
  'come',
]);
const STOP = /^[,;:.!?()—–]$/;

/**
 * The verbs of the clause the new term is the subject of ("the Daughters began protesting" → protest), as
 * lemmas; none when the term is not its clause's subject (what is said of the subject is the claim then).
 */
function subjectVerbs(statement: string, from: number, to: number): string[] {
  const toks = tokensOf(statement);
  let at = 0;
  const placed = toks.map((t) => {
    const start = statement.indexOf(t.v, at);
    at = start < 0 ? at : start + t.v.length;
    return { ...t, start: start < 0 ? at : start };
  });
  const first = placed.findIndex((t) => t.start >= from);
  const last = placed.findIndex((t) => t.start >= to);
  if (first < 0 || last < 0) return [];
  let open = first;
  while (open > 0 && !STOP.test(placed[open - 1].v)) open--;
  if (placed.slice(open, first).some((t) => t.pos === 'VERB' || t.pos === 'AUX')) return [];
  let close = last;
  while (close < placed.length && !STOP.test(placed[close].v)) close++;
  return placed
    .slice(last, close)
    .filter((t) => t.pos === 'VERB' && !LIGHT.has(t.lemma))
    .map((t) => t.lemma.toLocaleLowerCase('en-US'));
}

/**
 * Another sentence of the text says of the new term what the statement says ("the Daughters of Liberty
 * began protesting" where the text also has the Daughters formed to protest the act): where the term is
 * the subject, a verb of its clause and one more of the statement's words; anywhere, most of its words.
 */
export function saidElsewhere(a: SourceReading, site: SwapSite, end: number): string | null {
  // A modifier swapped on its own ("normal" → "external" of "normal force") is judged with its head noun.
  let stop = end;
  for (let m; modifiesNext(site.statement, stop) && (m = /^\s+[\p{L}\p{N}’'-]+/u.exec(site.statement.slice(stop)));)
    stop += m[0].length;
  const put = site.statement.slice(end - site.replacement.length, stop).replace(/^(?:an?|the)\s+/i, '');
  const re = termPattern(put);
  const others = a.sentences.filter((x) => x.text !== site.sentence && re.test(x.text));
  if (!others.length) return null;
  const mine = new Set(contentWords(put));
  const claim = [...new Set(contentWords(site.statement))].filter((w) => !mine.has(w));
  const verbs = subjectVerbs(site.statement, end - site.replacement.length, stop);
  for (const o of others) {
    const there = new Set(contentWords(o.text));
    const shared = claim.filter((w) => there.has(w));
    const verb = verbs.find((v) => there.has(v));
    if ((verb && shared.some((w) => w !== verb)) || (claim.length && shared.length / claim.length >= 0.7))
      return `the text also says it of “${put}”: “${o.text}”`;
  }
  return null;
}

/** What is wrong with the swap, as a teacher would say it, or null when it makes a sound false statement. */
export function swapFault(site: SwapSite, original: string, a?: SourceReading): string | null {
  const { sentence, at, length, replacement, statement } = site;
  const end = site.end ?? at + (statement.length - sentence.length) + length;
  // The rest of the sentence as the statement prints it (a grade's cut may leave part of the passage out).
  const rest = statement.slice(0, end - replacement.length) + ' ' + statement.slice(end);
  if (termPattern(original).test(rest)) return `names “${original}” twice and swaps one`;
  const mine = new Set(contentWords(original));
  const restWords = contentWords(rest);
  const repeated = contentWords(replacement).find(
    (w) => ![...mine].some((m) => sameWord(m, w)) && restWords.some((r) => sameWord(r, w)),
  );
  if (repeated) return `repeats “${repeated}” from the same sentence`;
  if (a && (qualifies(a, replacement, original) || qualifies(a, original, replacement)))
    return `“${replacement}” qualifies “${original}” in the text`;
  // A name for a name, a common noun for a common noun; never a people's adjective where a thing stood
  // ("across the British Empire" → "across the British").
  const last = (s: string) => s.split(/\s+/).at(-1) ?? '';
  const capital = (s: string) => /^\p{Lu}/u.test(last(s));
  // A span read off a model's claim may end on a function word where its terms share words: only a
  // noun's slot is judged.
  const was = posEndingAt(sentence, at + length) ?? '';
  const nounSlot = /^(?:NOUN|PROPN)$/.test(was);
  if (nounSlot && at > 0 && capital(original) !== capital(replacement))
    return `“${replacement}” is not the same kind of name`;
  // A person for a person, a place for a place, a group for a group, as the text uses each (swap-names.ts).
  const kind = a && nameSwapFault(a, sentence, at, length, original, replacement);
  if (kind) return kind;
  if (DEMONYM.test(last(replacement)) && !DEMONYM.test(last(original)) && !modifiesNext(statement, end))
    return `“${replacement}” names a people, not a thing`;
  // "expenses" → "variable expenses": one names a kind of the other.
  const theirs = contentWords(replacement);
  const subset = (x: string[], y: string[]) => x.length > 0 && x.every((w) => y.some((v) => sameWord(v, w)));
  if (
    subset([...mine], theirs) ||
    subset(theirs, [...mine]) ||
    otherScale(original, replacement) ||
    (a && contains(a, original, replacement))
  )
    return `“${replacement}” and “${original}” contain one another`;
  // The new term is a noun where a noun stood (read from the new sentence's own parse); where the head noun
  // follows ("pulse waves" → "longitudinal waves"), a modifier for a modifier.
  // The same part of speech in the same slot passes ("Stage 1" → "Stage 2", a number for a number).
  const now = posEndingAt(statement, end) ?? '';
  const headFollows = /^\s+\p{L}/u.test(sentence.slice(at + length)) && modifiesNext(sentence, at + length);
  const fits = headFollows ? /^(?:NOUN|PROPN|ADJ)$/ : /^(?:NOUN|PROPN)$/;
  if (/^(?:NOUN|PROPN|ADJ|NUM)$/.test(was) && now !== was && !(fits.test(now) && fits.test(was)))
    return `“${replacement}” is not a noun there`;
  // Still false: no other sentence of the text makes the new statement true.
  return a ? saidElsewhere(a, site, end) : null;
}

/** The swap a false statement made from its passage is sound: see swapFault. */
export const soundSwap = (passage: string, statement: string, a?: SourceReading): boolean => {
  const site = swapSiteOf(passage, statement);
  if (!site) return false;
  return swapFault(site, passage.slice(site.at, site.at + site.length), a) === null;
};
