// The bar above search results: how many questions are chosen, choose all / none, and "Export to…".
import styled from 'styled-components';
import { Button } from '@lessonloom/ui';
import { ExportMenu } from '@lessonloom/web-core';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  margin-top: 1.5rem;
  p {
    margin: 0;
  }
`;

export interface ExportSelectionProps {
  selected: string[];
  total: number;
  onSelectAll: () => void;
  onClear: () => void;
}

export function ExportSelection({ selected, total, onSelectAll, onClear }: ExportSelectionProps) {
  const n = selected.length;
  return (
    <Bar role="group" aria-label="Export selected questions">
      <p aria-live="polite">
        {n} of {total} selected
      </p>
      <Button $variant="ghost" $size="sm" onClick={n === total ? onClear : onSelectAll}>
        {n === total ? 'Clear selection' : 'Select all'}
      </Button>
      <ExportMenu
        size="sm"
        disabled={n === 0}
        label={n ? `Export to… ${n} selected question${n > 1 ? 's' : ''}` : 'Export to… (select questions first)'}
        request={(format) => ({ url: '/api/question-bank/export', json: { question_ids: selected, format } })}
      />
    </Bar>
  );
}
