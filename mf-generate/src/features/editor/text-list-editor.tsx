import { RemoveButton } from './remove-button';
import { memo } from 'react';
import { EditArea, Row, ToolButton } from './editor-styles';

export interface TextListEditorProps {
  /** "Item", "Word", "Column": what each entry is called in its label. */
  noun: string;
  /** Names the list in each label ("Word bank", "Part 2 list"). */
  owner: string;
  items: string[];
  min?: number;
  onChange(items: string[], group: string): void;
}

/** A list of short texts with add and remove, every control labelled with what it edits. */
export const TextListEditor = memo(function TextListEditor({
  noun,
  owner,
  items,
  min = 1,
  onChange,
}: TextListEditorProps) {
  const set = (i: number, text: string) =>
    onChange(
      items.map((x, k) => (k === i ? text : x)),
      `${owner}:${i}`,
    );
  return (
    <div style={{ display: 'grid', gap: '0.35rem' }}>
      {items.map((item, i) => (
        <Row key={i}>
          <EditArea
            rows={1}
            aria-label={`${owner}, ${noun.toLowerCase()} ${i + 1}`}
            value={item}
            onChange={(e) => set(i, e.target.value)}
          />
          <RemoveButton
            label={`Remove ${noun.toLowerCase()} ${i + 1} from ${owner}`}
            disabled={items.length <= min}
            onClick={() =>
              onChange(
                items.filter((_, k) => k !== i),
                `${owner}:remove`,
              )
            }
          />
        </Row>
      ))}
      <div>
        <ToolButton type="button" onClick={() => onChange([...items, `New ${noun.toLowerCase()}`], `${owner}:add`)}>
          Add {noun.toLowerCase()}
        </ToolButton>
      </div>
    </div>
  );
});
