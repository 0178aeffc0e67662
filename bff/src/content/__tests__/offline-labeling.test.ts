// The labeling worksheet without a model, read as a teacher reads it: every part's description is one
// the file gives (never its sentence with the label blanked), none names its own part, the parts are
// only terms the file describes (4 to 8, the schema's count), and a file that describes fewer than four
// gets the Frayer model, whose descriptions name no part either.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSpec } from '../content.request';
import { KINDS } from '../kinds';
import { SIZES } from '../kinds/worksheet/worksheet.style';
import { isFrayer } from '../kinds/worksheet/labeling.draft';
import { NOTHING_TO_LABEL } from '../kinds/worksheet/labeling';
import { createContentEngine } from '../index';
import { createOfflineProvider } from '../offline.provider';
import { generationInput } from '../../gateways/openai/__tests__/fake-model';
import { isDeletionOf } from '../__measures__/grade.quality';
import { matchingQuality } from '../__measures__/matching.quality';
import { buildOfflineDraft } from '../offline.provider';
import { givesAway } from '../language/term-mentions';
import { worksheetSchemas, type WorksheetDraft } from '../kinds/worksheet/worksheet.styles';
import { readUpload } from '../source';

const dir = join(__dirname, '../__fixtures__/corpus');
// Every tuning section of the reading corpus (held-out books are only measured, corpus README).
const ids = (
  JSON.parse(readFileSync(join(dir, 'sections.json'), 'utf8')) as { texts: Array<{ id: string; set: string }> }
).texts
  .filter((t) => t.set === 'tuning')
  .map((t) => t.id);
const [MIN, MAX] = SIZES.parts;

function labeling(text: string, name = 'notes.txt', grade?: string) {
  const request = {
    kind: 'worksheet',
    worksheet_style: 'labeling',
    difficulty: 'mixed',
    num_questions: 10,
    include_answer_key: true,
    grade_level: grade,
  } as never;
  const spec = buildSpec({
    request,
    sourceText: text,
    sourceName: name,
    sourceType: 'file',
    reading: readUpload(text, name),
  });
  return { spec, draft: buildOfflineDraft(spec) as WorksheetDraft['labeling'] };
}
const corpus = (id: string, grade?: string) =>
  labeling(readFileSync(join(dir, `${id}.txt`), 'utf8'), `${id}.txt`, grade).draft;
const quality = (d: WorksheetDraft['labeling']) =>
  matchingQuality(d.parts.map((p) => ({ term: p.label, match: p.description })));

