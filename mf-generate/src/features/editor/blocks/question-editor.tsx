import { RemoveButton } from '../remove-button';
import { memo } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import styled from 'styled-components';
import type { QuestionBlock } from '@lessonloom/contracts';
import { letter } from '@lessonloom/document';
import {
  changeType,
  markCorrect,
  questionById,
  removeOption,
  setOption,
  updateQuestion,
  type DocQuestionType,
} from '../doc-ops';
import { BlockCard, EditArea, FieldLabel, Row, SmallInput, SmallSelect, ToolButton } from '../editor-styles';
import { useDocPart, useEditorActions } from '../editor-actions';

const TYPE_LABELS: Record<DocQuestionType, string> = {
  multiple_choice: 'Multiple choice',
  true_false: 'True/false',
  short_answer: 'Short answer',
  fill_blank: 'Fill in the blank',
  essay: 'Essay',
  problem: 'Problem',
};

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.4rem;
  h4 {
    margin: 0 0.25rem 0 0;
    font-size: 1rem;
  }
  .tools {
    display: flex;
    flex-wrap: wrap;
    gap: 0.3rem;
    margin-left: auto;
  }
`;
// Off screen, a question's card is not laid out or painted (the browser keeps its last size, or this estimate
// until it has one), and on screen its layout and paint stay inside it: a keystroke's frame costs what is
// in view, not fifty questions. Its text stays in the accessibility tree and in find-in-page.
const Card = styled(BlockCard)`
  content-visibility: auto;
  contain-intrinsic-size: auto 27rem;
`;
const Handle = styled(ToolButton)`
  cursor: grab;
  touch-action: none;
`;
const Correct = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  font-weight: 700;
  input {
    width: 1.2rem;
    height: 1.2rem;
  }
`;

export interface QuestionEditorProps {
  id: string;
  first: boolean;
  last: boolean;
  /** Ticked for the question bank. */
  selected: boolean;
  /** Being replaced on the server. */
  replacing: boolean;
}

