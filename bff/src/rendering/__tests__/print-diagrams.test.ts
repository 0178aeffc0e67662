// Every diagram type, drawn from several corpus texts, prints whole: the drawing starts on page 1 under
// the sheet's header (poppler's pdfimages lists an image on page 1), and a long timeline prints in rows
// whose text is still at least 9 pt; no label reaches outside its shape in the drawn picture.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DIAGRAM_TYPES, type GeneratedDocument } from '@lessonloom/contracts';
import { diagramSources } from '@lessonloom/document';
import { extractText } from '../../extraction';
import { createContentEngine, createOfflineProvider } from '../../content';
import { generationInput } from '../../gateways/openai/__tests__/fake-model';
import { buildDiagram } from '../../content/diagrams/mermaid.build';
import { createDiagramRasterizer } from '../rendering.diagram-rasterizer';
import { rasterizeDiagrams } from '../rendering.render';
import { renderPdf } from '../rendering.pdf';
import { renderDocx } from '../rendering.docx';
import JSZip from 'jszip';
import { printRows, TIMELINE_ROW } from '../rendering.diagram-rows';

jest.setTimeout(600_000);

// Tuning sections of the reading corpus: terms in parts (waves), dates (kinship's history of the
// field) and a process told in order (memory: encode, store, retrieve).
const FILES = ['os-physics-types-of-waves.txt', 'os-anthropology-kinship.txt', 'os-college-success-memory.txt'];
const engine = createContentEngine(createOfflineProvider());
const rasterizer = createDiagramRasterizer();
const dir = mkdtempSync(join(tmpdir(), 'print-diagrams-'));
afterAll(async () => {
  await rasterizer.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Points per CSS pixel when a picture is printed across the page's 504 pt (never enlarged). */
const PRINTABLE_PT = 612 - 2 * 54;
/** Mermaid's label size in CSS pixels (its default theme). */
const LABEL_PX = 16;

const texts = new Map<string, string>();
async function textOf(file: string) {
  if (!texts.has(file)) {
    const path = join(__dirname, '../../content/__fixtures__/corpus', file);
    texts.set(file, (await extractText(file, readFileSync(path))).text);
  }
  return texts.get(file)!;
}

function imagesOnPageOne(pdf: Buffer, name: string): number {
  const path = join(dir, `${name}.pdf`);
  writeFileSync(path, pdf);
  const list = execFileSync('pdfimages', ['-list', '-f', '1', '-l', '1', path], { encoding: 'utf8' });
  return list.trim().split('\n').slice(2).length;
}

const cases = DIAGRAM_TYPES.flatMap((type) => FILES.map((file) => [type, file] as const));

it.each(cases)('%s from %s: the drawing is on page 1', async (type, file) => {
  expect(rasterizer.available).toBe(true); // CI installs Debian's chromium
  const doc: GeneratedDocument = await engine.generate(
    generationInput({ kind: 'diagram', worksheet_style: type, difficulty: 'mixed' }, await textOf(file), file),
  );
  const images = await rasterizeDiagrams(doc, rasterizer);
  for (const source of diagramSources(doc)) expect(images.get(source)).toBeTruthy();
  // No label outside its shape in the drawn picture (labelFit, measured where it was drawn).
  for (const source of diagramSources(doc)) {
    const image = images.get(source)!;
    const fits = (image.rows ?? [image]).map((row) => row.fit!);
    expect(fits.flatMap((f) => f.overflowing)).toEqual([]);
    if (type !== 'venn') expect(fits.reduce((n, f) => n + f.checked, 0)).toBeGreaterThan(1);
  }
  const pdf = await renderPdf(doc, 'student', images);
  expect(imagesOnPageOne(pdf, `${type}-${file}`)).toBeGreaterThanOrEqual(1);
  if (type === 'timeline')
    for (const source of diagramSources(doc)) {
      const image = images.get(source)!;
      for (const row of image.rows ?? [image])
        expect(Math.min(0.75, PRINTABLE_PT / row.width) * LABEL_PX).toBeGreaterThanOrEqual(9);
    }
});

it('the measure sees a label that leaves its shape (a word Mermaid cannot break), and the builder keys it', async () => {
  const word = 'Supercalifragilisticexpialidocious'.repeat(2);
  const drawn = await rasterizer.render(`timeline\n    1600 : ${word}\n    1700 : B`);
  expect(drawn?.fit?.overflowing).toEqual([word]);
  const built = buildDiagram(
    'timeline',
    {
      periods: [
        { period: '1600', events: [word] },
        { period: '1700', events: ['B'] },
      ],
    },
    'T',
  );
  expect(built.key).toEqual([{ mark: '1', text: word }]);
  expect((await rasterizer.render(built.mermaid))?.fit?.overflowing).toEqual([]);
});

/** Page 1 of the DOCX as LibreOffice lays it out holds the drawing (Word has no measuring of its own). */
const soffice = (() => {
  try {
    execFileSync('soffice', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe('the DOCX starts the drawing on page 1', () => {
  const timelineDoc = async () => {
    const file = 'os-anthropology-kinship.txt';
    const doc = await engine.generate(
      generationInput({ kind: 'diagram', worksheet_style: 'timeline', difficulty: 'mixed' }, await textOf(file), file),
    );
    return { doc, images: await rasterizeDiagrams(doc, rasterizer) };
  };

  it('a timeline in rows: only its last row keeps with the caption, so the first is not pushed off page 1', async () => {
    const { doc, images } = await timelineDoc();
    expect(images.get(diagramSources(doc)[0])?.rows?.length).toBeGreaterThan(1);
    const xml = await (
      await JSZip.loadAsync(await renderDocx(doc, 'student', images))
    )
      .file('word/document.xml')!
      .async('string');
    const pictures = xml.split('<w:p>').filter((p) => p.includes('<w:drawing>'));
    expect(pictures.map((p) => p.includes('<w:keepNext/>'))).toEqual(pictures.map((_, i) => i === pictures.length - 1));
  });

  (soffice ? it : it.skip)(
    'LibreOffice prints the two-row timeline and a tall cycle under a long title on page 1',
    async () => {
      const { doc, images } = await timelineDoc();
      const cycle = await engine.generate(
        generationInput(
          { kind: 'diagram', worksheet_style: 'cycle' },
          await textOf('cs-unplugged-sorting-network.txt'),
          'n.txt',
        ),
      );
      cycle.title = `${cycle.title}: a much longer title that a teacher typed to say exactly what this sheet is for`;
      for (const [name, d, drawn] of [
        ['timeline', doc, images],
        ['cycle', cycle, await rasterizeDiagrams(cycle, rasterizer)],
      ] as const) {
        const docx = join(dir, `${name}.docx`);
        writeFileSync(docx, await renderDocx(d, 'student', drawn));
        execFileSync(
          'soffice',
          [`-env:UserInstallation=file://${dir}/lo`, '--headless', '--convert-to', 'pdf', '--outdir', dir, docx],
          {
            stdio: 'ignore',
            timeout: 180_000,
          },
        );
        expect(imagesOnPageOne(readFileSync(join(dir, `${name}.pdf`)), `${name}-lo`)).toBeGreaterThanOrEqual(1);
      }
    },
  );
});

it('splits a long timeline into rows of a few periods, without the title the sheet prints above it', () => {
  const periods = Array.from({ length: 9 }, (_, i) => `    ${1600 + i * 10} : Event ${i + 1}`);
  const rows = printRows(['timeline', '    title Colonial rivalries', ...periods].join('\n'));
  expect(rows).toHaveLength(Math.ceil(9 / TIMELINE_ROW));
  expect(rows.every((r) => r.startsWith('timeline\n') && !r.includes('title'))).toBe(true);
  expect(rows.flatMap((r) => r.split('\n').filter((l) => l.includes(' : ')))).toEqual(periods);
  expect(printRows('flowchart TD\n  A --> B')).toEqual(['flowchart TD\n  A --> B']);
});
