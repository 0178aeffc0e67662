import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractText } from '..';

const corpus = (file: string) => readFileSync(join(__dirname, '../../content/__fixtures__/corpus', file));

// The corpus docx/pptx hold the book's key terms in bold (scripts/corpus/build-corpus.mjs).
describe('extraction keeps what plain text loses', () => {
  test('docx: heading styles and bold/italic runs', async () => {
    const r = await extractText('logic-arguments.docx', corpus('logic-arguments.docx'));
    expect(r.marks!.headings).toEqual(
      expect.arrayContaining(['Arguments', 'Getting to the Premises', 'Truth Analysis']),
    );
    expect(r.marks!.emphasis).toEqual(expect.arrayContaining(['argument', 'premises', 'inference']));
  });

  test('pptx: slide titles and bold runs, the first slide’s title as the title', async () => {
    const r = await extractText('logic-arguments.pptx', corpus('logic-arguments.pptx'));
    expect(r.marks!.title).toBe('Arguments');
    expect(r.marks!.headings).toContain('Logical Analysis');
    expect(r.marks!.emphasis).toEqual(expect.arrayContaining(['argument', 'premises']));
  });

  test('txt and pdf have no marks', async () => {
    expect((await extractText('a.txt', corpus('logic-arguments.txt'))).marks).toBeUndefined();
  });
});
