import { ocrPagesText, runningLines, type WordCheck } from '../extraction.ocr-text';
import { readingOrder } from '../extraction.ocr-layout';
import { readTsv, type OcrLine, type OcrPage, type OcrParagraph } from '../extraction.ocr-tsv';

// A letter page at 150 dpi: 1275 × 1650 pixels; margins bands are the top and bottom 9 %.
const W = 1275;
const H = 1650;
const line = (text: string, left: number, top: number, right = left + 900, confidence = 95): OcrLine => ({
  words: text.split(' '),
  confidences: text.split(' ').map(() => confidence),
  left,
  top,
  right,
  bottom: top + 20,
});
const para = (...lines: OcrLine[]): OcrParagraph => ({
  lines,
  left: Math.min(...lines.map((l) => l.left)),
  top: Math.min(...lines.map((l) => l.top)),
  right: Math.max(...lines.map((l) => l.right)),
  bottom: Math.max(...lines.map((l) => l.bottom)),
});
const page = (...paragraphs: OcrParagraph[]): OcrPage => ({ width: W, height: H, paragraphs });

const DICTIONARY = new Set(['encoding', 'self', 'reference', 'memory', 'the', 'well', 'known', 'process']);
const isWord: WordCheck = (w) => DICTIONARY.has(w);

describe('reading order of a scanned page', () => {
  it('reads a title across the top, then the left column, then the right one', () => {
    const title = para(line('How Memory Functions', 135, 150, 1140));
    const left = [para(line('Left one', 135, 200, 600)), para(line('Left two', 135, 700, 600))];
    const right = [para(line('Right one', 665, 180, 1140)), para(line('Right two', 665, 600, 1140))];
    // Tesseract's own block numbering can interleave the columns; the order must not depend on it.
    const shuffled = [right[1], left[1], title, right[0], left[0]];
    expect(readingOrder(shuffled).map((p) => p.lines[0].words.join(' '))).toEqual([
      'How Memory Functions',
      'Left one',
      'Left two',
      'Right one',
      'Right two',
    ]);
  });

  it('keeps a one-column page top to bottom, short headings included', () => {
    const ps = [
      para(line('Second paragraph of the page', 135, 400, 1140)),
      para(line('Encoding', 135, 300, 300)),
      para(line('First paragraph of the page', 135, 150, 1140)),
    ];
    expect(readingOrder(ps).map((p) => p.lines[0].words[0])).toEqual(['First', 'Encoding', 'Second']);
  });
});

