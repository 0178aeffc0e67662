// The matching worksheet without a model: Column A the text's terms, Column B what the text says
// each one is. A teacher hands it out as is only if no description gives its answer away (names its
// term, or another term of the sheet) and every description is one: a sentence with a blank is a
// cloze item, so a term the file gives no description for stays off the sheet.
import { SIZES } from '../content.spec';
import type { OfflineContext } from './offline.context';
import { namesTerm } from './term-mentions';
import { isBlanked } from './matching.quality';
import { textEntries, vocabulary, type VocabEntry } from './vocabulary.offline';

/**
 * Ten pairs when the text describes that many terms; never fewer than the schema's six
 * (SIZES.worksheet.pairs): the spec hides the question count for worksheets, so no exact count binds.
 */
export const MATCHING_PAIRS = 10;
const MIN_PAIRS = SIZES.worksheet.pairs[0];

const fold = (s: string) => s.toLocaleLowerCase('en-US').replace(/\s+/g, ' ').trim();

/** Do two pairs give each other away: one's description names the other's term? */
const clash = (a: VocabEntry, b: VocabEntry) => namesTerm(a.definition, b.term) || namesTerm(b.definition, a.term);

export function matchingPairs(ctx: OfflineContext): Array<{ term: string; match: string }> {
  const picked: VocabEntry[] = [];
  const take = (pool: VocabEntry[], strict: boolean, upTo = MATCHING_PAIRS) => {
    for (const e of pool) {
      if (picked.length >= upTo) return;
      if (picked.some((p) => fold(p.term) === fold(e.term) || fold(p.definition) === fold(e.definition))) continue;
      if (namesTerm(e.definition, e.term) || isBlanked(e.definition)) continue;
      if (strict && picked.some((p) => clash(p, e))) continue;
      picked.push(e);
    }
  };
  // The text's described terms in vocabulary order (its key-term list, marked and defined words first);
  // everyday words it uses in passing ("certain times") and names it only mentions are not terms to learn.
  // A one-word description ("Storyline") leans on its sentence; a hyphened one ("Farmer-settlers") describes.
  const found = textEntries(ctx).filter((e) => e.described && !e.inPassing && !e.passingName && (/[\s-]/.test(e.definition.trim())));
  // A broad term that several descriptions name ("memory") goes last, so it does not keep them all off the sheet.
  const named = (e: VocabEntry) => found.filter((o) => o !== e && namesTerm(o.definition, e.term)).length;
  const described = [...found.filter((e) => named(e) < 2), ...found.filter((e) => named(e) >= 2)];
  take(described, true);
  // A short sheet takes back a described term that only mentions another one before it takes words from outside the text.
  if (picked.length < MIN_PAIRS) take(described, false, MIN_PAIRS);
  // Then general academic words with real meanings, only up to the minimum: they are not the text's own.
  if (picked.length < MIN_PAIRS) take(vocabulary(ctx, 80).filter((e) => !e.fromText), true, MIN_PAIRS);
  return picked.map((e) => ({ term: e.term, match: e.definition }));
}
