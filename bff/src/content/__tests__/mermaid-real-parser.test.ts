// The light check in checks/mermaid.check.ts is ours; this test holds the builders to the real
// mermaid parser (run in a child process: mermaid is ESM-only and wants a DOM).
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { DIAGRAM_TYPES, type DiagramType } from '@lessonloom/contracts';
import { generationInput } from '../../gateways/openai/__tests__/fake-model';
import { buildSpec } from '../content.request';
import { buildDiagram } from '../diagrams/mermaid.build';
import { offlineDiagram } from '../kinds/diagram/diagram.draft';
import { offlineContext } from '../offline/offline.context';
import { createContentEngine } from '../index';
import { createOfflineProvider } from '../offline.provider';
import { FRENCH_REVOLUTION, PHOTOSYNTHESIS, WATER_CYCLE } from './fixtures';

const mermaidOf = (...args: Parameters<typeof buildDiagram>) => buildDiagram(...args).mermaid;

const parse = (sources: string[]): Array<{ ok: boolean; type?: string; error?: string }> =>
  JSON.parse(
    execFileSync(process.execPath, [join(__dirname, 'mermaid-parse.mjs')], {
      input: JSON.stringify(sources),
      encoding: 'utf8',
      timeout: 60_000,
    }),
  );

const EXPECTED: Record<DiagramType, string[]> = {
  flowchart: ['flowchart-v2'],
  graph: ['flowchart-v2', 'flowchart'],
  venn: ['venn'],
  cycle: ['flowchart-v2'],
  mindmap: ['mindmap'],
  sequence: ['sequence'],
  timeline: ['timeline'],
};
const NASTY = 'Say "hi": [a] (b) {c}; #1 <tag> `x` — ünïcødé δ';

test('every diagram the engine builds parses with the real mermaid parser, as its own type', async () => {
  const cases: Array<[DiagramType, string]> = [];
  for (const [text, name] of [
    [PHOTOSYNTHESIS, 'p.pdf'],
    [WATER_CYCLE, 'w.txt'],
    [FRENCH_REVOLUTION, 'r.docx'],
    [undefined, 'Volcanoes vs earthquakes'],
  ] as const) {
    const spec = buildSpec(generationInput({ kind: 'diagram' }, text, name));
    for (const type of DIAGRAM_TYPES)
      cases.push([type, mermaidOf(type, offlineDiagram(offlineContext(spec), type).data, `Diagram: ${name}`)]);
  }
  cases.push(
    [
      'flowchart',
      mermaidOf(
        'flowchart',
        {
          nodes: [
            { id: 'a', label: NASTY, shape: 'decision' },
            { id: 'b', label: NASTY, shape: 'start_end' },
          ],
          edges: [{ from: 'a', to: 'b', label: NASTY }],
        },
        NASTY,
      ),
    ],
    [
      'graph',
      mermaidOf(
        'graph',
        {
          nodes: [
            { id: 'a', label: NASTY, shape: 'process' },
            { id: 'b', label: 'b', shape: 'process' },
          ],
          edges: [{ from: 'a', to: 'b', label: null }],
        },
        NASTY,
      ),
    ],
    [
      'mindmap',
      mermaidOf(
        'mindmap',
        {
          root: NASTY,
          branches: [
            { label: NASTY, children: [NASTY] },
            { label: 'b', children: [] },
          ],
        },
        NASTY,
      ),
    ],
    [
      'sequence',
      mermaidOf(
        'sequence',
        {
          participants: [NASTY, 'B'],
          messages: [
            { from: NASTY, to: 'B', text: NASTY, reply: false },
            { from: 'B', to: NASTY, text: NASTY, reply: true },
          ],
        },
        NASTY,
      ),
    ],
    [
      'timeline',
      mermaidOf(
        'timeline',
        {
          periods: [
            { period: NASTY, events: [NASTY, NASTY] },
            { period: '1789', events: ['x'] },
          ],
        },
        NASTY,
      ),
    ],
    ['venn', mermaidOf('venn', { set_a: NASTY, set_b: 'B', a_only: [NASTY], both: [NASTY], b_only: [NASTY] }, NASTY)],
    ['cycle', mermaidOf('cycle', { stages: [NASTY, 'b', 'c'] }, NASTY)],
  );
  const engine = createContentEngine(createOfflineProvider());
  for (const style of ['labeling', 'graphic_organizer'] as const) {
    for (const [text, name] of [
      [PHOTOSYNTHESIS, 'p.pdf'],
      [undefined, 'Fractions'],
    ] as const) {
      const doc = await engine.generate(generationInput({ kind: 'worksheet', worksheet_style: style }, text, name));
      for (const b of doc.sections.flatMap((s) => s.blocks))
        if (b.type === 'diagram') cases.push([b.diagram_type, b.mermaid]);
    }
  }
  const results = parse(cases.map(([, src]) => src));
  results.forEach((r, i) => {
    const [type, src] = cases[i];
    if (!r.ok) throw new Error(`${type} did not parse: ${r.error}\n${src}`);
    expect(EXPECTED[type]).toContain(r.type);
  });
  expect(results).toHaveLength(cases.length);
}, 90_000);

test('the real parser rejects what our light check rejects (the helper is not a rubber stamp)', () => {
  const [bad] = parse(['flowchart TD\n  A["unclosed] --> B']);
  expect(bad.ok).toBe(false);
});
