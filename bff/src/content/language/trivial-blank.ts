// Blanks a teacher strikes on a read because the answer is no thing the text teaches, only a word the
// sentence's grammar holds in place:
// - a possessive ("_____’s policy"): the blank asks for whose, a name the sentence leans on, and the
//   term itself is what the text teaches about, not its owner;
// - a unit after a bare number ("larger than 1 _____", "about 20 _____ across"): the number carries the
//   fact and the unit is given away by it;
// - the head noun after another noun in "the <noun> <head>", where the text names a kind that way more than
//   once ("The fission _____ was suggested", "the water _____"): the word before names the thing, and the
//   head ("hypothesis", "wave") is the generic word every kind of it shares. Not a name set after a noun of
//   naming ("the genus _____", "the word _____", "the way _____ is determined"), which the text writes once.
import { posEndingAt } from './sentence.simplify';
import { possessiveAt } from './swap.rules';
import { escapeRegExp } from './term-pattern';
import { nameSort } from './word-senses';

const DETERMINER = /(?:^|[^\p{L}\p{N}])(?:the|a|an|this|that|these|those)\s+([\p{L}][\p{L}’'-]*)\s+$/iu;

/** The blank on the span at `at` gives nothing to recall (see the header). */
export function trivialBlank(sentence: string, at: number, length: number, text: string[] = []): boolean {
  if (possessiveAt(sentence, at + length)) return true;
  if (oneOfListedNames(sentence, at, length)) return true;
  if (oneOfAPair(sentence, at, length) || kindsOfOneThing(sentence, at, length)) return true;
  const before = sentence.slice(0, at);
  // "larger than 1 _____", not "In 1858, _____ filtered …" (a year closed by its comma).
  if (/(?<![\p{L}\p{N}.,-])\d(?:[\d,.]*\d)?\s+$/u.test(before)) return true;
  const m = DETERMINER.exec(before);
  if (!m) return false;
  // wink-nlp's tag of the word before, read in the whole sentence: a noun there makes a compound.
  if (!/^(?:NOUN|PROPN)$/.test(posEndingAt(sentence, before.trimEnd().length) ?? '')) return false;
  const named = new RegExp(
    `(?<![\\p{L}\\p{N}])${escapeRegExp(m[1])}\\s+${escapeRegExp(sentence.slice(at, at + length))}(?![\\p{L}\\p{N}])`,
    'iu',
  );
  return text.filter((s) => named.test(s)).length >= 2;
}

/**
 * The blank falls on the head noun right after another of the text's terms that qualifies it ("The colonial
 * creole _____ originally petitioned …", key "elite"): the term before carries what the text teaches, and the
 * head is a more everyday word than it, one any noun of its sort would fill. Not a name set after a noun of
 * its kind ("the compound _____", key "sucrose": the key is the rarer word), nor a head the text defines.
 */
export function headAfterTerm(
  sentence: string,
  at: number,
  key: { everyday: number; defined: boolean },
  termsBefore: { words: string[]; everyday: number }[],
): boolean {
  if (key.defined) return false;
  const before = /([\p{L}][\p{L}’'-]*)\s+$/u.exec(sentence.slice(0, at));
  if (!before) return false;
  if (!/^(?:NOUN|PROPN|ADJ)$/.test(posEndingAt(sentence, before.index + before[1].length) ?? '')) return false;
  const word = before[1].toLocaleLowerCase('en-US');
  return termsBefore.some(
    (t) => t.everyday < key.everyday && t.words.some((w) => w.toLocaleLowerCase('en-US') === word),
  );
}

/**
 * The blank asks for the name the title or the section's heading gives (`about`), the reading's own subject:
 * "The _____ has about the same size as Earth" under "The Geology of Venus", "Many of the _____ members accepted
 * plea bargains" under "The Ku Klux Klan and Violence at the Polls". Every student knows it from the page's top.
 * Or for an acronym of a name the same sentence writes ("Grant cracked down on the Klan, specifically targeting
 * the worst _____ activity", key "KKK").
 */
export function topicBlank(
  sentence: string,
  blank: { at: number; length: number; term: string },
  about: string,
  text: string[] = [],
): boolean {
  const word = (w: string) => new RegExp(`(?<![\\p{L}])${escapeRegExp(w)}(?![\\p{L}])`, 'u');
  // A one-word name, as the term list writes it (not a common noun capitalised at the start of its sentence).
  const oneName = /^\p{Lu}\p{Ll}/u.test(blank.term) && !/\s/.test(blank.term);
  // The name, or the title's adjective of it: "Islam" under "A Connected Islamic World" (session 23's read: "the
  // whole text is about Islam, so anyone can guess it").
  if (oneName && (word(blank.term).test(about) || adjectiveOf(blank.term, about))) return true;
  // "cotton" under "The Economics of Cotton", "waves" under "Types of Waves": the title's own word, singular or
  // plural, is read off the top of the page (session 19's blind read; "Stamp Act" under "Stamp Act Resistance" in
  // session 20's).
  if (/^\p{Ll}[\p{Ll}-]+$/u.test(blank.term) && titleWord(blank.term, about)) return true;
  // "_____ resolutions" under "Stamp Act Resistance": a name of several words all in the title, likewise.
  const words = blank.term.split(/\s+/).filter((w) => !/^(?:the|of|and|a|an)$/i.test(w));
  if (words.length > 1 && words.every((w) => titleWord(w, about))) return true;
  const rest = sentence.slice(0, blank.at) + sentence.slice(blank.at + blank.length);
  // "unconstitutional because the _____" with "Constitution": another word of the sentence spells the key out, as
  // "Spanish exploration begins with the history of _____ itself" does "Spain" (session 24's read).
  if (spelledInAnother(blank.term, rest)) return true;
  if (oneName && adjectiveOf(blank.term, rest)) return true;
  // The name's acronym beside its blank ("cracked down on the _____, … the worst KKK activity", key "Klan").
  if (/^\p{Lu}\p{Ll}+$/u.test(blank.term))
    for (const [acronym] of rest.matchAll(/(?<![\p{L}])\p{Lu}{2,5}(?![\p{L}])/gu))
      if (spelledOut(acronym, text).some((w) => w === blank.term)) return true;
  if (!/^\p{Lu}{2,5}$/u.test(blank.term)) return false;
  return spelledOut(blank.term, text).some((w) => w.length > 2 && word(w).test(rest));
}

/**
 * A word of the title is the name's adjective: Islam → Islamic, Rome → Roman, Egypt → Egyptian, Spain → Spanish, the
 * Revolution → Revolutionary.
 */
function adjectiveOf(name: string, title: string): boolean {
  const stem = name.replace(/[ea]$/, '').replace(/ain$/, 'an');
  if (name.length < 4 || stem.length < 3) return false;
  return new RegExp(String.raw`(?<![\p{L}])${escapeRegExp(stem)}(?:ic|ian|an|n|ish|ese|i|ary|al)(?![\p{L}])`, 'u').test(
    title,
  );
}

/**
 * A one-word key whose letters stand inside a longer word of the sentence ("Constitution" in "unconstitutional",
 * "revolution" in "revolutionary"): the sentence spells the answer out. Keys of five letters or more, so "atom" in
 * "atomic" is left to the teacher.
 */
function spelledInAnother(term: string, rest: string): boolean {
  if (/\s/.test(term)) return false;
  const stem = term
    .toLocaleLowerCase('en-US')
    .replace(/(?:s|es)$/, '')
    .replace(/(?:ion|e)$/, '');
  if (stem.length < 5) return false;
  return rest
    .toLocaleLowerCase('en-US')
    .split(/[^\p{L}]+/u)
    .some((w) => w.length > stem.length + 2 && w.includes(stem));
}

/**
 * A common word the section's heading writes as the sort of a named thing: "treaty" under "The Treaty of Versailles"
 * (session 24's read: "the blank is just the generic word treaty"). A heading that is the concept itself
 * ("Friction", "Income and Expenses") keeps its word a blank: the section teaches it. A name in a heading stays a
 * blank too: a fable's heading names its characters.
 */
export function headingWord(term: string, heading: string): boolean {
  if (!/^\p{Ll}[\p{Ll}-]+$/u.test(term) || !titleWord(term, heading)) return false;
  // Without the "i" flag: with it, \p{Lu} would match any letter.
  const bare = term.replace(/s$/, '');
  const w = `[${bare[0]}${bare[0].toLocaleUpperCase('en-US')}]${escapeRegExp(bare.slice(1))}`;
  return new RegExp(String.raw`(?:\b${w}s?\s+of\s+(?:the\s+)?\p{Lu}|\p{Lu}[\p{L}’'-]+\s+${w}s?\b)`, 'u').test(
    heading.replace(/^(?:the|a|an)\s+/i, ''),
  );
}

/** The word, or its singular or plural, is a word of the title. */
function titleWord(term: string, title: string): boolean {
  const one = (w: string) => (/ies$/.test(w) ? w.replace(/ies$/, 'y') : /[^s]s$/.test(w) ? w.slice(0, -1) : w);
  const bare = one(term.toLocaleLowerCase('en-US'));
  return (
    bare.length > 2 &&
    title
      .toLocaleLowerCase('en-US')
      .split(/[^\p{L}-]+/u)
      .some((w) => one(w) === bare)
  );
}

/** The words of an acronym's expansion as the text writes it somewhere ("KKK" → Ku, Klux, Klan), or none. */
function spelledOut(acronym: string, text: string[]): string[] {
  const initials = new RegExp(
    acronym
      .split('')
      .map((c) => `${c}[\\p{L}’'-]*`)
      .join('\\s+'),
    'u',
  );
  const long = text.map((s) => initials.exec(s)?.[0]).find((m) => !!m);
  return long ? long.split(/\s+/) : [];
}

/**
 * "Whether black or white, Northern or _____, rich or poor": the other half of a pair of opposites is guessed
 * from its partner without reading (session 21's read). Two adjectives joined by "or", or two names of one
 * ending ("Northern", "Southern"); nouns ("protons or _____") stay, since many nouns could pair.
 */
function oneOfAPair(sentence: string, at: number, length: number): boolean {
  const key = sentence.slice(at, at + length);
  if (/\s/.test(key)) return false;
  const before = /(?<![\p{L}’'-])([\p{L}][\p{L}’'-]*)\s+or\s+$/u.exec(sentence.slice(0, at));
  const after = /^\s+or\s+([\p{L}][\p{L}’'-]*)(?![\p{L}’'-])/u.exec(sentence.slice(at + length));
  const partner = before?.[1] ?? after?.[1];
  if (!partner) return false;
  const partnerEnd = before ? before.index + partner.length : at + length + after!.index + after![0].length;
  const [k, p] = [posEndingAt(sentence, at + length), posEndingAt(sentence, partnerEnd)];
  if (k === 'ADJ' && p === 'ADJ') return true;
  return k === 'PROPN' && p === 'PROPN' && key.length > 4 && key.slice(-3) === partner.slice(-3);
}

/**
 * "during the new moon or the _____ moon": the blank names one kind of a thing beside another kind of it joined
 * by "or"/"and", and any other kind fills it as well (session 22's read: "gibbous, quarter or waxing fit
 * just as well").
 */
function kindsOfOneThing(sentence: string, at: number, length: number): boolean {
  const head = /^\s+([\p{L}][\p{L}’'-]*)/u.exec(sentence.slice(at + length))?.[1];
  if (!head) return false;
  const h = escapeRegExp(head);
  const det = String.raw`(?:(?:the|a|an)\s+)?`;
  const before = new RegExp(String.raw`(?<![\p{L}’'-])[\p{L}’'-]+\s+${h}\s+(?:or|and)\s+${det}$`, 'iu');
  const after = new RegExp(String.raw`^\s+${h}\s+(?:or|and)\s+${det}[\p{L}’'-]+\s+${h}(?![\p{L}’'-])`, 'iu');
  return before.test(sentence.slice(0, at)) || after.test(sentence.slice(at + length));
}

const NAME = String.raw`\p{Lu}[\p{L}.’'-]*(?:\s+\p{Lu}[\p{L}.’'-]*)*`;
const LISTED_BEFORE = new RegExp(String.raw`${NAME},\s+(?:${NAME},\s+)*(?:(?:and|or)\s+)?$`, 'u');
const LISTED_AFTER = new RegExp(String.raw`^,\s+(?:${NAME},\s+)*(?:(?:and|or)\s+)?${NAME}`, 'u');
/** One capitalised name right before "and" (not a sentence's first word after a clause: "… when Spain and"). */
const PAIRED_BEFORE = new RegExp(String.raw`(?:^|[^\p{L}’'.-]\s*)(\p{Lu}\p{Ll}+)\s+and\s+$`, 'u');
const PAIRED_AFTER = new RegExp(String.raw`^\s+and\s+(\p{Lu}\p{Ll}+)(?![\p{L}’'-])`, 'u');

/**
 * "Adams, _____, and Warren all came from privileged backgrounds": one name of a list or a pair of names is a guess
 * at which name stood where, not a fact of the text (session 23's read: "list-order recall").
 */
function oneOfListedNames(sentence: string, at: number, length: number): boolean {
  const key = sentence.slice(at, at + length);
  if (!/^\p{Lu}/u.test(key)) return false;
  const before = sentence.slice(0, at);
  const after = sentence.slice(at + length);
  const listedBefore = LISTED_BEFORE.test(before);
  const listedAfter = LISTED_AFTER.test(after);
  if (
    (listedBefore && (listedAfter || /,\s+(?:and|or)\s+$/.test(before))) ||
    (listedAfter && /^,\s+\p{Lu}[^,]*,/u.test(after))
  )
    return true;
  // "Ferdinand and _____", "_____ and Isabella": one of two persons joined by "and" is guessed from the other
  // (session 24's read: "tests the name pair, not the text"). Not a name joined to a common noun ("the army and
  // Congress").
  const partner = PAIRED_BEFORE.exec(before)?.[1] ?? PAIRED_AFTER.exec(after)?.[1];
  // Persons only: "the domains Bacteria and _____" asks which domain, and Eukarya is one too.
  return !!partner && nameSort(partner) === 'person' && nameSort(key) !== 'place';
}
