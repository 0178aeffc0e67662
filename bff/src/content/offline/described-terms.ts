// The matching worksheet without a model: Column A the text's terms, Column B what the text says
// each one is. A teacher hands it out as is only if no description gives its answer away (names its
// term, or another term of the sheet) and every description is one: a sentence with a blank is a
// cloze item, so a term the file gives no description for stays off the sheet.
import type { OfflineContext } from './offline.context';
import { givesAway, isBlanked, namesTerm, withoutTerm } from '../language/term-mentions';
import { fromFile } from './file-terms';
import { academicEntries, textEntries, type VocabEntry } from './vocabulary';

/**
 * Ten pairs when the text describes that many terms (the matching sheet asks for at least its schema's
 * six): the spec hides the question count for worksheets, so no exact count binds.
 */
export const MATCHING_PAIRS = 10;

const fold = (s: string) => s.toLocaleLowerCase('en-US').replace(/\s+/g, ' ').trim();

/** Do two pairs give each other away: one's description names the other's term? */
const clash = (a: VocabEntry, b: VocabEntry) => namesTerm(a.definition, b.term) || namesTerm(b.definition, a.term);

/** Adds pool entries to `picked` up to `upTo`: no repeats, none giving itself away or blanked; strict: none naming another picked term. */
function take(
  picked: VocabEntry[],
  pool: VocabEntry[],
  strict: boolean,
  upTo: number,
  accept: (term: string) => boolean,
): void {
  for (const e of pool) {
    if (picked.length >= upTo) return;
    if (picked.some((p) => fold(p.term) === fold(e.term) || fold(p.definition) === fold(e.definition))) continue;
    if (!accept(e.term) || givesAway(e.definition, e.term) || isBlanked(e.definition)) continue;
    if (strict && picked.some((p) => clash(p, e))) continue;
    picked.push(e);
  }
}

/**
 * Up to `count` of the text's described terms, reaching for `min` in steps: a name the text only
 * mentions ("Alan Hobson, a neuroscientist") is thin, so it comes in only to reach the minimum, and
 * a term whose description mentions another one comes back only after that. The matching sheet, the
 * puzzles and the labeling sheet (kinds/worksheet/labeling.draft.ts) take their text entries from here.
 */
export function describedPicks(
  ctx: OfflineContext,
  count: number,
  min: number,
  accept: (term: string) => boolean = () => true,
): VocabEntry[] {
  const picked: VocabEntry[] = [];
  const described = describedEntries(ctx);
  take(
    picked,
    described.filter((e) => !e.passingName),
    true,
    count,
    accept,
  );
  if (picked.length < min) take(picked, described, true, min, accept);
  if (picked.length < min) take(picked, described, false, min, accept);
  return picked;
}

/**
 * Up to `count` pairs, at least `min`. The matching game puzzle asks for its exact count (the spec's
 * "number of questions" is shown for puzzles), so it passes the count as both.
 */
export function matchingPairs(
  ctx: OfflineContext,
  count: number,
  min: number,
  accept: (term: string) => boolean = () => true,
): Array<{ term: string; match: string }> {
  const picked = describedPicks(ctx, count, min, accept);
  // A file's sheet is the file's own terms, fewer when it defines fewer (offline/file-terms.ts); a typed
  // topic has no text, so general academic words with real meanings are its whole sheet, as on its other
  // puzzles, and a pasted passage's short sheet still reaches the minimum with them.
  // A file with no readable text (one 270-letter "word") is still the teacher's file: no academic words.
  if (fromFile(ctx)) return picked.map((e) => ({ term: e.term, match: e.definition }));
  if (!ctx.text) take(picked, academicEntries(ctx), true, count, accept);
  else if (picked.length < min) take(picked, academicEntries(ctx), true, min, accept);
  return picked.map((e) => ({ term: e.term, match: e.definition }));
}

/**
 * The terms the text describes, each with a description that does not give it away, in vocabulary
 * order: the matching sheet's Column B, and the clues and vocabulary entries of the other kinds
 * (puzzles, review sheet, lesson plan), so all of them hand out the same real descriptions.
 */
export function describedEntries(ctx: OfflineContext): VocabEntry[] {
  // The text's described terms in vocabulary order (its key-term list, marked and defined words first);
  // everyday words it uses in passing ("certain times") are not terms to learn. A one-word description
  // ("Storyline") leans on its sentence; a hyphened one ("Farmer-settlers") describes.
  // A description that holds every word of its term ("First stage of sleep" for "stage 1 sleep") loses that clause.
  const found = textEntries(ctx)
    .filter((e) => e.described && !e.inPassing)
    .map((e) => ({ ...e, definition: withoutTerm(e.definition, e.term, givesAway) ?? '' }))
    .filter((e) => /[\s-]/.test(e.definition.trim()));
  // A broad term several descriptions name ("memory") goes last, so it does not keep them all off the sheet.
  const named = (e: VocabEntry) => found.filter((o) => o !== e && namesTerm(o.definition, e.term)).length;
  return [...found.filter((e) => named(e) < 2), ...found.filter((e) => named(e) >= 2)];
}
