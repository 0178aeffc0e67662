import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { exportQuiz } from '../lms.items';
import { BLOOKET_HEADERS, writeBlooket } from '../lms.blooket-writer';
import { KAHOOT_HEADER_ROW, KAHOOT_HEADERS, KAHOOT_LIMITS, LEFT_OUT_SHEET, writeKahoot } from '../lms.kahoot-writer';
import { ALL_TYPES, KEY } from './lms-fixture';

const cell = (row: ExcelJS.Row, col: number) => {
  const v = row.getCell(col).value;
  return v === null || v === undefined ? '' : String(v);
};

describe('Kahoot spreadsheet', () => {
  it('re-reads with exceljs in the template layout, right answer numbers pointing at the right answers', async () => {
    const { data, leftOut } = await writeKahoot(exportQuiz(ALL_TYPES));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(data as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.getCell(2, 2).value).toBe('Quiz template');
    expect(KAHOOT_HEADERS.map((_, i) => cell(sheet.getRow(KAHOOT_HEADER_ROW), i + 2))).toEqual(KAHOOT_HEADERS);
    const rounds: { n: string; q: string; answers: string[]; time: number; correct: string }[] = [];
    for (let r = KAHOOT_HEADER_ROW + 1; r <= sheet.rowCount; r++) {
      const row = sheet.getRow(r);
      if (!cell(row, 2)) continue;
      rounds.push({
        n: cell(row, 1),
        q: cell(row, 2),
        answers: [3, 4, 5, 6].map((c) => cell(row, c)).filter(Boolean),
        time: Number(row.getCell(7).value),
        correct: cell(row, 8),
      });
    }
    // Items 1, 2, 3 fit; the rest are typed answers, an essay, matching or an over-long option.
    expect(rounds.map((r) => r.n)).toEqual(['1', '2', '3']);
    const expectedQuestions = [1, 2, 3].map((n) => exportQuiz(ALL_TYPES).items.find((i) => i.number === n)!.prompt);
    rounds.forEach((r, i) => {
      expect(r.q).toBe(expectedQuestions[i]);
      expect(r.q.length).toBeLessThanOrEqual(120);
      expect(r.answers.length).toBeGreaterThanOrEqual(2);
      expect(r.answers.length).toBeLessThanOrEqual(4);
      r.answers.forEach((a) => expect(a.length).toBeLessThanOrEqual(75));
      expect(KAHOOT_LIMITS.times).toContain(r.time);
      expect(r.correct.split(',').map((c) => r.answers[Number(c) - 1])).toEqual([KEY[i + 1]]);
    });
    expect(leftOut.map((l) => l.number)).toEqual([4, 5, 6, 7, 8]);
    expect(leftOut.find((l) => l.number === 7)?.reason).toBe('an answer longer than 75 characters');
    const note = book.getWorksheet(LEFT_OUT_SHEET)!;
    expect(note.getColumn(1).values.slice(2)).toEqual([4, 5, 6, 7, 8]);
  });
});

describe('Blooket CSV', () => {
  it('re-reads as the import template with the right answer numbers', () => {
    const { data, leftOut } = writeBlooket(exportQuiz(ALL_TYPES));
    const rows: string[][] = parse(data, { relax_column_count: true });
    expect(rows[0][0]).toBe('Blooket\nImport Template');
    expect(rows[1]).toEqual(BLOOKET_HEADERS);
    const body = rows.slice(2);
    // Blooket has no length limit in its template, so the long-option question fits there.
    expect(body.map((r) => r[0])).toEqual(['1', '2', '3', '4']);
    const numbers = [1, 2, 3, 7];
    body.forEach((r, i) => {
      const answers = r.slice(2, 6).filter(Boolean);
      expect(r[7].split(',').map((c) => answers[Number(c) - 1])).toEqual([KEY[numbers[i]]]);
      expect(Number(r[6])).toBeLessThanOrEqual(300);
    });
    expect(body[0][1]).toContain('δημοκρατία 😀');
    expect(leftOut.map((l) => l.number)).toEqual([4, 5, 6, 8]);
  });
});
