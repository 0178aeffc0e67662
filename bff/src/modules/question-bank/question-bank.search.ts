import type { QueryFilter } from 'mongoose';
import type { AuthUser } from '../auth/auth.user-model';
import { Question, type QuestionFields } from './question-bank.model';
import type { SearchQuery } from './question-bank.request';

/** A bank is for browsing, not export: the newest 200 matches are plenty for one page. */
export const SEARCH_LIMIT = 200;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// Case-insensitive "contains": subjects and sources come from prompts and file names, so a teacher types part of one.
const contains = (s: string) => ({ $regex: escape(s), $options: 'i' });

export function searchQuestions(user: AuthUser, q: SearchQuery) {
  const filter: QueryFilter<QuestionFields> = { owner: user._id };
  if (q.subject) filter.subject = contains(q.subject);
  if (q.category) filter.category = contains(q.category);
  if (q.difficulty) filter.difficulty = q.difficulty;
  if (q.tags) filter.tags = { $in: q.tags };
  // The file, topic or prompt the questions were made from, as part of its name ("waves" finds waves.pdf).
  if (q.source) filter.source_name = contains(q.source);
  return Question.find(filter).sort({ createdAt: -1, _id: -1 }).limit(SEARCH_LIMIT).lean();
}
