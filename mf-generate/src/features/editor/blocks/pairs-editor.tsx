import { RemoveButton } from '../remove-button';
import { memo } from 'react';
import type { BlockOf } from '@lessonloom/document';
import { EditArea, Row, ToolButton } from '../editor-styles';

/** Vocabulary (term and meaning) and matching (an item and its match) as editable pairs. */
export const VocabularyEditor = memo(function VocabularyEditor({
  block,
  name,
  onChange,
}: {
  block: BlockOf<'vocabulary'>;
  name: string;
  onChange(block: BlockOf<'vocabulary'>, group: string): void;
}) {
  const set = (i: number, patch: Partial<BlockOf<'vocabulary'>['entries'][number]>, field: string) =>
    onChange({ ...block, entries: block.entries.map((e, k) => (k === i ? { ...e, ...patch } : e)) }, `${field}:${i}`);
  return (
    <div style={{ display: 'grid', gap: '0.35rem' }}>
      {block.entries.map((e, i) => (
        <Row key={i}>
          <EditArea
            rows={1}
            aria-label={`${name} term ${i + 1}`}
            value={e.term}
            onChange={(ev) => set(i, { term: ev.target.value }, 'term')}
            style={{ flex: '1 1 8rem' }}
          />
          <EditArea
            aria-label={`${name} meaning of term ${i + 1}`}
            value={e.definition}
            onChange={(ev) => set(i, { definition: ev.target.value }, 'definition')}
            style={{ flex: '2 1 14rem' }}
          />
          <RemoveButton
            label={`Remove term ${i + 1} from ${name}`}
            disabled={block.entries.length <= 1}
            onClick={() => onChange({ ...block, entries: block.entries.filter((_, k) => k !== i) }, 'remove')}
          />
        </Row>
      ))}
      <div>
        <ToolButton
          type="button"
          onClick={() =>
            onChange({ ...block, entries: [...block.entries, { term: 'New term', definition: 'Its meaning' }] }, 'add')
          }
        >
          Add a term to {name}
        </ToolButton>
      </div>
    </div>
  );
});

type Matching = BlockOf<'matching'>;

/** A matching block's pairs in the order of its left column; the right column keeps its printed order. */
export const MatchingEditor = memo(function MatchingEditor({
  block,
  name,
  onChange,
}: {
  block: Matching;
  name: string;
  onChange(block: Matching, group: string): void;
}) {
  const setLeft = (i: number, text: string) =>
    onChange({ ...block, left: block.left.map((x, k) => (k === i ? text : x)) }, `left:${i}`);
  const setRight = (i: number, text: string) => {
    const at = block.answers[i];
    onChange({ ...block, right: block.right.map((x, k) => (k === at ? text : x)) }, `right:${at}`);
  };
  const remove = (i: number) => {
    const at = block.answers[i];
    const right = block.right.filter((_, k) => k !== at);
    const answers = block.answers.filter((_, k) => k !== i).map((a) => (a > at ? a - 1 : a));
    onChange({ ...block, left: block.left.filter((_, k) => k !== i), right, answers }, 'remove');
  };
  const add = () =>
    onChange(
      {
        ...block,
        left: [...block.left, 'New item'],
        right: [...block.right, 'Its match'],
        answers: [...block.answers, block.right.length],
      },
      'add',
    );
  return (
    <div style={{ display: 'grid', gap: '0.35rem' }}>
      {block.left.map((left, i) => (
        <Row key={i}>
          <span aria-hidden="true">{block.start_number + i}.</span>
          <EditArea
            rows={1}
            aria-label={`${name} item ${block.start_number + i}`}
            value={left}
            onChange={(e) => setLeft(i, e.target.value)}
          />
          <span aria-hidden="true">→</span>
          <EditArea
            rows={1}
            aria-label={`${name} match for item ${block.start_number + i}`}
            value={block.right[block.answers[i]] ?? ''}
            onChange={(e) => setRight(i, e.target.value)}
          />
          <RemoveButton
            label={`Remove pair ${block.start_number + i} from ${name}`}
            disabled={block.left.length <= 2}
            onClick={() => remove(i)}
          />
        </Row>
      ))}
      <div>
        <ToolButton type="button" onClick={add}>
          Add a pair to {name}
        </ToolButton>
      </div>
    </div>
  );
});
