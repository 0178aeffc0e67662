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

const DETERMINER = /(?:^|[^\p{L}\p{N}])(?:the|a|an|this|that|these|those)\s+([\p{L}][\p{L}’'-]*)\s+$/iu;

/** The blank on the span at `at` gives nothing to recall (see the header). */
export function trivialBlank(sentence: string, at: number, length: number, text: string[] = []): boolean {
  if (possessiveAt(sentence, at + length)) return true;
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
