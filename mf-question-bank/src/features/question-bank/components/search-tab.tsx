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
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(toSearchFilter(form));
  };
  return (
    <Card>
      <h2>Search Questions</h2>
      <CardDescription>Find saved questions by subject, difficulty, category and tags.</CardDescription>
      <Filters onSubmit={submit} aria-label="Search filters">
        <Field>
          <Label htmlFor="qb-subject">Subject</Label>
          <Input id="qb-subject" value={form.subject} onChange={set('subject')} placeholder="e.g. Biology" />
        </Field>
        <Field>
          <Label htmlFor="qb-difficulty">Difficulty</Label>
          <Select id="qb-difficulty" value={form.difficulty} onChange={set('difficulty')}>
            <option value="all">All</option>
            <option value="easy">Easy</option>
            <option value="medium">Medium</option>
            <option value="hard">Hard</option>
          </Select>
        </Field>
        <Field>
          <Label htmlFor="qb-category">Category</Label>
          <Input id="qb-category" value={form.category} onChange={set('category')} placeholder="e.g. Multiple Choice" />
        </Field>
        <Field>
          <Label htmlFor="qb-tags">Tags</Label>
          <Input
            id="qb-tags"
            value={form.tags}
            onChange={set('tags')}
            placeholder="comma-separated, e.g. cells, energy"
          />
        </Field>
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
