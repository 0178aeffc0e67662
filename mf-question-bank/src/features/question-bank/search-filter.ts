import type { QuestionSearchFilter } from '@lessonloom/contracts';

export interface FilterForm {
  subject: string;
  difficulty: string;
  category: string;
  tags: string;
}

export const EMPTY_FILTERS: FilterForm = { subject: '', difficulty: 'all', category: '', tags: '' };

/** Spec §5: empty values and 'all' are left out of the query. */
export function toSearchFilter(form: FilterForm): QuestionSearchFilter {
  const out: QuestionSearchFilter = {};
  for (const key of ['subject', 'difficulty', 'category', 'tags'] as const) {
    const value = form[key].trim();
    if (value && value.toLowerCase() !== 'all') out[key] = value;
  }
  return out;
}
