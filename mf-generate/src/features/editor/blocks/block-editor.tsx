import { memo, useCallback } from 'react';
import type { Block } from '@lessonloom/contracts';
import { BLOCK_NAMES } from '@lessonloom/document';
import { setBlock, type BlockAt } from '../doc-ops';
import { useDocPart, useEditorActions } from '../editor-actions';
import { BlockCard, EditArea, FieldLabel, SmallInput } from '../editor-styles';
import { TextListEditor } from '../text-list-editor';
import { DiagramEditor } from './diagram-editor';
import { MatchingEditor, VocabularyEditor } from './pairs-editor';
import { CrosswordEditor, WordSearchEditor } from './puzzle-editors';
import { TableEditor } from './table-editor';

/** Any block but a question, edited in place where it sits (`section`, `index`); `part` names its section in labels. */
export const BlockEditor = memo(function BlockEditor({
  section,
  index,
  part,
}: {
  section: number;
  index: number;
  part: string;
}) {
  const actions = useEditorActions();
  const block = useDocPart((d) => d.sections[section]?.blocks[index]);
  const onChange = useCallback(
    (next: Block, group: string) => {
      const at: BlockAt = { section, block: index };
      actions.change((doc) => setBlock(doc, at, next), `${section}:${index}:${group}`);
    },
    [actions, section, index],
  );
  // a question here is a moment between a change of the section's layout and the section's next render
  if (!block || block.type === 'question') return null;
  const name = `${part} ${BLOCK_NAMES[block.type].toLowerCase()}`;
  let body;
  switch (block.type) {
    case 'paragraph':
      body = (
        <EditArea
          aria-label={name}
          value={block.text}
          onChange={(e) => onChange({ ...block, text: e.target.value }, 'text')}
        />
      );
      break;
    case 'list':
      body = (
        <TextListEditor
          noun="Item"
          owner={name}
          items={block.items}
          onChange={(items, g) => onChange({ ...block, items }, g)}
        />
      );
      break;
    case 'word_bank':
      body = (
        <TextListEditor
          noun="Word"
          owner={name}
          items={block.words}
          onChange={(words, g) => onChange({ ...block, words }, g)}
        />
      );
      break;
    case 'vocabulary':
      body = <VocabularyEditor block={block} name={name} onChange={onChange} />;
      break;
    case 'table':
      body = <TableEditor block={block} name={name} onChange={onChange} />;
      break;
    case 'matching':
      body = <MatchingEditor block={block} name={name} onChange={onChange} />;
      break;
    case 'diagram':
      body = <DiagramEditor block={block} name={name} onChange={onChange} />;
      break;
    case 'word_search':
      body = <WordSearchEditor block={block} name={name} onChange={onChange} />;
      break;
    case 'crossword':
      body = <CrosswordEditor block={block} name={name} onChange={onChange} />;
      break;
    case 'writing_space':
      body = (
        <label style={{ display: 'inline-flex', alignItems: 'center', gap: '0.4rem' }}>
          <FieldLabel>Lines</FieldLabel>
          <SmallInput
            type="number"
            min={1}
            max={40}
            aria-label={`${name} lines`}
            value={block.lines}
            onChange={(e) =>
              onChange({ ...block, lines: Math.min(40, Math.max(1, Math.round(Number(e.target.value)) || 1)) }, 'lines')
            }
          />
        </label>
      );
      break;
  }
  return (
    <BlockCard role="group" aria-label={name}>
      <FieldLabel>{BLOCK_NAMES[block.type]}</FieldLabel>
      {body}
    </BlockCard>
  );
});
