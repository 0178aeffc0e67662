// Scanned material read by OCR through extractText, with real files: a scanned pdf, a mixed pdf, a Word
// file with a picture of text, a deck with a screenshot slide, hostile pictures. The scans are made from
// known text when the test runs (testing.scanned-pages.ts); OCR takes seconds a page on two shared cores.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EXTRACTION_MESSAGES, extractText, stopOcr, type OcrOptions } from '..';
import { scanText } from '../../testing/testing.scanned-pages';
import {
  docxWith,
  hostilePictures,
  pictureOf,
  pptxWith,
  scannedPdf,
  slideScreenshot,
} from '../../testing/testing.scanned-files';
import { wordAccuracy } from '../../testing/testing.ocr-accuracy';
import { failure } from './fixtures/make-files';

jest.setTimeout(240_000);
afterAll(() => stopOcr());

const PASSAGE =
  'Memory is an information processing system; therefore, we often compare it to a computer. Memory is the ' +
  'set of processes used to encode, store, and retrieve information over different periods of time.\n\n' +
  'Encoding\n\nWe get information into our brains through a process called encoding, which is the input of ' +
  'information into the memory system. Once we receive sensory information from the environment, our brains ' +
  'label or code it. We organize the information with other similar information and connect new concepts to ' +
  'existing concepts. Encoding information occurs through automatic processing and effortful processing.';
const SECOND =
  'Storage\n\nOnce the information has been encoded, we have to somehow retain it. Our brains take the encoded ' +
  'information and place it in storage. Storage is the creation of a permanent record of information.';

// A section of the reading corpus (OpenStax Anthropology, CC BY): long enough for two full columns.
const SECTION = readFileSync(join(__dirname, '../../content/__fixtures__/corpus/os-anthropology-kinship.txt'), 'utf8');

const ocr = (over: Partial<OcrOptions> = {}): OcrOptions => ({
  account: 'teacher-a',
  maxPages: 30,
  pageTimeoutMs: 180_000,
  keepPartial: false,
  ...over,
});

// A copier's scan: 200 dpi, turned a degree, grey paper, noise, a running head and page numbers.
const COPIER = { dpi: 200, angleDeg: 1, noise: 12, paper: 242, header: 'Psychology — Unit 3', pageNumbers: true };

