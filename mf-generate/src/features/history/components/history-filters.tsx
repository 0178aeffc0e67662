import styled from 'styled-components';
import { CONTENT_KINDS, KIND_LABELS } from '@lessonloom/contracts';
import { Button, Field, Input, Label, Select } from '@lessonloom/ui';
import { EMPTY_FILTER, type HistoryFilter } from '../history-entries';

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 11rem), 1fr));
  gap: 0.75rem 1rem;
  align-items: end;
  margin-bottom: 1rem;
  .search {
    grid-column: 1 / -1;
  }
`;

export interface HistoryFiltersProps {
  filter: HistoryFilter;
  onChange: (next: HistoryFilter) => void;
}

/** Search and filters apply as the teacher types; the form only groups them for assistive technology. */
export function HistoryFilters({ filter, onChange }: HistoryFiltersProps) {
  const set = (part: Partial<HistoryFilter>) => onChange({ ...filter, ...part });
  const active = filter.search || filter.kind || filter.from || filter.to;
  return (
    <Form role="search" aria-label="Search your history" onSubmit={(e) => e.preventDefault()}>
      <Field className="search">
        <Label htmlFor="history-search">Search by title or source</Label>
        <Input
          id="history-search"
          type="search"
          value={filter.search}
          placeholder="e.g. photosynthesis or waves.docx"
          onChange={(e) => set({ search: e.target.value })}
        />
      </Field>
      <Field>
        <Label htmlFor="history-kind">Kind</Label>
        <Select id="history-kind" value={filter.kind} onChange={(e) => set({ kind: e.target.value })}>
          <option value="">All kinds</option>
          {CONTENT_KINDS.map((k) => (
            <option key={k} value={k}>
              {KIND_LABELS[k]}
            </option>
          ))}
        </Select>
      </Field>
      <Field>
        <Label htmlFor="history-from">From</Label>
        <Input
          id="history-from"
          type="date"
          value={filter.from}
          max={filter.to || undefined}
          onChange={(e) => set({ from: e.target.value })}
        />
      </Field>
      <Field>
        <Label htmlFor="history-to">To</Label>
        <Input
          id="history-to"
          type="date"
          value={filter.to}
          min={filter.from || undefined}
          onChange={(e) => set({ to: e.target.value })}
        />
      </Field>
      <Button type="button" $variant="ghost" disabled={!active} onClick={() => onChange(EMPTY_FILTER)}>
        Clear filters
      </Button>
    </Form>
  );
}
