import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { BankQuestion, QuestionSearchFilter } from '@lessonloom/contracts';
import { Button, Card, CardDescription, Field, Input, Label, Select, Spinner } from '@lessonloom/ui';
import { EMPTY_FILTERS, toSearchFilter, type FilterForm } from '../search-filter';
import { ExportSelection } from './export-selection';
import { QuestionCard } from './question-card';

const Filters = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: 1rem;
  align-items: end;
`;
const Results = styled.ul`
  list-style: none;
  padding: 0;
  margin: 1.5rem 0 0;
  display: grid;
  gap: 0.75rem;
`;
const Status = styled.p`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  margin-top: 1.5rem;
  color: ${(p) => p.theme.colors.muted};
`;

type TextFilter = Exclude<keyof FilterForm, 'difficulty'>;
const TEXT_FILTERS: Record<TextFilter, { label: string; hint: string }> = {
  subject: { label: 'Subject', hint: 'e.g. Biology' },
  category: { label: 'Category', hint: 'e.g. Multiple Choice' },
  tags: { label: 'Tags', hint: 'comma-separated, e.g. cells, energy' },
  // besides the spec's four: the file, topic or prompt the questions were made from
  source: { label: 'Source', hint: 'file or topic, e.g. waves.pdf' },
};

export interface SearchTabProps {
  questions: BankQuestion[];
  loading: boolean;
  onSearch: (filter: QuestionSearchFilter) => void;
}

export function SearchTab({ questions, loading, onSearch }: SearchTabProps) {
  const [form, setForm] = useState<FilterForm>(EMPTY_FILTERS);
  const [chosen, setChosen] = useState<string[]>([]);
  // Only questions still in the results can be exported: a new search drops the others from the choice.
  const selected = chosen.filter((id) => questions.some((q) => q.id === id));
  const toggle = (id: string) =>
    setChosen(selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id]);
  const set = (key: keyof FilterForm) => (e: { target: { value: string } }) =>
    setForm({ ...form, [key]: e.target.value });
  const text = (key: TextFilter) => (
    <Field>
      <Label htmlFor={`qb-${key}`}>{TEXT_FILTERS[key].label}</Label>
      <Input id={`qb-${key}`} value={form[key]} onChange={set(key)} placeholder={TEXT_FILTERS[key].hint} />
    </Field>
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(toSearchFilter(form));
  };
  return (
    <Card>
      <h2>Search Questions</h2>
      <CardDescription>
        Every question you generate is here. Find them by subject, difficulty, category, tags or the file or topic they
        came from.
      </CardDescription>
      <Filters onSubmit={submit} aria-label="Search filters">
        {text('subject')}
        <Field>
          <Label htmlFor="qb-difficulty">Difficulty</Label>
          <Select id="qb-difficulty" value={form.difficulty} onChange={set('difficulty')}>
            <option value="all">All</option>
            <option value="easy">Easy</option>
            <option value="medium">Medium</option>
            <option value="hard">Hard</option>
          </Select>
        </Field>
        {text('category')}
        {text('tags')}
        {text('source')}
        <Button type="submit">Search Questions</Button>
      </Filters>
      {loading ? (
        <Status>
          <Spinner size={18} label="Loading" /> Loading questions...
        </Status>
      ) : questions.length === 0 ? (
        <Status>No questions found</Status>
      ) : (
        <>
          <ExportSelection
            selected={selected}
            total={questions.length}
            onSelectAll={() => setChosen(questions.map((q) => q.id))}
            onClear={() => setChosen([])}
          />
          <Results aria-label="Questions">
            {questions.map((q) => (
              <QuestionCard key={q.id} question={q} selected={selected.includes(q.id)} onToggle={toggle} />
            ))}
          </Results>
        </>
      )}
    </Card>
  );
}
