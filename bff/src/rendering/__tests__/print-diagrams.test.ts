// Every diagram type, drawn from several corpus texts, prints whole: the drawing starts on page 1 under
// the sheet's header (poppler's pdfimages lists an image on page 1), and a long timeline prints in rows
// whose text is still at least 9 pt.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DIAGRAM_TYPES, type GeneratedDocument } from '@lessonloom/contracts';
import { diagramSources } from '@lessonloom/document';
import { extractText } from '../../extraction';
import { createContentEngine, createOfflineProvider } from '../../content';
import { generationInput } from '../../gateways/openai/__tests__/fake-model';
import { createDiagramRasterizer } from '../rendering.diagram-rasterizer';
import { rasterizeDiagrams } from '../rendering.render';
import { renderPdf } from '../rendering.pdf';
import { printRows, TIMELINE_ROW } from '../rendering.diagram-rows';

jest.setTimeout(600_000);

const FILES = ['os-physics-types-of-waves.txt', 'history-colonial-rivalries.txt', 'psychology-stages-of-sleep.txt'];
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
  const pdf = await renderPdf(doc, 'student', images);
  expect(imagesOnPageOne(pdf, `${type}-${file}`)).toBeGreaterThanOrEqual(1);
  if (type === 'timeline')
    for (const source of diagramSources(doc)) {
      const image = images.get(source)!;
      for (const row of image.rows ?? [image])
        expect(Math.min(0.75, PRINTABLE_PT / row.width) * LABEL_PX).toBeGreaterThanOrEqual(9);
    }
});

it('splits a long timeline into rows of a few periods, without the title the sheet prints above it', () => {
  const periods = Array.from({ length: 9 }, (_, i) => `    ${1600 + i * 10} : Event ${i + 1}`);
  const rows = printRows(['timeline', '    title Colonial rivalries', ...periods].join('\n'));
  expect(rows).toHaveLength(Math.ceil(9 / TIMELINE_ROW));
  expect(rows.every((r) => r.startsWith('timeline\n') && !r.includes('title'))).toBe(true);
  expect(rows.flatMap((r) => r.split('\n').filter((l) => l.includes(' : ')))).toEqual(periods);
  expect(printRows('flowchart TD\n  A --> B')).toEqual(['flowchart TD\n  A --> B']);
});
