import styled from 'styled-components';
import { KIND_LABELS, type BankQuestion } from '@lessonloom/contracts';
import { Card, Checkbox } from '@lessonloom/ui';
import { DifficultyBadge } from './difficulty-badge';

const Top = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: 1rem;
`;
// Multiple-choice options arrive as lines of the question text.
const Text = styled.p`
  margin: 0;
  font-weight: 600;
  white-space: pre-line;
`;
const Meta = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1.25rem;
  margin: 0.75rem 0 0;
  font-size: 0.9rem;
  color: ${(p) => p.theme.colors.muted};
  div {
    display: flex;
    gap: 0.35rem;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

function Item({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt>{label}:</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** Where the question was made: "Quiz · waves.pdf", or "Generate Specific · <prompt>"; empty for older entries. */
function madeIn(q: BankQuestion): string {
  const kind = q.kind ? KIND_LABELS[q.kind] : q.source_type === 'prompt' ? 'Generate Specific' : '';
  return [kind, q.source].filter(Boolean).join(' · ');
}

export interface QuestionCardProps {
  question: BankQuestion;
  /** With a handler the card offers a "Select for export" box. */
  selected?: boolean;
  onToggle?: (id: string) => void;
}

export function QuestionCard({ question, selected = false, onToggle }: QuestionCardProps) {
  return (
    <Card as="li" aria-label={question.question_text.split('\n')[0]}>
      {onToggle && <Checkbox label="Select for export" checked={selected} onChange={() => onToggle(question.id)} />}
      <Top>
        <Text>{question.question_text}</Text>
        <DifficultyBadge difficulty={question.difficulty} />
      </Top>
      <Meta>
        <Item label="Answer" value={question.answer_text} />
        <Item label="Subject" value={question.subject} />
        {question.category && <Item label="Category" value={question.category} />}
        {question.grade_level && <Item label="Grade Level" value={question.grade_level} />}
        {madeIn(question) && <Item label="From" value={madeIn(question)} />}
      </Meta>
    </Card>
  );
}