/** One question edited in place: stem, type, options with the correct one marked, key, explanation, points. */
export const QuestionEditor = memo(function QuestionEditor({
  id,
  first,
  last,
  selected,
  replacing,
}: QuestionEditorProps) {
  const actions = useEditorActions();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  const found = useDocPart((d) => questionById(d, id));
  // gone: deleted, and its section has not laid itself out again yet
  if (!found) return null;
  const q = found;
  const name = `Question ${q.number}`;
  const edit = (change: (q: QuestionBlock) => QuestionBlock, field: string) =>
    actions.change((doc) => updateQuestion(doc, id, change), `${id}:${field}`);
  const options = q.options ?? [];
  const choice = q.question_type === 'multiple_choice' || q.question_type === 'true_false';

  return (
    <Card
      ref={setNodeRef}
      as="article"
      aria-label={name}
      data-question={q.number}
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.6 : 1 }}
    >
      <Head>
        <Handle
          type="button"
          ref={setActivatorNodeRef}
          aria-label={`Drag ${name} to another place (or press Space, then the arrow keys)`}
          {...attributes}
          {...listeners}
        >
          ⠿
        </Handle>
        <h4>{q.number}.</h4>
        <SmallSelect
          aria-label={`${name} type`}
          value={q.question_type}
          onChange={(e) => edit((x) => changeType(x, e.target.value as DocQuestionType), 'type')}
        >
          {Object.entries(TYPE_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SmallSelect>
        <label style={{ display: 'inline-flex', alignItems: 'center', gap: '0.3rem' }}>
          <FieldLabel>Points</FieldLabel>
          <SmallInput
            type="number"
            min={0}
            max={100}
            step="any"
            aria-label={`${name} points`}
            value={q.points ?? ''}
            onChange={(e) => {
              const n = Number(e.target.value);
              edit(
                ({ points: _p, ...rest }) => (e.target.value === '' || !(n > 0) ? rest : { ...rest, points: n }),
                'points',
              );
            }}
          />
        </label>
        <div className="tools" role="group" aria-label={`${name} actions`}>
          <ToolButton
            type="button"
            aria-label={`Move ${name} up`}
            disabled={first}
            onClick={() => actions.moveQuestion(id, -1)}
          >
            ↑
          </ToolButton>
          <ToolButton
            type="button"
            aria-label={`Move ${name} down`}
            disabled={last}
            onClick={() => actions.moveQuestion(id, 1)}
          >
            ↓
          </ToolButton>
          <ToolButton type="button" aria-label={`Duplicate ${name}`} onClick={() => actions.duplicateQuestion(id)}>
            Duplicate
          </ToolButton>
          <ToolButton
            type="button"
            aria-label={`Replace ${name} with a new question`}
            disabled={replacing}
            onClick={() => actions.replaceQuestion(id)}
          >
            {replacing ? 'Replacing…' : 'Replace'}
          </ToolButton>
          <ToolButton type="button" aria-label={`Delete ${name}`} onClick={() => actions.deleteQuestion(id)}>
            Delete
          </ToolButton>
        </div>
      </Head>
      <EditArea
        aria-label={`${name} stem`}
        value={q.prompt}
        onChange={(e) => edit((x) => ({ ...x, prompt: e.target.value }), 'prompt')}
      />
      {choice && (
        <div
          role="radiogroup"
          aria-label={`${name} options: choose the correct one`}
          style={{ display: 'grid', gap: '0.35rem' }}
        >
          {options.map((option, i) => (
            <Row key={i}>
              <Correct>
                <input
                  type="radio"
                  name={`correct-${id}`}
                  checked={q.answer === option}
                  aria-label={`${name}: option ${letter(i)} is the correct answer`}
                  onChange={() => edit((x) => markCorrect(x, i), 'key')}
                />
                {letter(i)}.
              </Correct>
              {q.question_type === 'multiple_choice' ? (
                <>
                  <EditArea
                    rows={1}
                    aria-label={`${name} option ${letter(i)}`}
                    value={option}
                    onChange={(e) => edit((x) => setOption(x, i, e.target.value), `option:${i}`)}
                  />
                  <RemoveButton
                    label={`Remove option ${letter(i)} from ${name}`}
                    disabled={options.length <= 2}
                    onClick={() => edit((x) => removeOption(x, i), 'remove-option')}
                  />
                </>
              ) : (
                <span>{option}</span>
              )}
            </Row>
          ))}
          {q.question_type === 'multiple_choice' && options.length < 8 && (
            <div>
              <ToolButton
                type="button"
                onClick={() =>
                  edit(
                    (x) => ({ ...x, options: [...(x.options ?? []), `Option ${letter(options.length)}`] }),
                    'add-option',
                  )
                }
              >
                Add option to {name}
              </ToolButton>
            </div>
          )}
        </div>
      )}
      {!choice && (
        <label style={{ display: 'grid', gap: '0.2rem' }}>
          <FieldLabel>Answer key</FieldLabel>
          <EditArea
            aria-label={`${name} answer key`}
            value={q.answer}
            onChange={(e) => edit((x) => ({ ...x, answer: e.target.value }), 'answer')}
          />
        </label>
      )}
      <label style={{ display: 'grid', gap: '0.2rem' }}>
        <FieldLabel>Explanation (answer key only)</FieldLabel>
        <EditArea
          aria-label={`${name} explanation`}
          value={q.explanation ?? ''}
          onChange={(e) =>
            edit(
              ({ explanation: _e, ...rest }) => (e.target.value ? { ...rest, explanation: e.target.value } : rest),
              'explanation',
            )
          }
        />
      </label>
      <label style={{ display: 'inline-flex', alignItems: 'center', gap: '0.4rem' }}>
        <input type="checkbox" checked={selected} onChange={() => actions.toggleSelected(id)} />
        Select {name} for the question bank
      </label>
    </Card>
  );
});
