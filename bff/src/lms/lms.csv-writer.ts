// A plain spreadsheet of the questions (Google Forms add-ons, Schoology and school spreadsheets take it):
// one row per item, options one per line inside their cell, a UTF-8 byte-order mark so Excel keeps accents,
// and no cell a spreadsheet would run as a formula (lms.spreadsheet-cell.ts).
import { stringify } from 'csv-stringify/sync';
import { answerText, ITEM_TYPE_LABELS, type ExportItem, type ExportQuiz } from './lms.items';
import { spreadsheetRow } from './lms.spreadsheet-cell';

export const CSV_HEADERS = ['Number', 'Type', 'Question', 'Options', 'Answer', 'Explanation', 'Source passage'];
const letter = (i: number) => String.fromCharCode(65 + i);

function options(item: ExportItem): string {
  if (item.type === 'multiple_choice') return item.options.map((o, i) => `${letter(i)}. ${o}`).join('\n');
  if (item.type === 'true_false') return 'A. True\nB. False';
  if (item.type === 'matching') return [...item.pairs.map((p) => p.right), ...item.extra_right].join('\n');
  return '';
}

export function writeCsv(quiz: ExportQuiz): Buffer {
  const rows = quiz.items.map((item) =>
    spreadsheetRow([
      item.number,
      ITEM_TYPE_LABELS[item.type],
      item.type === 'matching' ? `${item.prompt}\n${item.pairs.map((p) => p.left).join('\n')}` : item.prompt,
      options(item),
      answerText(item),
      item.explanation ?? '',
      item.source_passage ?? '',
    ]),
  );
  return Buffer.from(
    stringify([CSV_HEADERS, ...rows], { bom: true, record_delimiter: '\r\n', quoted_match: /[\r\n]/ }),
    'utf8',
  );
}
