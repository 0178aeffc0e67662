// Blooket's CSV import template (Create a set → Spreadsheet import): a title row, the template's headings
// (line breaks inside them, as Blooket's own file has), then one question per row. Items that cannot be a
// Blooket question are left out and reported with the response. No cell is one a spreadsheet would run as
// a formula (lms.spreadsheet-cell.ts).
import { stringify } from 'csv-stringify/sync';
import type { ExportQuiz } from './lms.items';
import { fitRounds, type LeftOut } from './lms.quiz-game-fit';
import { spreadsheetRow } from './lms.spreadsheet-cell';

// The template states two limits: four answers and 300 seconds. It gives no text length, so none is imposed
// beyond a size no question of ours reaches.
export const BLOOKET_LIMITS = { question: 2000, answer: 2000, times: [20, 30, 60, 90, 120, 300] } as const;
export const BLOOKET_HEADERS = [
  'Question #',
  'Question Text',
  'Answer 1',
  'Answer 2',
  'Answer 3\n(Optional)',
  'Answer 4\n(Optional)',
  'Time Limit (sec)\n(Max: 300 seconds)',
  'Correct Answer(s)\n(Only include Answer #)',
];

export function writeBlooket(quiz: ExportQuiz): { data: Buffer; leftOut: LeftOut[] } {
  const { rounds, leftOut } = fitRounds(quiz, BLOOKET_LIMITS);
  const rows: (string | number)[][] = [
    ['Blooket\nImport Template', '', '', '', '', '', '', ''],
    BLOOKET_HEADERS,
    ...rounds.map((r, i) =>
      spreadsheetRow([i + 1, r.question, ...[0, 1, 2, 3].map((a) => r.answers[a] ?? ''), r.seconds, String(r.correct)]),
    ),
  ];
  return { data: Buffer.from(stringify(rows, { record_delimiter: '\r\n', quoted_match: /[\r\n]/ }), 'utf8'), leftOut };
}
