import { memo, useEffect, useState } from 'react';
import styled from 'styled-components';
import {
  bareLabelText,
  diagramKeyLines,
  diagramLabels,
  quotedLabelText,
  withDiagramLabel,
  type BlockOf,
} from '@lessonloom/document';
import { MermaidDiagram } from '../../preview/mermaid-diagram';
import { EditArea, FieldLabel } from '../editor-styles';

/** The drawing follows the labels a moment after typing stops (Mermaid takes a tenth of a second or more). */
const REDRAW_MS = 400;

const Split = styled.div`
  display: grid;
  gap: 0.75rem;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 60rem) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

function LabelField({
  label,
  text,
  quoted,
  onChange,
}: {
  label: string;
  text: string;
  quoted: boolean;
  onChange(value: string): void;
}) {
  // What the teacher typed, until the source says something else (undo, a save's answer): the source holds
  // the text made safe, which drops a trailing space mid-word.
  const [raw, setRaw] = useState(text);
  const safe = (s: string) => (quoted ? quotedLabelText(s) : bareLabelText(s)).trim();
  const shown = safe(raw) === text.trim() ? raw : text;
  return (
    <EditArea
      rows={1}
      aria-label={label}
      value={shown}
      onChange={(e) => {
        setRaw(e.target.value);
        onChange(e.target.value);
      }}
    />
  );
}

export const DiagramEditor = memo(function DiagramEditor({
  block,
  name,
  onChange,
}: {
  block: BlockOf<'diagram'>;
  name: string;
  onChange(block: BlockOf<'diagram'>, group: string): void;
}) {
  const labels = diagramLabels(block.diagram_type, block.mermaid);
  const [drawn, setDrawn] = useState(block.mermaid);
  useEffect(() => {
    const t = setTimeout(() => setDrawn(block.mermaid), REDRAW_MS);
    return () => clearTimeout(t);
  }, [block.mermaid]);
  return (
    <Split>
      <div style={{ display: 'grid', gap: '0.35rem', alignContent: 'start' }}>
        <FieldLabel>Labels and steps of the diagram</FieldLabel>
        {labels.map((l, i) => (
          <LabelField
            key={`${i}`}
            label={`${name} label ${i + 1}`}
            text={l.text}
            quoted={l.quoted}
            onChange={(value) =>
              onChange(
                { ...block, mermaid: withDiagramLabel(block.diagram_type, block.mermaid, i, value) },
                `label:${i}`,
              )
            }
          />
        ))}
        {(block.key ?? []).length > 0 && <FieldLabel>Key to the numbered labels</FieldLabel>}
        {(block.key ?? []).map((e, i) => (
          <EditArea
            key={e.mark}
            rows={2}
            aria-label={`${name} key ${e.mark}`}
            value={e.text}
            onChange={(ev) =>
              onChange(
                { ...block, key: block.key!.map((k, j) => (j === i ? { ...k, text: ev.target.value } : k)) },
                `key:${i}`,
              )
            }
          />
        ))}
        <label style={{ display: 'grid', gap: '0.2rem' }}>
          <FieldLabel>Caption</FieldLabel>
          <EditArea
            aria-label={`${name} caption`}
            value={block.caption}
            onChange={(e) => onChange({ ...block, caption: e.target.value }, 'caption')}
          />
        </label>
      </div>
      <MermaidDiagram source={drawn} caption={block.caption} keyLines={diagramKeyLines(block)} />
    </Split>
  );
});
