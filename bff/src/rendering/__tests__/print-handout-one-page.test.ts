// A parent letter prints on one Letter page, header included, for every tuning text of the
// real corpus and at any grade, and for typed topics, at the print layout's own type sizes. Rendered by the real PDF
// renderer and read back with pdf-parse, page by page; the closing line proves the whole letter is there.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractText } from '../../extraction';
import { createContentEngine, createOfflineProvider } from '../../content';
import { CLOSING } from '../../content/kinds/parent-handout/letter.words';
import { generationInput } from '../../gateways/openai/__tests__/fake-model';
import { renderPdf } from '../rendering.pdf';
import { closeReaders, norm, pdfPages } from './read-back';

jest.setTimeout(120000);
afterAll(closeReaders);

const engine = createContentEngine(createOfflineProvider());
const dir = join(__dirname, '../../content/__fixtures__/corpus');
const manifest = JSON.parse(readFileSync(join(dir, 'sections.json'), 'utf8')) as {
  texts: Array<{ id: string; set: string }>;
};
// Every tuning section (held-out books are only measured, corpus README), at no grade, 4 and 11.
const cases = manifest.texts
  .filter((t) => t.set === 'tuning')
  .flatMap(({ id }) => ['', '4', '11'].map((g) => [id, g] as const));
async function oneLetterPage(id: string, grade: string) {
  const file = `${id}.txt`;
  const text = (await extractText(file, readFileSync(join(dir, file)))).text;
  const doc = await engine.generate(
    generationInput(
      { kind: 'parent_handout', difficulty: 'mixed', ...(grade ? { grade_level: grade } : {}) },
      text,
      file,
    ),
  );
  const pages = await pdfPages(await renderPdf(doc, 'student', new Map()));
  expect(pages).toHaveLength(1);
  expect(pages[0]).toContain(norm(doc.title));
  expect(pages[0]).toContain(norm(CLOSING));
}

const title = '%s, grade “%s”: the parent handout is one printed page, ending with its closing';
// A long title ("Aesop's Fables: The Fox and the Grapes and other fables", the Beagle's) once pushed the
// questions onto a second page, and the sorting-network lesson plan once made no letter at all (a 500).
it.each(cases)(title, oneLetterPage);

// A typed topic: a math letter keeps its worked example whole and gives way in its word list; any
// other topic has the class routines. Fractions, with its long title and five class words, used to spill.
it.each([
  'Adding fractions with unlike denominators',
  'Solving two-step linear equations',
  'Long division',
  'Causes of World War I',
])('typed topic “%s”: the parent handout is one printed page', async (topic) => {
  const doc = await engine.generate(
    generationInput({ kind: 'parent_handout', difficulty: 'mixed', grade_level: '5' }, undefined, topic),
  );
  const pages = await pdfPages(await renderPdf(doc, 'student', new Map()));
  expect(pages).toHaveLength(1);
  expect(pages[0]).toContain(norm(CLOSING));
});
