// Spec §3 requests of the question bank, every field text (query string or form data); a 400 says which is wrong.
import { LIMITS, QUESTION_TYPES, type QuestionType } from '@lessonloom/contracts';
import { HttpError } from '../../http/http-error';
import { BANK_DIFFICULTIES, type BankDifficulty } from './question-bank.model';

export interface SearchQuery {
  subject?: string;
  difficulty?: BankDifficulty;
  category?: string;
  tags?: string[];
}
export interface GenerateSpecificRequest {
  prompt: string;
  num_questions: number;
  question_type: QuestionType;
  difficulty: BankDifficulty;
}
export interface RandomizeRequest {
  test_id: string;
  num_versions: number;
}

const PROMPT_MAX = 4000;
const FILTER_MAX = 200;

/** Empty or 'all' means "no filter" (spec §5); the page leaves them out, other clients may not. */
function filterValue(v: unknown): string | undefined {
  const s = Array.isArray(v) ? v[0] : v;
  if (typeof s !== 'string') return undefined;
  const t = s.trim();
  if (!t || t.toLowerCase() === 'all') return undefined;
  if (t.length > FILTER_MAX) throw new HttpError(400, `Search values must be at most ${FILTER_MAX} characters`);
  return t;
}

function oneOf<T extends string>(field: string, value: string, allowed: readonly T[]): T {
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new HttpError(400, `${field} must be one of ${allowed.join(', ')}`);
}

function wholeNumber(field: string, value: string | undefined, min: number, max: number, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  if (!/^\d+$/.test(value.trim())) throw new HttpError(400, `${field} must be a whole number`);
  const n = Number(value.trim());
  if (n < min || n > max) throw new HttpError(400, `${field} must be between ${min} and ${max}`);
  return n;
}

export function parseSearch(query: Record<string, unknown>): SearchQuery {
  const difficulty = filterValue(query.difficulty)?.toLowerCase();
  const tags = filterValue(query.tags)
    ?.split(',')
    .map((t) => t.trim().toLowerCase())
    .filter(Boolean);
  return {
    subject: filterValue(query.subject),
    difficulty: difficulty ? oneOf('difficulty', difficulty, BANK_DIFFICULTIES) : undefined,
    category: filterValue(query.category),
    tags: tags?.length ? tags : undefined,
  };
}

export function parseGenerateSpecific(f: Record<string, string>): GenerateSpecificRequest {
  const prompt = (f.prompt ?? '').trim();
  if (!prompt) throw new HttpError(400, 'prompt is required');
  if (prompt.length > PROMPT_MAX) throw new HttpError(400, `prompt must be at most ${PROMPT_MAX} characters`);
  return {
    prompt,
    num_questions: wholeNumber(
      'num_questions',
      f.num_questions,
      LIMITS.bankQuestionsMin,
      LIMITS.bankQuestionsMax,
      LIMITS.bankQuestionsDefault,
    ),
    question_type: oneOf('question_type', f.question_type?.trim() || 'multiple_choice', QUESTION_TYPES),
    difficulty: oneOf('difficulty', f.difficulty?.trim().toLowerCase() || 'medium', BANK_DIFFICULTIES),
  };
}

export function parseRandomize(f: Record<string, string>): RandomizeRequest {
  const test_id = (f.test_id ?? '').trim();
  if (!test_id) throw new HttpError(400, 'test_id is required');
  return {
    test_id,
    num_versions: wholeNumber(
      'num_versions',
      f.num_versions,
      LIMITS.versionsMin,
      LIMITS.versionsMax,
      LIMITS.versionsDefault,
    ),
  };
}