describe('labeling sheets drafted from the real corpus texts', () => {
  test.each(ids)('%s: every description one the file gives, none naming its own part, 4 to 8 parts', (id) => {
    const d = corpus(id);
    const q = quality(d);
    expect(q).toMatchObject({ blanked: 0, ownTerm: 0 });
    for (const p of d.parts) expect(p.description).not.toMatch(/^In the text:|^In short:|_{3}/);
    // A description naming another part (its label is in the word bank) is taken only to reach the minimum.
    if (q.otherTerm > 0) expect(d.parts).toHaveLength(MIN);
    expect(d.parts.length).toBeGreaterThanOrEqual(MIN);
    expect(d.parts.length).toBeLessThanOrEqual(MAX);
    expect(worksheetSchemas(true).labeling.safeParse(d).success).toBe(true);
  });

  // A glossary-only file labels its listed terms (once a Frayer model, for want of four parts); the review sheet
  // keeps "dry season" as "The months when little or no rain falls" too.
  test('a glossary entry whose first part names its term keeps the parts after it', () => {
    const d = labeling(
      'Seasons\n\nThe savanna has two seasons. In the dry season, the grass turns brown and animals gather at the rivers. ' +
        'In the wet season, storms fill the rivers again and the grass grows back. A river is a stream of water that flows to the sea. ' +
        'A grassland is land covered mostly by grass.\n\nKey Terms\n\n' +
        '- dry season: the season that is dry; the months when little or no rain falls\n' +
        '- wet season: the months of the year when storms bring rain on most days\n' +
        '- savanna: a grassland with scattered trees\n',
      'seasons.txt',
    ).draft;
    expect(isFrayer(d)).toBe(false);
    expect(d.parts.find((p) => p.label === 'dry season')?.description).toMatch(
      /^The months when little or no rain falls/,
    );
  });

  test("terms the file only uses stay off; a part is described by the text's own definition", () => {
    // A term the waves section only uses ("energy") is not a part; "water waves" is described by its own sentence
    // ("Essentially, water waves are also a combination of …", cut at its "although"). "wave", which the pulse
    // wave's, P-waves' and S-waves' descriptions name, gives way to them, as "memory" does.
    const waves = corpus('os-physics-types-of-waves');
    expect(waves.parts.map((p) => p.label)).not.toContain('energy');
    expect(waves.parts.find((p) => p.label === 'water waves')?.description).toBe(
      'A combination of transverse and longitudinal components',
    );
  });

  test('at grade 4 the descriptions are cut for young readers, still never blanked or naming their part', () => {
    for (const id of ['os-physics-ohms-law', 'os-physics-scientific-methods']) {
      const d = corpus(id, '4');
      expect(isFrayer(d)).toBe(false);
      expect(quality(d)).toMatchObject({ blanked: 0, ownTerm: 0, otherTerm: 0 });
      expect(d.parts.length).toBeGreaterThanOrEqual(MIN);
      // A description is cut for young readers, never reworded: the grade-4 one is the full one with words left out.
      const full = new Map(corpus(id).parts.map((p) => [p.label, p.description]));
      for (const p of d.parts.filter((x) => full.has(x.label)))
        expect([p.label, isDeletionOf(p.description, full.get(p.label)!)]).toEqual([p.label, true]);
    }
  });

  test('a file that describes fewer than four parts gets the Frayer model, no part named by another description', () => {
    const d = corpus('os-anthropology-kinship');
    expect(isFrayer(d)).toBe(true);
    expect(d.parts.map((p) => p.label)).toEqual(['Definition', 'Characteristics', 'Examples', 'Non-examples']);
    expect(quality(d)).toMatchObject({ blanked: 0, ownTerm: 0, otherTerm: 0 });
  });
});

describe('a file with nothing to label', () => {
  const engine = createContentEngine(createOfflineProvider());
  const sheet = (text: string, name: string) =>
    engine.generate(generationInput({ kind: 'worksheet', worksheet_style: 'labeling' }, text, name));

  test('the page says so and offers the matching sheet in one click; a sheet with parts says nothing', async () => {
    const id = 'os-anthropology-kinship';
    const frayer = await sheet(readFileSync(join(dir, `${id}.txt`), 'utf8'), `${id}.txt`);
    expect(frayer.notice).toBe(NOTHING_TO_LABEL);
    expect(frayer.suggestion).toEqual({
      kind: 'worksheet',
      worksheet_style: 'matching',
      label: 'Make a matching sheet instead',
    });
    const parts = await sheet(readFileSync(join(dir, 'os-physics-ohms-law.txt'), 'utf8'), 'ohm.txt');
    expect(parts.notice ?? '').not.toContain(NOTHING_TO_LABEL);
    expect(parts.suggestion).toBeUndefined();
  });
});

