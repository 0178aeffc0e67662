import { createContentEngine } from '../index';
import { createOfflineProvider } from '../offline.provider';
import { listedItems } from '../offline/offline.context';
import { generationInput } from '../../gateways/openai/__tests__/fake-model';

const engine = createContentEngine(createOfflineProvider());
const TOPIC = 'The water cycle: evaporation, condensation, precipitation and collection, for 5th grade science';

describe('a typed topic that lists its parts', () => {
  it('reads the listed items in order, leaving out audience phrases', () => {
    expect(listedItems(TOPIC)).toEqual(['evaporation', 'condensation', 'precipitation', 'collection']);
    expect(listedItems('Plate tectonics')).toEqual([]);
    expect(listedItems('Cats and dogs')).toEqual([]);
  });

  it.each(['cycle', 'flowchart'] as const)('draws a %s whose stages are the listed items', async (type) => {
    const doc = await engine.generate(generationInput({ kind: 'diagram', worksheet_style: type }, undefined, TOPIC));
    const diagram = doc.sections.flatMap((s) => s.blocks).find((b) => b.type === 'diagram');
    if (diagram?.type !== 'diagram') throw new Error('no diagram block');
    const order = ['Evaporation', 'Condensation', 'Precipitation', 'Collection'].map((w) => diagram.mermaid.indexOf(w));
    expect(order.every((i) => i > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(diagram.caption).toMatch(/the water cycle/);
    expect(diagram.mermaid).not.toMatch(/Ask a question about/);
  });

  it('uses the listed items as mind-map branches', async () => {
    const doc = await engine.generate(
      generationInput({ kind: 'diagram', worksheet_style: 'mindmap' }, undefined, TOPIC),
    );
    const diagram = doc.sections.flatMap((s) => s.blocks).find((b) => b.type === 'diagram');
    if (diagram?.type !== 'diagram') throw new Error('no diagram block');
    for (const w of ['Evaporation', 'Condensation', 'Precipitation', 'Collection'])
      expect(diagram.mermaid).toContain(w);
  });
});
