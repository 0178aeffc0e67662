import { MERMAID_BY_TYPE } from '@lessonloom/document/fixtures';
import { diagramOutline } from '../rendering.diagram-outline';

describe('diagramOutline', () => {
  it('lists flowchart nodes by label and edges with their text', () => {
    const lines = diagramOutline(MERMAID_BY_TYPE.flowchart);
    expect(lines).toContain('• Sunlight reaches the leaf');
    expect(lines).toContain('Enough water? → Leaf wilts; photosynthesis slows (no)');
    expect(lines.join('\n')).not.toMatch(/-->|\[|\{/);
  });

  it('reads chained edges and ids reused without labels', () => {
    expect(diagramOutline('graph LR\n  A[Egg] --> B[Larva] --> C[Adult]\n  C --> A')).toEqual([
      '• Egg',
      '• Larva',
      '• Adult',
      'Egg → Larva',
      'Larva → Adult',
      'Adult → Egg',
    ]);
  });

  it('indents a mindmap as a tree', () => {
    const lines = diagramOutline(MERMAID_BY_TYPE.mindmap);
    expect(lines[0]).toBe('• Photosynthesis');
    expect(lines).toContain('  • Inputs');
    expect(lines).toContain('    • Sunlight');
  });

  it('spells out sequence messages, timelines and venn overlaps', () => {
    expect(diagramOutline(MERMAID_BY_TYPE.sequence)).toContain('Roots → Stem: Water and minerals');
    const timeline = diagramOutline(MERMAID_BY_TYPE.timeline);
    expect(timeline[0]).toBe('Discovering photosynthesis');
    expect(timeline.join('\n')).toContain('1771');
    const venn = diagramOutline(MERMAID_BY_TYPE.venn);
    expect(venn).toContain('• Set: Plant cells');
    expect(venn).toContain('• Overlap of Plant cells and Animal cells: Both');
  });
});
