// The question bank as a spreadsheet in "Download my data", for a teacher who opens it in Excel or Sheets:
// UTF-8 with a byte-order mark (accents survive Excel), and no cell a spreadsheet would run as a formula.
import { stringify } from 'csv-stringify/sync';
import { spreadsheetRow } from '../../lms/lms.spreadsheet-cell';
import type { QuestionFields } from '../question-bank/question-bank.model';

export const QUESTIONS_CSV_HEADERS = [
  'Question',
  'Answer',
  'Type',
  'Options',
  'Difficulty',
  'Subject',
  'Category',
  'Grade level',
  'Tags',
];

export function questionsCsv(questions: Omit<QuestionFields, 'owner'>[]): Buffer {
  const rows = questions.map((q) =>
    spreadsheetRow([
      q.question_text,
      q.answer_text,
      q.question_type,
      (q.options ?? []).join('\n'),
      q.difficulty,
      q.subject,
      q.category ?? '',
      q.grade_level ?? '',
      q.tags.join(', '),
    ]),
  );
  return Buffer.from(
    stringify([QUESTIONS_CSV_HEADERS, ...rows], { bom: true, record_delimiter: '\r\n', quoted_match: /[\r\n]/ }),
    'utf8',
  );
}
