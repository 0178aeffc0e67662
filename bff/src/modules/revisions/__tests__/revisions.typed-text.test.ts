// Anything a teacher types is text everywhere: HTML, a Mermaid directive and spreadsheet formulas typed into
// every kind of field come out of the DOCX, the PDF and every export as the same characters, never as markup,
// a directive or a formula.
import JSZip from 'jszip';
import ExcelJS from 'exceljs';
import { parse as parseCsv } from 'csv-parse/sync';
import { parse as parseGift } from 'gift-pegjs';
import type { Block, GeneratedDocument } from '@lessonloom/contracts';
import { withDiagramLabel } from '@lessonloom/document';
import { startTestApp, type TestApp } from '../../../testing/testing.app';
import { activeUser, download, type TestUser } from '../../generations/__tests__/helpers';
import { closeReaders, docxText, docxXml, pdfText } from '../../../rendering/__tests__/read-back';
import { readXml } from '../../../lms/__tests__/xml-read';
import { madeQuiz, putDocument, questionBlocks } from './edit-helpers';

jest.setTimeout(120_000);

const HTML = '<img src=x onerror=alert(1)>';
const DIRECTIVE = '%%{init: {"securityLevel": "loose"}}%%';
const FORMULA = '=HYPERLINK("http://evil.test","click")';
const TYPED = `${HTML} ${DIRECTIVE} ${FORMULA}`;
/** What PDF and DOCX readers give back for TYPED: the same characters (spacing aside). */
const norm = (s: string) => s.replace(/\s+/g, ' ');

let t: TestApp;
let alice: TestUser;
let id: string;
let saved: GeneratedDocument;

/** A document with every kind of field a teacher can type into, each holding TYPED. */
function typedEverywhere(base: GeneratedDocument): GeneratedDocument {
  const [mc] = questionBlocks(base).filter((q) => q.question_type === 'multiple_choice');
  const mcTyped = {
    ...mc,
    number: 1,
    prompt: `Stem ${TYPED}`,
    options: [`Right ${TYPED}`, ...mc.options!.slice(1)],
    answer: `Right ${TYPED}`,
    explanation: `Why ${TYPED}`,
    points: 2,
  };
  const short = {
    type: 'question' as const,
    number: 2,
    question_type: 'short_answer' as const,
    prompt: `Short ${FORMULA}`,
    answer: `Key ${TYPED}`,
  };
  // short enough for a quiz game (Kahoot: 120 characters a question, 75 an answer)
  const game = {
    type: 'question' as const,
    number: 3,
    question_type: 'multiple_choice' as const,
    prompt: '=1+1 or @SUM(2)?',
    options: ['=1+1', '@SUM(2)', '+3'],
    answer: '=1+1',
  };
  const blocks: Block[] = [
    { type: 'paragraph', text: `Paragraph ${TYPED}` },
    { type: 'list', ordered: true, items: [`Item ${TYPED}`] },
    { type: 'word_bank', words: [FORMULA, HTML] },
    { type: 'vocabulary', entries: [{ term: `Term ${HTML}`, definition: `Meaning ${TYPED}` }] },
    { type: 'table', caption: `Caption ${HTML}`, columns: [`Col ${FORMULA}`, 'B'], rows: [[`Cell ${TYPED}`, FORMULA]] },
    mcTyped,
    short,
    game,
    {
      type: 'matching',
      start_number: 4,
      left: [`Left ${HTML}`, `Other ${FORMULA}`],
      right: [`Right side ${TYPED}`, 'Second'],
      answers: [0, 1],
    },
    {
      type: 'diagram',
      diagram_type: 'flowchart',
      caption: `Diagram ${HTML}`,
      mermaid: withDiagramLabel('flowchart', 'flowchart TD\n    A["Start"] --> B["End"]', 0, `Label ${TYPED}`),
    },
  ];
  return {
    ...base,
    title: `Title ${HTML}`,
    instructions: `Instructions ${TYPED}`,
    sections: [{ heading: `Heading ${HTML}`, instructions: `Part ${FORMULA}`, blocks }],
  };
}

