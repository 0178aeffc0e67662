// Diagram labels are never cut: a label is drawn whole, or its shape shows a number and the diagram's key
// holds its whole text. Processes a text tells in prose (order words, a term brought in by each step) or
// under imperative headings become the steps of a flowchart. A file without what the asked type is made
// of gets a note saying what was drawn instead and the type that fits, one click away.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIAGRAM_TYPES, type DiagramType, type GeneratedDocument } from '@lessonloom/contracts';
import { diagramLabels } from '@lessonloom/document';
import { generationInput } from '../../gateways/openai/__tests__/fake-model';
import { buildDiagram, LABEL_ROOM } from '../diagrams/mermaid.build';
import { createContentEngine } from '../index';
import { readSource, readUpload } from '../source';
import type { SourceReading } from '../source/source.types';
import { assembleDocument } from '../content.assemble';
import { documentProblems } from '../content.checks';
import { buildSpec } from '../content.request';
import type { DiagramDraft } from '../kinds/diagram/diagram.schema';
import { buildOfflineDraft, createOfflineProvider } from '../offline.provider';

const dir = join(__dirname, '../__fixtures__/corpus');
const corpus = (id: string) => readFileSync(join(dir, `${id}.txt`), 'utf8');
// Tuning sections only (corpus README): held-out books are never read here.
const tuning = (
  JSON.parse(readFileSync(join(dir, 'sections.json'), 'utf8')) as { texts: Array<{ id: string; set: string }> }
).texts
  .filter((t) => t.set === 'tuning')
  .map((t) => t.id);

const engine = createContentEngine(createOfflineProvider());
// Each section is read once for all its diagrams, as one upload's stored reading serves every generation
// made from it (a draft never depends on what was made before it: offline-order-independent.test.ts).
const readings = new Map<string, SourceReading>();
const readingOf = (id: string) => {
  if (!readings.has(id)) readings.set(id, readUpload(corpus(id), `${id}.txt`));
  return readings.get(id)!;
};
const diagramOf = async (id: string, type: DiagramType): Promise<GeneratedDocument> =>
  engine.generate({
    ...generationInput({ kind: 'diagram', worksheet_style: type, num_questions: '3' }, corpus(id), `${id}.txt`),
    reading: readingOf(id),
  });
const blockOf = (doc: GeneratedDocument) => {
  const b = doc.sections.flatMap((s) => s.blocks).find((x) => x.type === 'diagram');
  if (b?.type !== 'diagram') throw new Error('no diagram');
  return b;
};

describe('labels are drawn whole or numbered with the whole text in the key', () => {
  const long = 'The scientist may perform some research about the topic and devise a hypothesis to be tested';
  test('a label that fits is drawn whole; a longer one shows its number and the key its whole text', () => {
    const built = buildDiagram(
      'flowchart',
      {
        nodes: [
          { id: 'a', label: 'Observation', shape: 'start_end' },
          { id: 'b', label: `${long} ${long}`, shape: 'process' },
        ],
        edges: [{ from: 'a', to: 'b', label: null }],
      },
      'Scientific methods',
    );
    expect(built.mermaid).toContain('a(["Observation"])');
    expect(built.mermaid).toContain('b["1"]');
    expect(built.key).toEqual([{ mark: '1', text: `${long} ${long}` }]);
    expect(built.mermaid).not.toContain('…');
  });

  test("a cycle's long stage keeps its own number, the one its place in the cycle gives", () => {
    const stages = ['Evaporation', 'Condensation', 'x'.repeat(LABEL_ROOM.node + 1)];
    const built = buildDiagram('cycle', { stages }, 'Water');
    expect(built.mermaid).toContain('S1("1. Evaporation")');
    expect(built.mermaid).toContain('S3("3")');
    expect(built.key).toEqual([{ mark: '3', text: stages[2] }]);
  });

  test('every type from every tuning section: no label cut, each number in the key, each key text from the file', async () => {
    for (const id of tuning) {
      // A step is its clause without the asides in brackets (source.sequence.ts stepLabel).
      const text = corpus(id)
        .replace(/\s*\([^()]*\)/g, '')
        .replace(/\s+/g, ' ');
      for (const type of DIAGRAM_TYPES) {
        const b = blockOf(await diagramOf(id, type));
        const labels = diagramLabels(type, b.mermaid).map((l) => l.text);
        for (const l of labels) expect(`${id} ${type}: ${l}`).not.toMatch(/…|\.\.\.$/);
        for (const k of b.key ?? []) {
          // The mark is drawn (alone, or as a cycle's "3. ") and the text is the file's own words, whole.
          expect(labels.some((l) => l === k.mark || l.startsWith(`${k.mark}.`))).toBe(true);
          expect(k.text).not.toMatch(/…$/);
        }
        if (type === 'flowchart' || type === 'cycle')
          for (const k of b.key ?? []) expect(`${id}: ${text}`).toContain(k.text.replace(/\s+/g, ' '));
      }
    }
  }, 240_000);
});

