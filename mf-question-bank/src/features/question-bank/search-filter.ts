import type { QuestionSearchFilter } from '@lessonloom/contracts';

export interface FilterForm {
  subject: string;
  difficulty: string;
  category: string;
  tags: string;
  /** The file, topic or prompt the questions were made from (besides the spec's four filters). */
  source: string;
}

export const EMPTY_FILTERS: FilterForm = { subject: '', difficulty: 'all', category: '', tags: '', source: '' };

/** Spec §5: empty values and 'all' are left out of the query. */
export function toSearchFilter(form: FilterForm): QuestionSearchFilter {
  const out: QuestionSearchFilter = {};
  for (const key of ['subject', 'difficulty', 'category', 'tags', 'source'] as const) {
    const value = form[key].trim();
    if (value && value.toLowerCase() !== 'all') out[key] = value;
  }
  return out;
}
