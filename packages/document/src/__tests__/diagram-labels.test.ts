import { DIAGRAM_TYPES } from '@lessonloom/contracts';
import { MERMAID_BY_TYPE } from '../fixtures';
import { diagramLabels, withDiagramLabel } from '../diagram-labels';

const HOSTILE =
  '<img src=x onerror=alert(1)> %%{init: {"securityLevel": "loose"}}%% =HYPERLINK("http://x") `md` #quot;';

describe('diagramLabels', () => {
  it('finds the words of every diagram type', () => {
    expect(diagramLabels('flowchart', MERMAID_BY_TYPE.flowchart).map((l) => l.text)).toEqual([
      'Sunlight reaches the leaf',
      'Chlorophyll absorbs light',
      'Enough water?',
      'yes',
      'Glucose and oxygen are made',
      'no',
      'Leaf wilts; photosynthesis slows',
    ]);
    expect(diagramLabels('mindmap', MERMAID_BY_TYPE.mindmap).map((l) => l.text)).toContain('Photosynthesis');
    expect(diagramLabels('sequence', MERMAID_BY_TYPE.sequence).map((l) => l.text)).toEqual([
      'Roots',
      'Stem',
      'Leaf',
      'Water and minerals',
      'Water travels up the xylem',
      'Sugars move down the phloem',
    ]);
    expect(diagramLabels('timeline', MERMAID_BY_TYPE.timeline).map((l) => l.text)).toEqual([
      'Discovering photosynthesis',
      '1648',
      'Van Helmont weighs a willow tree',
      '1771',
      'Priestley finds plants restore air',
      '1779',
      'Ingenhousz shows light is needed',
      '1960',
      'Calvin maps the carbon cycle',
    ]);
    for (const type of DIAGRAM_TYPES.filter((t) => t !== 'graph'))
      expect([type, diagramLabels(type, MERMAID_BY_TYPE[type]).length > 2]).toEqual([type, true]);
    // a graph of bare node ids has no label to edit (the engine writes every label quoted)
    expect(diagramLabels('graph', 'graph LR\n  A["Sun"] --> B["Grass"]').map((l) => l.text)).toEqual(['Sun', 'Grass']);
  });

  it('writes what is typed back as plain text: no markup, no directive, no quote that ends the label', () => {
    for (const type of DIAGRAM_TYPES) {
      const source = MERMAID_BY_TYPE[type];
      const labels = diagramLabels(type, source);
      for (let i = 0; i < labels.length; i++) {
        const edited = withDiagramLabel(type, source, i, HOSTILE);
        expect(edited).not.toMatch(/%%/);
        expect(edited).not.toMatch(/`/);
        // the same number of labels, and the others unchanged
        const after = diagramLabels(type, edited);
        expect([type, i, after.length]).toEqual([type, i, labels.length]);
        after.forEach((l, k) => k !== i && expect(l.text).toBe(labels[k].text));
        expect(after[i].text).toContain('img src=x onerror=alert');
      }
    }
  });
});
