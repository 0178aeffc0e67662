import { memo, useMemo } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import styled from 'styled-components';
import { addQuestion, reorderSection, sectionLayout, setSection, type NewQuestionType } from './doc-ops';
import { useDocPart, useEditorActions } from './editor-actions';
import { EditArea, FieldLabel, ToolButton } from './editor-styles';
import { BlockEditor } from './blocks/block-editor';
import { QuestionEditor } from './blocks/question-editor';

const Part = styled.section`
  display: grid;
  gap: 0.75rem;
  min-width: 0;
`;

// The same options objects at every render: new ones make new sensors, and dnd-kit then renders every sortable
// question of the part again.
const POINTER = { activationConstraint: { distance: 6 } };
const KEYBOARD = { coordinateGetter: sortableKeyboardCoordinates };

export interface SectionEditorProps {
  index: number;
  /** Question ids ticked for the bank and the one being replaced (only this section's matter). */
  selected: ReadonlySet<string>;
  replacing: string | null;
}

/**
 * One part of the document: its heading and instructions, its blocks, its questions sortable by drag or keyboard.
 * It renders again when its layout, heading or instructions change; typing in a block renders only that block.
 */
export const SectionEditor = memo(function SectionEditor({ index, selected, replacing }: SectionEditorProps) {
  const actions = useEditorActions();
  const part = `Part ${index + 1}`;
  const heading = useDocPart((d) => d.sections[index]?.heading);
  const instructions = useDocPart((d) => d.sections[index]?.instructions);
  const layout = useDocPart((d) => sectionLayout(d, index));
  const blocks = useMemo(() => (layout ? layout.split('\n') : []), [layout]);
  const sensors = useSensors(useSensor(PointerSensor, POINTER), useSensor(KeyboardSensor, KEYBOARD));
  // The same array while the order is the same: a new one would re-render every sortable question
  // (dnd-kit's SortableContext hands its items to every useSortable).
  const ids = useMemo(() => blocks.flatMap((b) => (b[0] === 'q' ? [b.slice(1)] : [])), [blocks]);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const order = arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
    actions.change((doc) => reorderSection(doc, index, order));
  };
  const add = (type: NewQuestionType) => actions.change((doc) => addQuestion(doc, index, type).doc);
  return (
    <Part aria-label={heading ? `${part}: ${heading}` : part}>
      <label style={{ display: 'grid', gap: '0.2rem' }}>
        <FieldLabel>{part} heading</FieldLabel>
        <EditArea
          rows={1}
          aria-label={`${part} heading`}
          value={heading ?? ''}
          onChange={(e) =>
            actions.change((doc) => setSection(doc, index, { heading: e.target.value || undefined }), `${part}:heading`)
          }
        />
      </label>
      <label style={{ display: 'grid', gap: '0.2rem' }}>
        <FieldLabel>{part} instructions</FieldLabel>
        <EditArea
          aria-label={`${part} instructions`}
          value={instructions ?? ''}
          onChange={(e) =>
            actions.change(
              (doc) => setSection(doc, index, { instructions: e.target.value || undefined }),
              `${part}:instructions`,
            )
          }
        />
      </label>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          {blocks.map((b, j) => {
            if (b[0] !== 'q') return <BlockEditor key={`b${j}`} section={index} index={j} part={part} />;
            const id = b.slice(1);
            return (
              <QuestionEditor
                key={id}
                id={id}
                first={id === ids[0]}
                last={id === ids[ids.length - 1]}
                selected={selected.has(id)}
                replacing={replacing === id}
              />
            );
          })}
        </SortableContext>
      </DndContext>
      {ids.length > 0 && (
        <div
          role="group"
          aria-label={`Add a question to ${part}`}
          style={{ display: 'flex', flexWrap: 'wrap', gap: '0.4rem' }}
        >
          <ToolButton type="button" onClick={() => add('multiple_choice')}>
            Add multiple choice
          </ToolButton>
          <ToolButton type="button" onClick={() => add('true_false')}>
            Add true/false
          </ToolButton>
          <ToolButton type="button" onClick={() => add('short_answer')}>
            Add short answer
          </ToolButton>
        </div>
      )}
    </Part>
  );
});
