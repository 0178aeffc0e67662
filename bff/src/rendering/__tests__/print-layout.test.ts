// Print layout, read back from the printed files: a crossword's grid and clues start on page 1, no
// last page holds a single orphan item, and the offline-draft note is not printed on the sheet.
import type { Block, GeneratedDocument } from '@lessonloom/document';
import { buildTest, doc, quizDoc, section } from '@lessonloom/document/fixtures';
import { renderDocx } from '../rendering.docx';
import { renderPdf } from '../rendering.pdf';
import { closeReaders, docxText, docxXml, pdfPages, questions } from './read-back';

jest.setTimeout(60000);
afterAll(closeReaders);

const none = new Map();

/** A 15 x 15 crossword (the size that used to push the grid to page 2): eight across, eight down. */
function bigCrossword(): Extract<Block, { type: 'crossword' }> {
  const words = [
    'PHOTOSYNTHESIS',
    'CHLOROPHYLLS',
    'EVAPORATION',
    'CONDENSATION',
    'PRECIPITATION',
    'RESPIRATION',
    'CHLOROPLASTS',
    'STOMATA',
  ];
  const entries: Extract<Block, { type: 'crossword' }>['entries'] = [];
  words.forEach((w, i) => {
    entries.push({
      number: i + 1,
      direction: 'across',
      clue: `Across clue ${i + 1} about ${w.toLowerCase()}`,
      answer: w,
      row: i * 2,
      col: 0,
    });
    entries.push({
      number: 20 + i,
      direction: 'down',
      clue: `Down clue ${i + 1}`,
      answer: w.slice(0, 15),
      row: 0,
      col: 14 - i,
    });
  });
  return { type: 'crossword', rows: 15, cols: 15, entries };
}

it('starts a large crossword and its clues on page 1, under the header', async () => {
  const puzzle = doc(
    'puzzle',
    'Crossword: Photosynthesis and the Water Cycle',
    [section('Crossword', [bigCrossword()], 'Use the clues to fill in the crossword.')],
    {
      puzzle_type: 'crossword',
      instructions: 'Use the clues to fill in the crossword. Every answer comes from the reading.',
    },
  );
  const pages = await pdfPages(await renderPdf(puzzle, 'student', none));
  expect(pages[0]).toContain('Across');
  expect(pages[0]).toContain('1. Across clue 1 about photosynthesis (14)');
  // The grid's numbered squares are on page 1 too (numbers are drawn in their squares).
  expect(pages[0].indexOf('Crossword ')).toBeLessThan(pages[0].indexOf('Across'));
  const keyPages = await pdfPages(await renderPdf(puzzle, 'answer_key', none));
  expect(keyPages[0]).toContain('1. Across clue 1 about photosynthesis (14) — PHOTOSYNTHESIS');
});

/** How many of the document's questions start on the PDF's last page. */
function questionsOnLastPage(pages: string[], d: GeneratedDocument): number {
  const last = pages[pages.length - 1];
  return questions(d).filter((q) => last.includes(`${q.number}. ${q.prompt.slice(0, 25)}`)).length;
}

it('never leaves one question alone on the last page of a multi-page test', async () => {
  let multiPage = 0;
  const orphaned: number[] = [];
  for (let n = 10; n <= 30; n++) {
    const test = buildTest(n);
    const pages = await pdfPages(await renderPdf(test, 'student', none));
    if (pages.length < 2) continue;
    multiPage++;
    if (questionsOnLastPage(pages, test) < 2) orphaned.push(n);
  }
  expect(multiPage).toBeGreaterThan(10);
  // Test lengths whose last page held a single question.
  expect(orphaned).toEqual([]);
});

it('does not print the offline-draft note on the student sheet, the key or the footer', async () => {
  const draft: GeneratedDocument = { ...quizDoc(), offline_draft: true };
  for (const variant of ['student', 'answer_key'] as const) {
    const docx = await renderDocx(draft, variant, none);
    const pdf = (await pdfPages(await renderPdf(draft, variant, none))).join(' ');
    for (const text of [await docxText(docx), await docxXml(docx, 'word/footer1.xml'), pdf]) {
      expect(text).not.toMatch(/offline generator|please review before use/i);
    }
  }
});

it('binds the second-to-last question to the last one in Word ("keep with next" on every paragraph)', async () => {
  const test = buildTest(18);
  const [penultimate, last] = questions(test).slice(-2);
  const xml = await docxXml(await renderDocx(test, 'student', none));
  const paragraphs = xml.match(/<w:p[ >][\s\S]*?<\/w:p>/g) ?? [];
  const at = (prompt: string) => paragraphs.findIndex((p) => p.includes(prompt.slice(0, 30)));
  const from = at(penultimate.prompt);
  const to = at(last.prompt);
  expect(from).toBeGreaterThan(0);
  expect(to).toBeGreaterThan(from);
  const loose = paragraphs.slice(from, to).filter((p) => !p.includes('<w:keepNext/>'));
  expect(loose).toEqual([]);
  // The first question keeps only its own lines together: the rule applies to the last pair only.
  const first = paragraphs.slice(at(questions(test)[0].prompt), at(questions(test)[1].prompt));
  expect(first.every((p) => p.includes('<w:keepNext/>'))).toBe(false);
});
