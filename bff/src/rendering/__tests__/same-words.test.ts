// What the preview shows is what the files print, word for word. Every fixture (each kind,
// worksheet style, diagram type, puzzle type and question type) is rendered to DOCX and PDF, student
// copy and key, and each file's text must be exactly the layout model's text (documentText). The
// preview is held to the same documentText in mf-generate (preview/__tests__/same-words.test.tsx),
// so the page, the DOCX and the PDF show the same words as each other.
import {
  comparableText,
  documentText,
  needsAnswerKey,
  questionTypeSchema,
  type GeneratedDocument,
} from '@lessonloom/document';
import { sampleDocuments } from '@lessonloom/document/fixtures';
import { rasterizeDiagrams } from '../rendering.render';
import { renderDocx } from '../rendering.docx';
import { renderPdf } from '../rendering.pdf';
import type { DiagramImages, DiagramRasterizer } from '../rendering.types';
import { closeReaders, docxText, pdfPages } from './read-back';

jest.setTimeout(60000);
afterAll(closeReaders);

// A 1x1 PNG stands in for each drawn diagram: the files then print the picture and its caption, as the
// page does (drawing itself is covered in diagrams.test.ts).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==',
  'base64',
);
const drawn: DiagramRasterizer = {
  available: true,
  render: async () => ({ png: PNG, width: 400, height: 300 }),
  close: async () => {},
};

/** The PDF's words without the page footers ("Page 2 of 3"), which the model leaves to each format. */
const pdfWords = (pages: string[]) => pages.map((p) => p.replace(/Page \d+ of \d+/g, '')).join(' ');

const samples = sampleDocuments();

it('the fixtures cover every question type', () => {
  const types = new Set(
    samples.flatMap((s) =>
      s.doc.sections.flatMap((sec) => sec.blocks.flatMap((b) => (b.type === 'question' ? [b.question_type] : []))),
    ),
  );
  expect([...types].sort()).toEqual([...questionTypeSchema.options].sort());
});

describe.each(samples.map((s) => [s.name, s.doc] as const))('%s', (_name, doc: GeneratedDocument) => {
  let diagrams: DiagramImages;
  beforeAll(async () => {
    diagrams = await rasterizeDiagrams(doc, drawn);
  });

  it('prints the student copy word for word as the layout model says, in DOCX and PDF', async () => {
    const expected = comparableText(documentText(doc, 'student'));
    const [docx, pdf] = await Promise.all([renderDocx(doc, 'student', diagrams), renderPdf(doc, 'student', diagrams)]);
    expect(comparableText(await docxText(docx))).toBe(expected);
    expect(comparableText(pdfWords(await pdfPages(pdf)))).toBe(expected);
  });

  it('prints the answer key word for word as the layout model says, in DOCX and PDF', async () => {
    if (!needsAnswerKey({ ...doc, include_answer_key: true })) return;
    const expected = comparableText(documentText(doc, 'answer_key'));
    const [docx, pdf] = await Promise.all([
      renderDocx(doc, 'answer_key', diagrams),
      renderPdf(doc, 'answer_key', diagrams),
    ]);
    expect(comparableText(await docxText(docx))).toBe(expected);
    expect(comparableText(pdfWords(await pdfPages(pdf)))).toBe(expected);
  });
});
