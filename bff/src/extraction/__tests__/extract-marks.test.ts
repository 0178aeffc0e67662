import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractText } from '..';

const corpus = (file: string) => readFileSync(join(__dirname, '../../content/__fixtures__/corpus', file));

// The corpus docx/pptx hold the book's key terms in bold and its parts as heading styles / slide
// titles (scripts/corpus/write.mjs); the deck's second slide is the book's key vocabulary.
describe('extraction keeps what plain text loses', () => {
  test('docx: heading styles and bold/italic runs', async () => {
    const file = 'os-physics-scientific-methods.docx';
    const r = await extractText(file, corpus(file));
    expect(r.marks!.headings).toEqual(
      expect.arrayContaining(['Scientific Methods', 'Modeling', 'Scientific Laws and Theories']),
    );
    expect(r.marks!.emphasis).toEqual(expect.arrayContaining(['hypothesis', 'experiment', 'scientific law']));
  });

  test('pptx: slide titles and bold runs, the first slide’s title as the title', async () => {
    const file = 'os-physics-scientific-methods.pptx';
    const r = await extractText(file, corpus(file));
    expect(r.marks!.title).toBe('The Scientific Methods');
    expect(r.marks!.headings).toEqual(expect.arrayContaining(['Key vocabulary', 'Modeling']));
    expect(r.marks!.emphasis).toEqual(expect.arrayContaining(['hypothesis', 'observation']));
  });

  test('txt and pdf have no marks', async () => {
    expect((await extractText('a.txt', corpus('os-physics-scientific-methods.txt'))).marks).toBeUndefined();
  });
});
