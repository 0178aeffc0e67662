// Choosing a test or quiz from the history by what tells them apart: title, date and time, and how many
// questions, newest first, with a search over title and source for a long history.
import { useState } from 'react';
import { KIND_LABELS, RANDOMIZABLE_KINDS, type GenerationListItem } from '@lessonloom/contracts';
import { Field, Input, Label, Select } from '@lessonloom/ui';

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

/** "Cells · Test · Mar 2, 2026, 10:00 AM · 12 questions" */
export function describeTest(g: GenerationListItem): string {
  const title = g.title?.trim() || `${KIND_LABELS[g.kind]} from ${g.source_filename}`;
  const count = g.question_count ?? g.settings?.num_questions;
  return [
    title,
    g.settings?.accommodation_of ? `${KIND_LABELS[g.kind]} (accommodated)` : KIND_LABELS[g.kind],
    when(g.created_at),
    count ? `${count} question${count === 1 ? '' : 's'}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

const fold = (s: string) => s.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/** Tests and quizzes that can be randomized (not versions themselves), newest first. */
export function randomizableTests(history: readonly GenerationListItem[]): GenerationListItem[] {
  return history
    .filter((g) => RANDOMIZABLE_KINDS.includes(g.kind) && !g.settings?.version_of)
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
}

export function TestPicker({
  tests,
  value,
  onPick,
}: {
  tests: GenerationListItem[];
  value: string;
  onPick: (id: string) => void;
}) {
  const [search, setSearch] = useState('');
  const words = fold(search).split(/\s+/).filter(Boolean);
  const shown = tests.filter((g) => {
    const text = fold(`${g.title ?? ''} ${g.source_filename}`);
    return g.id === value || words.every((w) => text.includes(w));
  });
  return (
    <>
      <Field>
        <Label htmlFor="qb-test-search">Search your tests and quizzes</Label>
        <Input
          id="qb-test-search"
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          aria-describedby="qb-test-count"
        />
        <small id="qb-test-count" role="status">
          {shown.length === tests.length
            ? `${tests.length} tests and quizzes`
            : `${shown.length} of ${tests.length} tests and quizzes match`}
        </small>
      </Field>
      <Field>
        <Label htmlFor="qb-test-pick">Your tests and quizzes</Label>
        <Select
          id="qb-test-pick"
          value={tests.some((g) => g.id === value) ? value : ''}
          onChange={(e) => onPick(e.target.value)}
        >
          <option value="">Choose from your history…</option>
          {shown.map((g) => (
            <option key={g.id} value={g.id}>
              {describeTest(g)}
            </option>
          ))}
        </Select>
      </Field>
    </>
  );
}
