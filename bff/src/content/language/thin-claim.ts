// A claim too thin to ask about: with the term taken out, at most one content word is left ("All _____ are not
// equal.", "You have just made an _____!", "_____ is often one of the biggest.", "The _____ is CH."). The blank
// or the swapped statement is true of almost anything the text names, or says what the sentence before told.
import { contentWords } from '../checks/same-fact.check';
import { termPattern } from './term-pattern';

export function thinClaim(sentence: string, term: string): boolean {
  const flags = termPattern(term).flags;
  const everywhere = new RegExp(termPattern(term).source, flags.includes('g') ? flags : `${flags}g`);
  return contentWords(sentence.replace(everywhere, ' ')).length <= 1;
}
