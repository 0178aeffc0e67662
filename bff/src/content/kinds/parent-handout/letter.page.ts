// Will a parent letter print on one Letter page? An estimate in points on the page the PDF writer lays
// out (packages/document page.ts: the room between the margins, the heading kept with 90 pt of what
// follows), so the drafter can choose shorter items before the renderer would spill the closing onto a
// second page. Deliberately pessimistic: the one-page corpus test renders the real PDF.
import { KEEP_WITH_HEADING, PAGE_ROOM } from '@lessonloom/document';
import type { ParentHandoutDraft } from './handout.schema';

/**
 * Characters per line of DejaVu Sans, a little under what fits: 11 pt body across the 504 pt column,
 * bullets (30 pt indent), and the vocabulary table's two columns in 10 pt.
 */
const BODY = 86;
const BULLET = 78;
const TERM_COL = 26;
const DEF_COL = 60;
const LINE = 15;
const TABLE_LINE = 13;
/** The title (about 20 pt bold, some 40 characters a line), the kind label, the rule and the greeting. */
const header = (title: string) => lines(title, 40) * 26 + 50;
const HEADING = 32;

const lines = (text: string, perLine: number) => {
  // Words wrap whole, so a line holds a little less than its characters.
  let n = 1;
  let at = 0;
  for (const w of text.split(/\s+/)) {
    if (at && at + 1 + w.length > perLine) {
      n++;
      at = w.length;
    } else at += (at ? 1 : 0) + w.length;
  }
  return n;
};
const bullets = (items: string[]) => items.reduce((h, i) => h + lines(i, BULLET) * LINE + 3, 6);

/** Estimated height (pt) of the printed letter; it fits when this is within the page. */
export function letterHeight(d: ParentHandoutDraft): number {
  const table = d.vocabulary.reduce(
    (h, v) => h + Math.max(lines(v.term, TERM_COL), lines(v.definition, DEF_COL)) * TABLE_LINE + 11,
    24,
  );
  return (
    header(d.title) +
    4 * HEADING +
    lines(d.learning_summary, BODY) * LINE +
    8 +
    bullets(d.key_points) +
    table +
    10 +
    bullets(d.home_activities) +
    // The renderer keeps a heading with KEEP_WITH_HEADING of what follows (rendering.pdf-blocks.ts
    // blockStartHeight), so the last section needs that much room even when its list and the closing are shorter.
    Math.max(KEEP_WITH_HEADING, bullets(d.conversation_questions) + lines(d.closing, BODY) * LINE + 8)
  );
}

export const fitsOnePage = (d: ParentHandoutDraft) => letterHeight(d) <= PAGE_ROOM;