describe('text of scanned pages', () => {
  it('joins the lines of a paragraph and decides each line-end hyphen with the dictionary', () => {
    const p = para(
      line('We call this process enco-', 135, 200),
      line('ding, and the self-', 135, 225),
      line('reference effect helps. A well-', 135, 250),
      line('known fact.', 135, 275),
    );
    const { texts } = ocrPagesText([page(p)], isWord);
    expect(texts[0]).toBe('We call this process encoding, and the self-reference effect helps. A well-known fact.');
  });

  it('joins an unknown word broken at a line end when its head is not a word on its own', () => {
    const { texts } = ocrPagesText(
      [page(para(line('the magneto-', 135, 200), line('gram shows it.', 135, 225)))],
      isWord,
    );
    expect(texts[0]).toBe('the magnetogram shows it.');
  });

  it('keeps list items on their own lines', () => {
    const p = para(
      line('Read the sentences:', 135, 200),
      line('1. The notes were sour', 135, 225),
      line('2. The voyage', 135, 250),
    );
    expect(ocrPagesText([page(p)], isWord).texts[0]).toBe('Read the sentences:\n1. The notes were sour\n2. The voyage');
  });

  it('joins a paragraph that a column break or a page break cut in two', () => {
    const first = page(para(line('The memory of the', 135, 1400)), para(line('Psychology 101', 135, 60, 400)));
    const second = page(
      para(line('Psychology 101', 135, 60, 400)),
      para(line('process goes on. Next sentence.', 135, 150)),
    );
    const { texts } = ocrPagesText([first, second], isWord);
    expect(texts).toEqual(['The memory of the process goes on. Next sentence.', '']);
  });

  it('does not join across pages that do not follow each other in the file', () => {
    const first = page(para(line('The memory of the', 135, 400)));
    const second = page(para(line('process goes on.', 135, 400)));
    expect(ocrPagesText([first, second], isWord, [[0], [1]]).texts).toEqual(['The memory of the', 'process goes on.']);
  });

  it('drops page numbers and running heads repeated on the pages, keeps the body and counts confidence', () => {
    const pages = [1, 2, 3].map((n) =>
      page(
        para(line(`Unit 4 Reading — page ${n}`, 135, 60, 500)),
        para(line(`Body text of page ${n}.`, 135, 200, 1140, 80)),
        para(line(n === 2 ? '- 2 -' : String(n), 620, 1580, 660)),
      ),
    );
    const result = ocrPagesText(pages, isWord);
    expect(result.texts).toEqual(['Body text of page 1.', 'Body text of page 2.', 'Body text of page 3.']);
    expect(result.words).toBe(15);
    expect(result.confidence).toBe(80);
  });

  it('drops a footer repeated at the foot of the pages, read with a slip on one, and keeps the body line like it', () => {
    const footer = (n: number) =>
      n === 3 ? 'Lincoln Middle Schoo1 — Grade 7 Science' : 'Lincoln Middle School — Grade 7 Science';
    const pages = [1, 2, 3, 4].map((n) =>
      page(
        para(line(`Body text of page ${n}.`, 135, 200, 1140)),
        // The footer's words also stand in the body once: only the copies in the bottom margin go.
        ...(n === 2 ? [para(line('Lincoln Middle School — Grade 7 Science', 135, 700, 900))] : []),
        para(line(footer(n), 135, 1560, 900)),
      ),
    );
    expect(ocrPagesText(pages, isWord).texts).toEqual([
      'Body text of page 1.',
      'Body text of page 2.\n\nLincoln Middle School — Grade 7 Science',
      'Body text of page 3.',
      'Body text of page 4.',
    ]);
  });

  it('keeps a line in the margin that does not repeat (a one-page handout keeps its title line)', () => {
    const single = page(para(line('Field trip permission', 135, 60, 500)), para(line('Body.', 135, 200)));
    expect(runningLines([single]).size).toBe(0);
    expect(ocrPagesText([single], isWord).texts[0]).toBe('Field trip permission\n\nBody.');
  });

  it('keeps words read with low confidence (a name, a number): the teacher checks them, nothing is dropped', () => {
    const p = para(line('Ms Okonkwo scored 87 on', 135, 300, 900, 22), line('the second test.', 135, 325));
    const result = ocrPagesText([page(p)], isWord);
    expect(result.texts[0]).toBe('Ms Okonkwo scored 87 on the second test.');
    expect(result.confidence).toBe(Math.round(((5 * 22 + 3 * 95) / 8) * 10) / 10);
  });

  it('drops specks read as text: marks without a letter or digit', () => {
    const p = page(para(line('~ : ·', 135, 300, 200, 30)), para(line('Real words.', 135, 400)));
    expect(ocrPagesText([p], isWord).texts[0]).toBe('Real words.');
  });
});

describe('readTsv', () => {
  it('groups Tesseract word rows into paragraphs and lines with boxes and confidences', () => {
    const tsv = [
      'level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext',
      '1\t1\t0\t0\t0\t0\t0\t0\t1275\t1650\t-1\t',
      '5\t1\t1\t1\t1\t1\t135\t200\t80\t20\t96.5\tWater',
      '5\t1\t1\t1\t1\t2\t225\t200\t60\t20\t91\tcycle',
      '5\t1\t1\t1\t2\t1\t135\t230\t90\t20\t88\tprocess',
      '5\t1\t2\t1\t1\t1\t700\t200\t50\t20\t77\tRight',
    ].join('\n');
    const result = readTsv(tsv, W, H);
    expect(result.paragraphs).toHaveLength(2);
    expect(result.paragraphs[0].lines.map((l) => l.words)).toEqual([['Water', 'cycle'], ['process']]);
    expect(result.paragraphs[0]).toMatchObject({ left: 135, top: 200, right: 285, bottom: 250 });
    expect(result.paragraphs[0].lines[0].confidences).toEqual([96.5, 91]);
  });
});
