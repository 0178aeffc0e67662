// Is a phrase the text repeats a term a teacher would teach, or only a way of talking? "many cultures",
// "several ways", "significant variations", "important differences" are a quantifier or a word of degree
// before a general noun: they name no idea of the subject, so they are never a key term of a review sheet's
// summary or an option beside real terms. Read from the words alone (the phrase is already a noun phrase of
// the text): a quantifier never begins a term; a word of degree or judgement does only before a noun that
// is itself specific ("significant figures", "major scale", "great circle" stay terms).
import type { SourceReading, SourceTerm } from '../source/source.types';
import { usedAsNoun } from './swap.rules';

/** Words that count or pick out members, never the first word of a term. */
const QUANTIFIERS = new Set([
  ...'many much several some most few fewer various numerous all each every other certain such'.split(' '),
  ...'both more less any another multiple countless'.split(' '),
]);

/** Words of degree or judgement, the first word of a term only before a specific noun. */
const DEGREE = new Set([
  ...'significant important major great huge considerable different similar main big serious'.split(' '),
  ...'particular specific real true good bad whole entire wide broad key new same general'.split(' '),
  ...'interesting useful necessary possible obvious clear large small high low nice previous'.split(' '),
  ...'following next last first second final earlier later'.split(' '),
]);

/** Nouns general enough to say nothing on their own ("variations", "ways", "factors"). */
const GENERAL = new Set([
  ...'variation difference way thing change amount number part aspect factor kind type form'.split(' '),
  ...'example effect feature level area issue problem idea role impact influence element reason'.split(' '),
  ...'result step time place point fact detail information situation case question range variety'.split(' '),
  ...'degree extent deal portion share set quantity consequence trend development increase'.split(' '),
  ...'decrease one value illustration'.split(' '),
]);

const singular = (w: string) => w.replace(/(?:ies)$/, 'y').replace(/(?<=[^s])s$/, '');

/** A quantifier or word of degree before a general noun: a way of talking, not a term to teach. */
export function vagueTerm(term: string): boolean {
  const words = term.toLocaleLowerCase('en-US').split(/\s+/).filter(Boolean);
  // A sentence ("Much wants more and loses all.", a fable's lesson as an option) is no phrase to judge.
  if (words.length < 2 || words.length > 4 || /[.!?,;:]/.test(term)) return false;
  if (QUANTIFIERS.has(words[0])) return true;
  return DEGREE.has(words[0]) && GENERAL.has(singular(words.at(-1)!));
}

/**
 * May `option` stand beside `key` as a wrong answer? Not a way of talking ("many cultures"), and beside a key
 * the text uses as a noun, not a single word it never uses as one: an adjective ("universal"), a verb
 * ("moves") or a bare gerund ("Observing") is no thing a student could mistake for the answer.
 */
export function teachableOption(a: SourceReading | undefined, key: SourceTerm, option: SourceTerm): boolean {
  if (vagueTerm(option.term)) return false;
  if (!a || option.term.includes(' ')) return true;
  return !usedAsNoun(a, key) || usedAsNoun(a, option);
}