describe('OCR of scanned material', () => {
  it('reads a scanned pdf: page order, running head and page numbers dropped, hyphens joined, progress', async () => {
    const first = scanText(PASSAGE, { ...COPIER, hyphenate: true }).pages[0];
    const second = scanText(SECOND, { ...COPIER, seed: 2 }).pages[0];
    const progress: Array<[number, number]> = [];
    const out = await extractText('scan.pdf', await scannedPdf([first, second]), {
      ocr: ocr({ onProgress: (done, total) => progress.push([done, total]) }),
    });
    expect(wordAccuracy(`${first.text}\n\n${second.text}`, out.text)).toBeGreaterThanOrEqual(0.97);
    expect(out.text).not.toMatch(/Psychology — Unit 3/);
    expect(out.text).not.toMatch(/^\s*\d+\s*$/m);
    expect(out.text).toMatch(/^Memory is an information/);
    expect(out.text.indexOf('Storage')).toBeGreaterThan(out.text.indexOf('effortful processing'));
    expect(out.text).not.toMatch(/\w-\s\w/); // no word left broken at a line end
    expect(progress).toEqual([
      [1, 2],
      [2, 2],
    ]);
    expect(out.ocr).toEqual({ pages: 2, chars: out.chars, confidence: expect.any(Number) });
    expect(out.ocr!.confidence).toBeGreaterThan(80);
  });

  it('reads a two-column page column by column: the left one to its foot, then the right one', async () => {
    // A textbook section photocopied in two columns, enough text to fill the left column and run on.
    const page = scanText(SECTION, { ...COPIER, columns: 2, hyphenate: true }, 1).pages[0];
    const out = await extractText('columns.pdf', await scannedPdf([page]), { ocr: ocr() });
    // Read across the columns (paragraphs taken from the top whichever column they are in), the text is
    // shuffled: with the columns ignored the word accuracy measured 43 %.
    expect(wordAccuracy(page.text, out.text)).toBeGreaterThanOrEqual(0.97);
  });

  it('straightens a page put on the glass crooked (turned 3°) before reading it', async () => {
    const page = scanText(PASSAGE, { dpi: 200, angleDeg: 3, noise: 8, paper: 245 }).pages[0];
    const out = await extractText('crooked.pdf', await scannedPdf([page]), { ocr: ocr() });
    // Read as it lies (no rotateAuto), this page measured 34 % word accuracy, a full page turned 3° 9 %.
    expect(wordAccuracy(page.text, out.text)).toBeGreaterThanOrEqual(0.97);
  });

  it('reads a mixed pdf: text pages kept as they are, the scanned page read in its place', async () => {
    const scan = scanText(SECOND, { dpi: 200 }).pages[0];
    const typed = (n: string) =>
      `Page ${n} is typed. ${'The sun ☼ is a star of the Milky Way, with αβγ and ≤ signs. '.repeat(3)}`;
    const out = await extractText('mixed.pdf', await scannedPdf([typed('one'), scan, typed('three')]), { ocr: ocr() });
    const flat = out.text.replace(/\s+/g, ' ');
    const [one, three] = [flat.indexOf(typed('one').trim()), flat.indexOf(typed('three').trim())];
    expect(one).toBe(0);
    expect(flat.indexOf('permanent record of information')).toBeGreaterThan(one);
    expect(three).toBeGreaterThan(flat.indexOf('permanent record of information'));
    expect(out.ocr).toMatchObject({ pages: 1 });
    expect(out.ocr!.chars).toBeLessThan(out.chars);
  });

  it('reads a picture of text in a Word file in its place between the paragraphs', async () => {
    const picture = pictureOf(scanText(SECOND, { dpi: 200, angleDeg: -0.8, noise: 8 }).pages[0]);
    const docx = await docxWith([
      'Before the picture: a typed paragraph.',
      picture,
      'After the picture: the last words.',
    ]);
    const out = await extractText('notes.docx', docx, { ocr: ocr() });
    const at = ['Before the picture', 'permanent record of information', 'After the picture'].map((s) =>
      out.text.indexOf(s),
    );
    expect(at[0]).toBe(0);
    expect(at[1]).toBeGreaterThan(at[0]);
    expect(at[2]).toBeGreaterThan(at[1]);
    expect(out.ocr).toMatchObject({ pages: 1 });
  });

  it('reads a slide that is a screenshot, in slide order, and leaves typed slides as they are', async () => {
    const shot = slideScreenshot('The Water Cycle', [
      'Evaporation turns water into vapour',
      'Condensation forms clouds',
    ]);
    const pptx = await pptxWith([
      { title: 'Lesson plan', body: 'Typed on the first slide' },
      { pictures: [shot] },
      { title: 'Exit ticket', body: 'Typed on the last slide' },
    ]);
    const out = await extractText('deck.pptx', pptx, { ocr: ocr() });
    const at = ['Typed on the first slide', 'The Water Cycle', 'Condensation forms clouds', 'Exit ticket'].map((s) =>
      out.text.indexOf(s),
    );
    expect(at.every((n) => n >= 0)).toBe(true);
    expect(at).toEqual([...at].sort((a, b) => a - b));
    expect(out.ocr).toMatchObject({ pages: 1 });
  });

  it('reads at most maxPages pages and says how many were left', async () => {
    const pages = ['First page of three.', 'Second page of three.', 'Third page of three.'].map(
      (t) => scanText(t, { dpi: 150 }).pages[0],
    );
    const out = await extractText('long.pdf', await scannedPdf(pages), { ocr: ocr({ maxPages: 2 }) });
    expect(out.text).toContain('Second page of three');
    expect(out.text).not.toContain('Third');
    expect(out.ocr).toMatchObject({ pages: 2, skipped: 1 });
  });

  it('answers 422 at once when a page overruns its time budget', async () => {
    const page = scanText(PASSAGE, { dpi: 200 }).pages[0];
    const err = await failure(extractText('slow.pdf', await scannedPdf([page]), { ocr: ocr({ pageTimeoutMs: 1 }) }));
    expect([err.status, err.detail]).toEqual([422, EXTRACTION_MESSAGES.ocrBudget(0, 1)]);
  });
});

describe('hostile pictures get a clear 4xx, fast', () => {
  const hostile = hostilePictures();
  const only = async (picture: (typeof hostile)['bomb']) => {
    const started = Date.now();
    const err = await failure(extractText('hostile.docx', await docxWith([picture]), { ocr: ocr() }));
    return { err, ms: Date.now() - started };
  };

  it.each([
    ['a decompression bomb (20,000 × 20,000 pixels in 400 KB)', 'bomb', EXTRACTION_MESSAGES.tooComplex],
    ['a picture declaring 60,000 × 60,000 pixels', 'huge', EXTRACTION_MESSAGES.tooComplex],
    ['a JPEG of noise after its start marker', 'corruptJpeg', EXTRACTION_MESSAGES.damaged],
    ['a JPEG cut short', 'truncatedJpeg', EXTRACTION_MESSAGES.damaged],
    ['a PNG whose pixel data is garbled', 'corruptPng', EXTRACTION_MESSAGES.damaged],
  ] as const)('%s, alone in a Word file: 422', async (_, name, detail) => {
    const { err, ms } = await only(hostile[name]);
    expect([err.status, err.detail]).toEqual([422, detail]);
    expect(ms).toBeLessThan(20_000); // a thread start and a header, never a decode of 400 million pixels
  });

  it('keeps the text of a Word file around a hostile picture', async () => {
    const out = await extractText(
      'mixed.docx',
      await docxWith(['Typed text stays.', hostile.bomb, hostile.corruptJpeg]),
      {
        ocr: ocr(),
      },
    );
    expect(out.text).toBe('Typed text stays.');
    expect(out.ocr).toBeUndefined();
  });
});
