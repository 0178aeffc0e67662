// A wrong option that is the key under another name is a second right answer. The text gives two terms as
// one thing when it renames one by the other right where it uses it:
// - "X, also called Y", "X, known as Y", "X, sometimes termed Y" (and the same with Y first);
// - a name in brackets: "X (Y)", "X (also called Y)", "X (or Y)", "X (i.e., Y)";
// - an ", or" gloss: "X, or Y," (not the last item of a list: "A, B, or C");
// none of them where X is part of a larger phrase ("an extension of the brain, the spinal cord").
// - one name given two ways: "called X or Y", "known as X or Y";
// - an appositive that is the other term whole: "X, the Y," / "X, an Y.".
// Nor is a wrong option a place the key lies in or holds ("Tehran, the capital of Iran" beside the key "Iran"
// for "held in _____"): the true/false swaps' rule for names (swap-sense.ts `contains`, place-nesting.ts
// `nestedPlaces`), for options too; nor a thing the text calls a part of the key ("X is part of Y").
import type { SourceReading } from '../source/source.types';
import { escapeRegExp } from './term-pattern';
import { perText } from './text-memo';
import { contains } from './swap-sense';

const NAMING = String.raw`(?:also\s+|sometimes\s+|often\s+|commonly\s+|otherwise\s+|better\s+)?(?:called|known\s+as|termed|named|referred\s+to\s+as)`;

/** A letter or digit beside a term: its word goes on. */
const WORD = String.raw`[\p{L}\p{N}]`;

/**
 * Patterns in which the text writes `y` as another name of `x`, right beside it, each with its words set
 * apart (`exact`) and without that (`loose`, what the exact one matches and more). A regex with a letter
 * class is slow to build (about half a millisecond, and pairs are many), so the exact one is built only
 * for a sentence the loose one finds.
 */
function renamings(x: string, y: string): Array<{ loose: RegExp; exact: () => RegExp; named: boolean }> {
  const X = `${escapeRegExp(x)}(?:e?s)?`;
  const Y = `${escapeRegExp(y)}(?:e?s)?`;
  const the = String.raw`(?:(?:the|a|an)\s+)?`;
  const patterns = (end: string) => [
    String.raw`${X},?\s+${NAMING}\s+${the}${Y}${end}`,
    String.raw`${X}\s+\(\s*(?:${NAMING}\s+|or\s+|i\.e\.,?\s+|that\s+is,?\s+)?${the}${Y}\s*\)`,
    String.raw`${X},\s+or\s+${the}${Y}\s*[,.;:)]`,
    String.raw`${NAMING}\s+${the}${X}\s+or\s+${the}${Y}${end}`,
    String.raw`${X},\s+(?:the|an?)\s+${Y}\s*[,.;]`,
  ];
  const exact = patterns(`(?!${WORD})`);
  return patterns('').map((p, i) => ({
    loose: new RegExp(p, 'iu'),
    exact: () => new RegExp(`(?<!${WORD})${exact[i]}`, 'giu'),
    // "a new class of objects, called minor planets or asteroids": the comma before "called" ends no list.
    named: p.startsWith(NAMING),
  }));
}

/**
 * What comes right before the match makes it rename something else: a list item ("A, B, or C": the ", or"
 * ends a list) or a larger phrase ("an extension of the brain, the spinal cord" renames the extension).
 */
const renamesOther = (before: string, matched: string) =>
  /,\s*(?:(?:the|a|an)\s+)?$/i.test(before) ||
  // "the state of Manchukuo, otherwise known as Manchuria": a name after "of" is what its aside renames.
  (/\b(?:and|of)\s+(?:(?:the|a|an)\s+)?$/i.test(before) && !/^\p{Lu}/u.test(matched));

/** A term's words, case aside (the flags of `renamings`). */
const mentions = (term: string) => new RegExp(escapeRegExp(term), 'iu');

/** The text gives `option` as another name of `key` (or the key as another name of the option). */
export function sameThing(a: SourceReading, key: string, option: string): boolean {
  // Only a sentence that names both can rename one by the other.
  const [k, o] = [mentions(key), mentions(option)];
  const both = a.sentences.filter((s) => k.test(s.text) && o.test(s.text));
  if (!both.length) return false;
  const patterns = [...renamings(key, option), ...renamings(option, key)];
  return both.some((s) =>
    patterns.some(
      (p) =>
        p.loose.test(s.text) &&
        [...s.text.matchAll(p.exact())].some((m) => p.named || !renamesOther(s.text.slice(0, m.index), m[0])),
    ),
  );
}

