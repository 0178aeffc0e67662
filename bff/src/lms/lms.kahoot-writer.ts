// Kahoot's quiz spreadsheet template (Create → Import spreadsheet): the template's own text in B2–B6, the
// column headings in row 8 (B–H), one question per row from row 9 with its number in column A. Items that
// cannot be a Kahoot round are left out and listed on a second sheet (Kahoot reads only the first). A text
// cell is never one a spreadsheet would run as a formula once edited (lms.spreadsheet-cell.ts).
import ExcelJS from 'exceljs';
import type { ExportQuiz } from './lms.items';
import { fitRounds, type LeftOut } from './lms.quiz-game-fit';
import { spreadsheetRow } from './lms.spreadsheet-cell';

export const KAHOOT_LIMITS = { question: 120, answer: 75, times: [5, 10, 20, 30, 60, 90, 120, 240] } as const;
export const KAHOOT_HEADER_ROW = 8;
export const KAHOOT_HEADERS = [
  'Question - max 120 characters',
  'Answer 1 - max 75 characters',
  'Answer 2 - max 75 characters',
  'Answer 3 - max 75 characters',
  'Answer 4 - max 75 characters',
  'Time limit (sec) – 5, 10, 20, 30, 60, 90, 120, or 240 secs',
  'Correct answer(s) - choose at least one',
];
const TEMPLATE_TEXT = [
  'Quiz template',
  'Add questions, at least two answer alternatives, time limit and choose correct answers (at least one). Have fun creating your awesome quiz!',
  'Remember: questions have a limit of 120 characters and answers can have 75 characters max. Text will turn red in Excel or Google Docs if you exceed this limit. If several answers are correct, separate them with a comma.',
  "See an example question below (don't forget to overwrite this with your first question!)",
  "And remember,  if you're not using Excel you need to export to .xlsx format before you upload to Kahoot!",
];
export const LEFT_OUT_SHEET = 'Left out';

export async function writeKahoot(quiz: ExportQuiz): Promise<{ data: Buffer; leftOut: LeftOut[] }> {
  const { rounds, leftOut } = fitRounds(quiz, KAHOOT_LIMITS);
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  TEMPLATE_TEXT.forEach((t, i) => (sheet.getCell(i + 2, 2).value = t));
  KAHOOT_HEADERS.forEach((h, i) => (sheet.getCell(KAHOOT_HEADER_ROW, i + 2).value = h));
  rounds.forEach((r, i) => {
    const row = sheet.getRow(KAHOOT_HEADER_ROW + 1 + i);
    row.values = spreadsheetRow([
      i + 1,
      r.question,
      ...[0, 1, 2, 3].map((a) => r.answers[a] ?? null),
      r.seconds,
      String(r.correct),
    ]);
  });
  sheet.getColumn(2).width = 60;
  if (leftOut.length) {
    const note = book.addWorksheet(LEFT_OUT_SHEET);
    note.addRow(['Question', 'Why it is not in the Kahoot']);
    for (const l of leftOut) note.addRow(spreadsheetRow([l.number, l.reason]));
  }
  return { data: Buffer.from(await book.xlsx.writeBuffer()), leftOut };
}
