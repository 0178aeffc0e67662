// On a real text: page 1 is never empty under the header. A matching sheet drawn from a
// physics corpus text used to be kept whole and pushed to page 2; every kind (matching, vocabulary,
// organisers, rubric...) must start its content on page 1, and a table split across pages repeats its heads.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONTENT_KINDS, WORKSHEET_STYLES, type Block, type GeneratedDocument } from '@lessonloom/contracts';
import { matchingLeftText, MATCHING_COLUMNS } from '@lessonloom/document';
import { extractText } from '../../extraction';
import { createContentEngine, createOfflineProvider } from '../../content';
import { generationInput } from '../../gateways/openai/__tests__/fake-model';
import { renderDocx } from '../rendering.docx';
import { renderPdf } from '../rendering.pdf';
import { blocks, closeReaders, docxXml, norm, pdfPages } from './read-back';

jest.setTimeout(120000);
afterAll(closeReaders);

const none = new Map();
const engine = createContentEngine(createOfflineProvider());
const FILE = 'os-physics-types-of-waves.txt';

type Fields = Parameters<typeof generationInput>[0];
// Diagrams are left out: they need the browser rasterizer and hold no table.
const requests: Array<[string, Fields]> = [
  ...WORKSHEET_STYLES.map((s): [string, Fields] => [`worksheet ${s}`, { kind: 'worksheet', worksheet_style: s }]),
  ['puzzle matching_game', { kind: 'puzzle', puzzle_type: 'matching_game' }],
  ...CONTENT_KINDS.filter((k) => !['worksheet', 'puzzle', 'diagram'].includes(k)).map((k): [string, Fields] => [
    k,
    { kind: k },
  ]),
];

/** The first words a student reads of a block, as the PDF prints them. */
function opening(b: Block): string {
  const text =
    b.type === 'question'
      ? b.prompt
      : b.type === 'paragraph'
        ? b.text
        : b.type === 'list'
          ? b.items[0]
          : b.type === 'matching'
            ? matchingLeftText(b, 0)
            : b.type === 'vocabulary'
              ? b.entries[0].term
              : b.type === 'table'
                ? b.columns.join(' ')
                : b.type === 'word_bank'
                  ? b.words[0]
                  : '';
  return norm(text).slice(0, 24);
}

let text = '';
beforeAll(async () => {
  const dir = join(__dirname, '../../content/__fixtures__/corpus');
  text = (await extractText(FILE, readFileSync(join(dir, FILE)))).text;
});

async function generate(fields: Fields): Promise<GeneratedDocument> {
  return engine.generate(generationInput({ ...fields, difficulty: 'mixed' }, text, FILE));
}

it.each(requests)('%s from the physics text: page 1 holds the start of the content', async (_, fields) => {
  const doc = await generate(fields);
  const first = blocks(doc).find((b) => opening(b));
  expect(first).toBeDefined();
  const pages = await pdfPages(await renderPdf(doc, 'student', none));
  expect(pages[0]).toContain(opening(first!));
  // Word: no table is bound to one page (keep-with-next inside a table glues all its rows together).
  const tables = (await docxXml(await renderDocx(doc, 'student', none))).match(/<w:tbl>[\s\S]*?<\/w:tbl>/g) ?? [];
  expect(tables.filter((t) => t.includes('<w:keepNext/>'))).toEqual([]);
});

it('splits the matching table by rows, repeating its column heads, never leaving one row alone', async () => {
  // A matching sheet holds only terms its file defines; the physics section's key-term list, each
  // entry lengthened, gives seven long descriptions (the two it once added, "discovery" and "air flow",
  // were not meanings): a sheet longer than the rest of page 1.
  const file = 'os-physics-scientific-methods.txt';
  const source = (await extractText(file, readFileSync(join(__dirname, '../../content/__fixtures__/corpus', file))))
    .text;
  const lengthened = source.replace(
    /^(- [^:\n]+: .+)$/gm,
    '$1, as recorded in a laboratory notebook by the scientists who carried out the investigation and then ' +
      'checked again, step by step, by a second team of researchers working in another laboratory',
  );
  const doc = await engine.generate(
    generationInput({ kind: 'worksheet', worksheet_style: 'matching', difficulty: 'mixed' }, lengthened, file),
  );
  const block = blocks(doc).find((b): b is Extract<Block, { type: 'matching' }> => b.type === 'matching')!;
  const rows = block.left.map((_, i) => norm(matchingLeftText(block, i)));
  const pages = await pdfPages(await renderPdf(doc, 'student', none));
  const onPage = pages.map((p) => rows.filter((r) => p.includes(r)).length);
  // Most rows on page 1, the rest after.
  expect(pages.length).toBeGreaterThan(1);
  expect(onPage[0]).toBeGreaterThan(rows.length / 2);
  expect(onPage.reduce((a, b) => a + b, 0)).toBe(rows.length);
  pages.forEach((p, i) => {
    if (onPage[i] > 0) expect(p).toContain(`${MATCHING_COLUMNS[0]} ${MATCHING_COLUMNS[1]}`);
  });
  expect(onPage.filter((n) => n === 1)).toEqual([]);
  // Word: the heads row repeats on each page and no row breaks in the middle.
  const xml = await docxXml(await renderDocx(doc, 'student', none));
  const table = xml.match(/<w:tbl>[\s\S]*?<\/w:tbl>/g)!.find((t) => t.includes(MATCHING_COLUMNS[0]))!;
  const trs = table.match(/<w:tr[ >][\s\S]*?<\/w:tr>/g)!;
  expect(trs).toHaveLength(rows.length + 1);
  expect(trs[0]).toContain('<w:tblHeader/>');
  expect(trs.filter((r) => !r.includes('<w:cantSplit/>'))).toEqual([]);
});

it.each(['os-physics-types-of-waves.txt', 'os-anthropology-elements-of-culture.txt'])(
  'lesson plan from %s: every section heading is printed on the page where its first block starts',
  async (file) => {
    const dir = join(__dirname, '../../content/__fixtures__/corpus');
    const source = (await extractText(file, readFileSync(join(dir, file)))).text;
    const doc = await engine.generate(
      generationInput({ kind: 'lesson_plan', difficulty: 'mixed', grade_level: '8' }, source, file),
    );
    const pages = await pdfPages(await renderPdf(doc, 'student', none));
    const headed = doc.sections.filter((s) => s.heading && s.blocks.length && opening(s.blocks[0]));
    expect(headed.length).toBeGreaterThan(3);
    for (const s of headed) {
      const page = pages.findIndex((p) => p.includes(norm(s.heading!)));
      expect([s.heading, page >= 0 && pages[page].includes(opening(s.blocks[0]))]).toEqual([s.heading, true]);
    }
  },
);