beforeAll(async () => {
  t = await startTestApp();
  alice = await activeUser(t);
  const made = await madeQuiz(t, alice);
  id = made.id;
  const res = await putDocument(t, alice, id, { revision: 1, document: typedEverywhere(made.doc) });
  expect(res.status).toBe(200);
  saved = res.body.content;
});
afterAll(async () => {
  await closeReaders();
  await t.close();
});

const file = async (path: string) => {
  const res = await download(t, alice, path);
  expect([path, res.status]).toEqual([path, 200]);
  return res.body as Buffer;
};

describe('text typed into every field', () => {
  it('is stored as typed; a label written by the editor never carries a live directive', () => {
    expect(saved.title).toBe(`Title ${HTML}`);
    expect(questionBlocks(saved)[0].prompt).toBe(`Stem ${TYPED}`);
    const diagram = saved.sections[0].blocks.find((b) => b.type === 'diagram') as Extract<Block, { type: 'diagram' }>;
    expect(diagram.mermaid).not.toMatch(/%%/);
    // the words stay; no tag can form from them (a zero-width space after '<', packages/document noMarkup)
    expect(diagram.mermaid).toContain('img src=x onerror=alert(1)');
    expect(diagram.mermaid).not.toMatch(/<img/);
  });

  it('a raw directive sent by an API client is refused', async () => {
    const doc = structuredClone(saved);
    const d = doc.sections[0].blocks.find((b) => b.type === 'diagram') as Extract<Block, { type: 'diagram' }>;
    d.mermaid = `${DIRECTIVE}\n${d.mermaid}`;
    const res = await putDocument(t, alice, id, { revision: 2, document: doc });
    expect(res.status).toBe(422);
    expect(res.body.detail).toMatch(/directives/);
  });

  it('prints as the same characters in the DOCX (escaped in its XML) and the PDF', async () => {
    const docx = await file(`/api/generations/${id}/download/docx`);
    const text = norm(await docxText(docx));
    for (const expected of [`Title ${HTML}`, `Stem ${TYPED}`, `Paragraph ${TYPED}`, `Cell ${TYPED}`, `Left ${HTML}`])
      expect(text).toContain(norm(expected));
    const xml = await docxXml(docx);
    expect(xml).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(xml).not.toMatch(/<img/);
    const key = norm(await docxText(await file(`/api/generations/${id}/download/key-docx`)));
    expect(key).toContain(norm(`Why ${TYPED}`));
    const pdf = norm(await pdfText(await file(`/api/generations/${id}/download/pdf`)));
    for (const expected of [HTML, FORMULA, 'securityLevel']) expect(pdf).toContain(expected);
  });

  it('comes out of GIFT, Moodle XML and QTI as text', async () => {
    const gift = parseGift((await file(`/api/generations/${id}/export/gift`)).toString('utf8'));
    expect(JSON.stringify(gift)).toContain(JSON.stringify(`Stem ${TYPED}`).slice(1, -1));
    const moodle = readXml((await file(`/api/generations/${id}/export/moodle`)).toString('utf8'));
    expect(JSON.stringify(moodle)).toContain('Stem &lt;img src=x onerror=alert(1)&gt;');
    const zip = await JSZip.loadAsync(await file(`/api/generations/${id}/export/qti`));
    const qti = await Promise.all(
      Object.keys(zip.files)
        .filter((n) => n.endsWith('.xml') && !n.includes('manifest'))
        .map((n) => zip.file(n)!.async('string')),
    );
    expect(qti.join('')).not.toMatch(/<img/);
    expect(qti.join('')).toContain('onerror=alert(1)');
  });

  it('is never a formula in the quiz-game spreadsheet or the CSV', async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await file(`/api/generations/${id}/export/kahoot`)) as unknown as ArrayBuffer);
    const cells: ExcelJS.Cell[] = [];
    book.eachSheet((sheet) => sheet.eachRow((row) => row.eachCell((c) => void cells.push(c))));
    const typed = cells.filter((c) => /=1\+1|@SUM|^\+3$/.test(String(c.text)));
    expect(typed.length).toBeGreaterThanOrEqual(3);
    for (const c of typed) expect([c.address, c.type]).toEqual([c.address, ExcelJS.ValueType.String]);
    const rows = parseCsv((await file(`/api/generations/${id}/export/csv`)).toString('utf8').replace(/^\uFEFF/, ''));
    expect(JSON.stringify(rows)).toContain('HYPERLINK(');
  });
});
