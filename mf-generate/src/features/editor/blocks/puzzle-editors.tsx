import { RemoveButton } from '../remove-button';
import { memo } from 'react';
import type { BlockOf } from '@lessonloom/document';
import { EditArea, FieldLabel, Row, ToolButton } from '../editor-styles';
import { TextListEditor } from '../text-list-editor';

const NEW_GRID_NOTE = 'A new grid is built from the words when the change is saved.';

export const WordSearchEditor = memo(function WordSearchEditor({
  block,
  name,
  onChange,
}: {
  block: BlockOf<'word_search'>;
  name: string;
  onChange(block: BlockOf<'word_search'>, group: string): void;
}) {
  return (
    <div style={{ display: 'grid', gap: '0.35rem' }}>
      <FieldLabel>Words to find. {NEW_GRID_NOTE}</FieldLabel>
      <TextListEditor
        noun="Word"
        owner={name}
        items={block.words}
        onChange={(words, group) => onChange({ ...block, words }, group)}
      />
    </div>
  );
});

export const CrosswordEditor = memo(function CrosswordEditor({
  block,
  name,
  onChange,
}: {
  block: BlockOf<'crossword'>;
  name: string;
  onChange(block: BlockOf<'crossword'>, group: string): void;
}) {
  type Entry = BlockOf<'crossword'>['entries'][number];
  const set = (i: number, patch: Partial<Entry>, field: string) =>
    onChange({ ...block, entries: block.entries.map((e, k) => (k === i ? { ...e, ...patch } : e)) }, `${field}:${i}`);
  return (
    <div style={{ display: 'grid', gap: '0.35rem' }}>
      <FieldLabel>Clues and answers. {NEW_GRID_NOTE}</FieldLabel>
      {block.entries.map((e, i) => (
        <Row key={i}>
          <span>
            {e.number} {e.direction}
          </span>
          <EditArea
            aria-label={`${name} clue ${e.number} ${e.direction}`}
            value={e.clue}
            onChange={(ev) => set(i, { clue: ev.target.value }, 'clue')}
            style={{ flex: '2 1 14rem' }}
          />
          <EditArea
            rows={1}
            aria-label={`${name} answer ${e.number} ${e.direction}`}
            value={e.answer}
            onChange={(ev) => set(i, { answer: ev.target.value }, 'answer')}
            style={{ flex: '1 1 8rem' }}
          />
          <RemoveButton
            label={`Remove ${e.number} ${e.direction} from ${name}`}
            disabled={block.entries.length <= 2}
            onClick={() => onChange({ ...block, entries: block.entries.filter((_, k) => k !== i) }, 'remove')}
          />
        </Row>
      ))}
      <div>
        <ToolButton
          type="button"
          onClick={() =>
            onChange(
              {
                ...block,
                entries: [
                  ...block.entries,
                  {
                    number: block.entries.length + 1,
                    direction: 'across',
                    clue: 'New clue',
                    answer: 'ANSWER',
                    row: 0,
                    col: 0,
                  },
                ],
              },
              'add',
            )
          }
        >
          Add a word to {name}
        </ToolButton>
      </div>
    </div>
  );
});