describe('the structure the file gives is drawn', () => {
  const PAPER =
    'Making Paper\n\nPaper is made in four stages. Stage 1: Pulping breaks wood chips into fibres. ' +
    'Stage 2: Pressing squeezes the water out of the wet sheet. Stage 3: Drying takes out the last water on ' +
    'heated rollers. Stage 4: Finishing coats the sheet and cuts it to size. ' +
    'Lignin is the glue that holds wood fibres together.';
  const part = (label: string, description: string) => ({ label, description, source_passage: null });
  // A draft (a model's, say) that lists the parts in any order.
  const draft = {
    title: 'Making Paper',
    instructions: 'Use the word bank to label each numbered part.',
    diagram_title: 'Making paper',
    parts: [
      part('Drying', 'Heated rollers take out the last water'),
      part('lignin', 'The glue that holds wood fibres together'),
      part('Pulping', 'Wood chips are broken into fibres'),
      part('Finishing', 'The sheet is coated and cut to size'),
      part('Pressing', 'The water is squeezed out of the wet sheet'),
    ],
  } as WorksheetDraft['labeling'];

  test("the steps of the file's process are a chain of numbered blanks in its order; other parts hang from the title", () => {
    const { spec } = labeling(PAPER, 'paper.txt');
    const sections = KINDS.worksheet.assemble(spec, draft);
    const diagram = sections.flatMap((s) => s.blocks).find((b) => b.type === 'diagram');
    if (diagram?.type !== 'diagram') throw new Error('no diagram');
    const edges = diagram.mermaid
      .split('\n')
      .filter((l) => l.includes('-->'))
      .map((l) => l.trim());
    expect(edges).toEqual(['center --> L1', 'L1 --> L2', 'L2 --> L3', 'L3 --> L4', 'center --> L5']);
    const answers = sections.flatMap((s) => s.blocks).flatMap((b) => (b.type === 'question' ? [b.answer] : []));
    expect(answers).toEqual(['Pulping', 'Pressing', 'Drying', 'Finishing', 'lignin']);
    expect(diagram.caption).toBe(
      'Write the correct label for each numbered step of Making paper, in the order the text gives them, and for each other numbered part.',
    );
  });

  test('parts that are no steps of a process hang from the title, in the order drafted', () => {
    const { spec } = labeling(PAPER.replace(/Stage \d: /g, ''), 'paper.txt');
    const sections = KINDS.worksheet.assemble(spec, draft);
    const diagram = sections.flatMap((s) => s.blocks).find((b) => b.type === 'diagram');
    if (diagram?.type !== 'diagram') throw new Error('no diagram');
    expect(
      diagram.mermaid
        .split('\n')
        .filter((l) => l.includes('-->'))
        .every((l) => l.trim().startsWith('center -->')),
    ).toBe(true);
    expect(diagram.caption).toBe('Write the correct label for each numbered part of: Making paper');
  });
});

describe('labeling sheet from a short file', () => {
  const text =
    'Volcanoes\n\nVolcanoes erupt when pressure builds up in the chamber below them. A vent is an opening in the crust through which gas escapes. ' +
    'A crater is a bowl-shaped hole at the top of the mountain. A caldera is a large basin that forms when a volcano collapses into its emptied chamber. ' +
    'A geyser is a spring that shoots hot water and steam into the air. Ash fell on the town for three days after the eruption.';

  test('the parts are the described terms (not "chamber", which the file only uses), each description printed beside its number', () => {
    const { spec, draft } = labeling(text, 'volcano.txt');
    expect(isFrayer(draft)).toBe(false);
    expect(draft.parts.map((p) => p.label).sort()).toEqual(['caldera', 'crater', 'geyser', 'vent']);
    for (const p of draft.parts) expect(givesAway(p.description, p.label)).toBe(false);
    const sections = KINDS.worksheet.assemble(spec, draft);
    const prompts = sections.flatMap((s) => s.blocks).flatMap((b) => (b.type === 'question' ? [b.prompt] : []));
    expect(prompts).toContain('Label 1: ' + draft.parts[0].description);
    expect(prompts).toHaveLength(draft.parts.length);
  });

  test('with three described terms it is the Frayer model, not a blanked sentence', () => {
    const { draft } = labeling(
      text.replace('A geyser is a spring that shoots hot water and steam into the air. ', ''),
      'volcano.txt',
    );
    expect(isFrayer(draft)).toBe(true);
    expect(quality(draft).blanked).toBe(0);
  });
});
