// The printed page every PDF is laid out on, in points: US Letter, its margins and the text column.
// The PDF writer lays pages out with these, and the offline parent letter uses the same numbers to
// estimate whether it fits on one page, so the estimate and the print cannot drift apart.

export const PAGE = {
  /** pdfkit's name for the paper size: 612 x 792 pt. */
  size: 'LETTER',
  width: 612,
  height: 792,
  /** Top, left and right margin: three quarters of an inch. */
  margin: 54,
  /** The bottom margin also holds the footer line. */
  marginBottom: 68,
} as const;

/** The width text runs across: the page less its left and right margins (504 pt). */
export const COLUMN_WIDTH = PAGE.width - 2 * PAGE.margin;

/** The height blocks fill on a page: the page less its top and bottom margins (670 pt). */
export const PAGE_ROOM = PAGE.height - PAGE.margin - PAGE.marginBottom;

/** Type sizes (pt): body text, and the text inside tables. */
export const BODY_SIZE = 11;
export const TABLE_SIZE = 10;

/** A heading is never left at the foot of a page: it goes to the next unless this much room follows it. */
export const KEEP_WITH_HEADING = 90;
