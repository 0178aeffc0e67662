// List numbers live outside the text in Word (numbering.xml) and PowerPoint (a:buAutoNum): the
// extracted text writes them out, so a procedure's "1. 2. 3." reaches the reader.
import { AlignmentType, Document, HeadingLevel, LevelFormat, Packer, Paragraph, TextRun } from 'docx';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractText } from '../index';
import { parseXml, xmlText } from '../extraction.xml';

const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

function numberedDocx(): Promise<Buffer> {
  const level = (lvl: number, format: (typeof LevelFormat)[keyof typeof LevelFormat], text: string) => ({
    level: lvl,
    format,
    text,
    alignment: AlignmentType.START,
  });
  const steps = {
    reference: 'steps',
    levels: [level(0, LevelFormat.DECIMAL, '%1.'), level(1, LevelFormat.LOWER_LETTER, '%2.')],
  };
  const dots = { reference: 'dots', levels: [level(0, LevelFormat.BULLET, '•')] };
  const p = (text: string, numbering?: { reference: string; level: number }) =>
    new Paragraph({ children: [new TextRun(text)], ...(numbering ? { numbering } : {}) });
  const doc = new Document({
    numbering: { config: [steps, dots] },
    sections: [
      {
        children: [
          new Paragraph({ text: 'Making Paper', heading: HeadingLevel.HEADING_1 }),
          p('Pulp the fibres.', { reference: 'steps', level: 0 }),
          p('Soak them overnight.', { reference: 'steps', level: 1 }),
          p('Beat them smooth.', { reference: 'steps', level: 1 }),
          p('Spread the pulp on a screen.', { reference: 'steps', level: 0 }),
          p('A note between the steps.'),
          p('Press and dry the sheet.', { reference: 'steps', level: 0 }),
          p('Cotton rag', { reference: 'dots', level: 0 }),
          p('Wood pulp', { reference: 'dots', level: 0 }),
          new Paragraph({ text: 'Recycling', heading: HeadingLevel.HEADING_1 }),
          p('Collect old paper.', { reference: 'steps', level: 0 }),
          p('Soak it.', { reference: 'steps', level: 0 }),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}

describe('list numbers in extracted text', () => {
  it('docx: numbered items carry their numbers (nested levels lettered, an interrupted list continues, a new section restarts), bullets a dash', async () => {
    const out = await extractText('paper.docx', await numberedDocx());
    expect(lines(out.text)).toEqual([
      'Making Paper',
      '1. Pulp the fibres.',
      'a. Soak them overnight.',
      'b. Beat them smooth.',
      '2. Spread the pulp on a screen.',
      'A note between the steps.',
      '3. Press and dry the sheet.',
      '- Cotton rag',
      '- Wood pulp',
      'Recycling',
      '1. Collect old paper.',
      '2. Soak it.',
    ]);
  });

  it('pptx: auto-numbered paragraphs are numbered per text box (a second list restarts), bullets a dash', async () => {
    // Built with pptxgenjs (scripts/corpus/write.mjs): a:buAutoNum and a:buChar paragraphs; a list
    // that runs on to the next slide states its start (startAt), the lesson's second list restarts.
    const corpus = (file: string) => readFileSync(join(__dirname, '../../content/__fixtures__/corpus', file));
    const lesson = await extractText('binary.pptx', corpus('cs-unplugged-how-binary-digits-work.pptx'));
    const numbered = lines(lesson.text).filter((l) => /^\d+\. /.test(l));
    expect(numbered.slice(0, 9).map((l) => l.split('.')[0])).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '1']);
    expect(numbered[0]).toBe(
      "1. Hold the first 5 cards (1, 2, 4, 8 and 16 dots), but don't let students see the dots. Ask for 5 students to volunteer to be “bits”, and have them stand in a line in front of the class.",
    );
    expect(numbered[8]).toMatch(
      /^1\. Remind the students that the rule is that a card either has the dots fully visible/,
    );
    const glossary = await extractText('methods.pptx', corpus('os-physics-scientific-methods.pptx'));
    expect(lines(glossary.text)).toContain(
      '- hypothesis: testable statement that describes how something in the natural world works',
    );
  });

  it('DrawingML: startAt, lettered and bracketed numbers, nested levels, and a plain paragraph that restarts the count', () => {
    const para = (text: string, pPr = '') => `<a:p>${pPr}<a:r><a:t>${text}</a:t></a:r></a:p>`;
    const auto = (type: string, extra = '', lvl = 0) =>
      `<a:pPr lvl="${lvl}"><a:buAutoNum type="${type}"${extra}/></a:pPr>`;
    const xml = `<p:txBody xmlns:a="a" xmlns:p="p">${[
      para('Seven', auto('arabicPeriod', ' startAt="7"')),
      para('Eight', auto('arabicPeriod')),
      para('Sub one', auto('alphaLcParenR', '', 1)),
      para('Sub two', auto('alphaLcParenR', '', 1)),
      para('Nine', auto('arabicPeriod')),
      para('Plain'),
      para('One again', auto('romanUcPeriod')),
      para('Two again', auto('romanUcPeriod')),
    ].join('')}</p:txBody>`;
    expect(lines(xmlText(parseXml(xml)))).toEqual([
      '7. Seven',
      '8. Eight',
      'a) Sub one',
      'b) Sub two',
      '9. Nine',
      'Plain',
      'I. One again',
      'II. Two again',
    ]);
  });
});
