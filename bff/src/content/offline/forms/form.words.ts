// Content words of a clause, for the understanding forms to tell a wrong option from a second right one.
import { tokensOf } from '../../language/clause-tokens';

const CONTENT = new Set(['NOUN', 'PROPN', 'VERB', 'ADJ', 'ADV', 'NUM']);

/** The clause's content-word lemmas, lower-cased. */
export const clauseWords = (clause: string): Set<string> =>
  new Set(
    tokensOf(clause)
      .filter((t) => CONTENT.has(t.pos) && t.lemma.length > 1)
      .map((t) => t.lemma.toLocaleLowerCase('en-US')),
  );

/** Share of `a`'s words that `b` holds (0 when `a` has none). */
export const overlap = (a: Set<string>, b: Set<string>): number =>
  a.size ? [...a].filter((w) => b.has(w)).length / a.size : 0;
