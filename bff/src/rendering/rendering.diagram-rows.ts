// A long timeline drawn in one row is far wider than a page: scaled to the printable width its text
// prints at 4–6 pt. Printed, it is split into rows of a few periods each, drawn one under the other as
// separate pictures kept whole on a page, so the text stays at 9 pt or more (print-diagrams.test.ts).

/** Periods a printed timeline row holds. */
export const TIMELINE_ROW = 3;

/** The Mermaid sources one printed picture is drawn from, top to bottom (one, unless a long timeline). */
export function printRows(source: string): string[] {
  const lines = source.split('\n');
  // Sections group periods across rows in ways a split cannot keep: such a timeline is drawn whole.
  if (lines[0]?.trim() !== 'timeline' || lines.some((l) => /^\s*section\s/.test(l))) return [source];
  // The title is the sheet's own, printed above the drawing already; in 32 px bold it set the width.
  const periods = lines.slice(1).filter((l) => l.trim() && !/^\s*title\s/.test(l));
  if (periods.length <= TIMELINE_ROW && periods.length === lines.length - 1) return [source];
  const rows: string[] = [];
  for (let i = 0; i < periods.length; i += TIMELINE_ROW)
    rows.push(['timeline', ...periods.slice(i, i + TIMELINE_ROW)].join('\n'));
  return rows;
}