describe("a model's draft with a cut label", () => {
  test('is a problem for the repair round; the same draft with whole labels is not', async () => {
    const input = generationInput(
      { kind: 'diagram', worksheet_style: 'flowchart', num_questions: '3' },
      corpus('os-physics-scientific-methods'),
      'm.txt',
    );
    const spec = buildSpec(input);
    const whole = buildOfflineDraft(spec) as DiagramDraft;
    const cut = structuredClone(whole);
    (cut.diagram as { nodes: Array<{ label: string }> }).nodes[1].label = 'The scientist may perform some…';
    const problemsOf = (d: DiagramDraft) => documentProblems(spec, assembleDocument(spec, d, false));
    expect(problemsOf(whole)).toEqual([]);
    expect(problemsOf(cut)).toEqual([
      'diagram label "The scientist may perform some…" is cut short: write every label whole (a long one is put in the key, never cut)',
    ]);
  });
});

describe('processes told in prose', () => {
  test('scientific methods: observation, hypothesis, experiment in order, each step whole', async () => {
    const reading = readSource(corpus('os-physics-scientific-methods'), 'm.txt');
    const steps = reading.processes[0].steps;
    expect(steps.map((s) => s.term)).toEqual(['observation', 'hypothesis', 'experiment', undefined]);
    const doc = await diagramOf('os-physics-scientific-methods', 'flowchart');
    const labels = diagramLabels('flowchart', blockOf(doc).mermaid).map((l) => l.text);
    expect(labels).toEqual(steps.map((s) => s.label));
    expect(labels[0]).toBe('An investigation often begins with a scientist making an observation');
    // A sequence diagram names each step by the term it brings in.
    const seq = diagramLabels(
      'sequence',
      blockOf(await diagramOf('os-physics-scientific-methods', 'sequence')).mermaid,
    );
    expect(seq.slice(0, 3).map((l) => l.text)).toEqual(['Observation', 'Hypothesis', 'Experiment']);
  });

  test('career planning: the steps the text gives a section each under imperative headings', async () => {
    const doc = await diagramOf('os-college-success-career-planning', 'flowchart');
    expect(diagramLabels('flowchart', blockOf(doc).mermaid).map((l) => l.text)).toEqual([
      'Learn About Yourself',
      'Explore Jobs and Careers',
    ]);
    expect(doc.notice).toBeUndefined();
  });
});

describe('a file without what the type is made of', () => {
  test('says what was drawn instead and offers the type that fits, one click away', async () => {
    const doc = await diagramOf('os-physics-scientific-methods', 'timeline');
    expect(doc.notice).toBe(
      'Lessonloom found no dated events in your text, so this timeline is a frame students fill in from the reading. A flowchart fits your text better.',
    );
    expect(doc.suggestion).toEqual({
      kind: 'diagram',
      worksheet_style: 'flowchart',
      label: 'Make a flowchart instead',
    });
  });

  test('a flowchart of a text without steps draws its parts, never its first sentences strung together', async () => {
    const doc = await diagramOf('cs-unplugged-divide-and-conquer', 'flowchart');
    const reading = readSource(corpus('cs-unplugged-divide-and-conquer'), 'd.txt');
    const headings = reading.sections.map((s) => s.heading);
    const labels = diagramLabels('flowchart', blockOf(doc).mermaid).map((l) => l.text);
    expect(labels[0]).toBe('Start: Divide and conquer');
    expect(labels.at(-1)).toBe('End');
    for (const l of labels.slice(1, -1)) expect(headings).toContain(l);
    expect(labels.length).toBeGreaterThanOrEqual(5);
    expect(doc.notice).toMatch(/^Lessonloom found no steps in order in your text, so this flowchart shows its parts/);
  });
});
