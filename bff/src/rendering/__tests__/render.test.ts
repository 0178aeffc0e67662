import { buildTest, sampleDocuments, UNICODE_SAMPLE, unicodeDoc } from '@lessonloom/document/fixtures';
import { needsAnswerKey } from '@lessonloom/document';
import { renderDocuments } from '../rendering.render';
import {
  closeReaders,
  docxText,
  docxXml,
  keyTexts,
  missing,
  pdfPages,
  pdfText,
  secretAnswers,
  studentTexts,
} from './read-back';

// Generous timeouts: CI machines are shared, and jest's project configs cannot set testTimeout.
jest.setTimeout(60000);

// No rasterizer here: diagrams print as outlines (diagram images are covered in diagrams.test.ts).
const samples = sampleDocuments();

afterAll(closeReaders);

describe.each(samples.map((s) => [s.name, s.doc] as const))('%s', (_name, doc) => {
  let files: Awaited<ReturnType<typeof renderDocuments>>;
  let text: { docx: string; pdf: string; keyDocx: string; keyPdf: string };
  let pages: string[];

  beforeAll(async () => {
    files = await renderDocuments(doc, {});
    // pdf-parse runs in its own thread, so reading the four files at once uses both cores.
    const [docx, pdf, keyDocx, keyPdf] = await Promise.all([
      docxText(files.docx),
      pdfPages(files.pdf),
      files.keyDocx ? docxText(files.keyDocx) : '',
      files.keyPdf ? pdfText(files.keyPdf) : '',
    ]);
    pages = pdf;
    text = { docx, pdf: pdf.join(' '), keyDocx, keyPdf };
  });

  it('prints every prompt, option and item in the student DOCX and PDF', () => {
    const expected = studentTexts(doc);
    expect(expected.length).toBeGreaterThan(0);
    expect(missing(text.docx, expected)).toEqual([]);
    expect(missing(text.pdf, expected)).toEqual([]);
    expect(text.pdf).toContain(doc.title);
    expect(text.docx).toContain(doc.title);
  });

  it('keeps answers out of the student copies', () => {
    for (const t of [text.docx, text.pdf]) {
      expect(t).not.toContain('Answer:');
      expect(t).not.toContain('Answer Key');
      for (const secret of secretAnswers(doc)) expect(t).not.toContain(secret);
    }
  });

  it('writes answer keys only when asked and there is something to key, with every answer', () => {
    if (!needsAnswerKey(doc)) {
      expect(files.keyDocx).toBeNull();
      expect(files.keyPdf).toBeNull();
      return;
    }
    const expected = keyTexts(doc);
    expect(text.keyDocx).toContain('Answer Key');
    expect(missing(text.keyDocx, expected)).toEqual([]);
    expect(missing(text.keyPdf, expected)).toEqual([]);
  });

  it('numbers the pages', async () => {
    pages.forEach((p, i) => expect(p).toContain(`Page ${i + 1} of ${pages.length}`));
    const footer = await docxXml(files.docx, 'word/footer1.xml');
    expect(footer).toMatch(/PAGE/);
    expect(footer).toMatch(/NUMPAGES/);
  });
});

describe('every character prints', () => {
  it('round-trips accents, Greek, Cyrillic and math symbols through PDF and DOCX', async () => {
    const files = await renderDocuments(unicodeDoc(), {});
    const chars = UNICODE_SAMPLE.split(' ');
    for (const buf of [files.pdf, files.keyPdf as Buffer]) {
      const t = await pdfText(buf);
      expect(missing(t, chars)).toEqual([]);
      expect(t).toContain('Кириллица');
    }
    for (const buf of [files.docx, files.keyDocx as Buffer]) expect(missing(await docxText(buf), chars)).toEqual([]);
    // The PDF embeds DejaVu rather than relying on a built-in font that cannot draw these.
    expect(files.pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans/);
    // Word cannot embed fonts: the document's default run font names one every Office install has.
    expect(await docxXml(files.docx, 'word/styles.xml')).toMatch(/<w:rPrDefault><w:rPr><w:rFonts w:ascii="Calibri"/);
  });
});

describe('page layout', () => {
  it('never splits a question of the 50-question test across PDF pages', async () => {
    const doc = buildTest(50);
    const files = await renderDocuments(doc, {});
    const pages = await pdfPages(files.pdf);
    expect(pages.length).toBeGreaterThan(3);
    for (const q of doc.sections.flatMap((s) => s.blocks)) {
      if (q.type !== 'question') continue;
      const last = q.options?.[q.options.length - 1];
      const page = pages.findIndex((p) => p.includes(q.prompt));
      expect(page).toBeGreaterThanOrEqual(0);
      if (last) expect(pages[page]).toContain(last);
    }
  });

  it('marks DOCX question paragraphs keep-with-next and keep-lines', async () => {
    const doc = samples.find((s) => s.name === 'quiz')!.doc;
    const xml = await docxXml((await renderDocuments(doc, {})).docx);
    const prompt = xml.split('<w:p>').find((p) => p.includes('Where in the plant cell'));
    expect(prompt).toContain('<w:keepNext/>');
    expect(prompt).toContain('<w:keepLines/>');
  });
});