/** "X is part of Y", "Xs are members of the Y": what one term is of the other, between the two. */
const PART = String.raw`\s+(?:is|are|was|were)\s+(?:(?:a|an|the|one)\s+)?(?:\p{L}+\s+)?(?:part|member|component|piece|section)s?\s+of\s+(?:(?:a|an|the)\s+)?`;
const SAYS_PART = new RegExp(PART, 'iu');

/** "The cortex is part of the brain": one term given as a part of the other. */
function partOf(a: SourceReading, x: string, y: string): boolean {
  // Few sentences say "part of": found once per text, and only they are read for a pair (no regex per pair else).
  const said = perText(a, 'saysPart', () => a.sentences.filter((s) => SAYS_PART.test(s.text)));
  const lower = (t: string) => t.toLocaleLowerCase('en-US');
  const both = said.filter((s) => lower(s.text).includes(lower(x)) && lower(s.text).includes(lower(y)));
  if (!both.length) return false;
  const part = (p: string, w: string) =>
    new RegExp(`(?<!${WORD})${escapeRegExp(p)}(?:e?s)?${PART}${escapeRegExp(w)}(?:e?s)?(?!${WORD})`, 'iu');
  const [xy, yx] = [part(x, y), part(y, x)];
  return both.some((s) => xy.test(s.text) || yx.test(s.text));
}

/**
 * "binary system" beside "binary star system": one phrase of two words or more is the other with a word put in,
 * the same head; the same thing said more fully.
 */
function oneWithMoreWords(x: string, y: string): boolean {
  const words = (t: string) =>
    t
      .toLocaleLowerCase('en-US')
      .replace(/^(?:the|a|an)\s+/, '')
      .split(/\s+/)
      .map((w) => w.replace(/(?<=[^s])s$/, ''));
  const [short, long] = [words(x), words(y)].sort((p, q) => p.length - q.length);
  if (short.length < 2 || short.at(-1) !== long.at(-1)) return false;
  return short.every((w) => long.includes(w));
}

/**
 * "colonists" beside "colonies", "governor" beside "government": one word and another of its family, which a
 * blank about the one often takes as well (session 19's blind read: "two right answers"). Two words of six
 * letters or more that share their first six and at least three quarters of the shorter one.
 */
function sameFamily(x: string, y: string): boolean {
  const [a, b] = [x, y].map((t) => t.trim().toLocaleLowerCase('en-US'));
  if (/\s/.test(a) || /\s/.test(b) || a === b) return false;
  let n = 0;
  while (n < a.length && a[n] === b[n]) n++;
  return n >= 6 && n >= 0.75 * Math.min(a.length, b.length);
}

/**
 * "Soviets" beside "Soviet Union", "Romans" beside "Roman Empire": a one-word name that is the other name's first
 * word or its people, which a blank about the one takes as well (session 22's read: "two right answers").
 */
function peopleOfTheName(x: string, y: string): boolean {
  const [one, many] = [x, y]
    .map((t) => t.trim().replace(/^the\s+/i, ''))
    .sort((p, q) => p.split(/\s+/).length - q.split(/\s+/).length);
  if (/\s/.test(one) || !/\s/.test(many)) return false;
  const first = many.split(/\s+/)[0];
  const bare = (w: string) => w.toLocaleLowerCase('en-US').replace(/(?<=\p{L}{3})s$/u, '');
  return bare(one) === bare(first) || sameFamily(one, first);
}

/**
 * The option is a second right answer: the key by another name or a word of its family; for two names, a part, kind or example of the
 * key or it of them, or a place the key lies in or holds (swap-sense.ts `contains`); for two common nouns, one
 * the text calls a part of the other (a kind of the key stays a distractor: "secondary group" beside "primary
 * group", "nucleons" beside "protons" are what a teacher offers).
 */
function alsoRight(a: SourceReading, key: string, option: string): boolean {
  if (sameThing(a, key, option) || oneWithMoreWords(key, option) || sameFamily(key, option)) return true;
  const named = (s: string) => /^\p{Lu}/u.test(s.trim());
  if (named(key) && named(option)) return peopleOfTheName(key, option) || contains(a, key, option);
  return partOf(a, key, option);
}

/** Wrong options that are no second right answer (`alsoRight`). */
export function notAlsoRight(a: SourceReading, key: string, wrong: string[]): string[] {
  // Worked out once per text: a grade's version and the plain one ask the same pairs.
  return wrong.filter((w) => !perText(a, `alsoRight:${key}\u0000${w}`, () => alsoRight(a, key, w)));
}
