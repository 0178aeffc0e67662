import { clipText, displayName, generateRequestSchema, type GenerateRequest } from '@lessonloom/contracts';
import { Types } from 'mongoose';
import { HttpError } from '../../http/http.error';
import type { GenerationSettings } from './generations.model';

/** Validates the form (every field text, spec §3); a 400 names each field that is wrong. */
export function parseGenerateRequest(fields: Record<string, string>): GenerateRequest {
  const parsed = generateRequestSchema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => {
    const field = String(issue.path[0] ?? 'request');
    if (issue.path.length && fields[field] === undefined) return `${field} is required`;
    return issue.message.includes(field) ? issue.message : `${field}: ${issue.message}`;
  });
  throw new HttpError(400, [...new Set(problems)].join('; '));
}

/** What the history keeps of the request: only the settings that apply to its kind and source. */
export function settingsOf(r: GenerateRequest, sourceType: 'file' | 'topic'): GenerationSettings {
  const settings: GenerationSettings = {
    difficulty: r.difficulty,
    include_answer_key: r.include_answer_key,
    use_specific_prompt: r.use_specific_prompt,
  };
  if (r.num_questions !== undefined) settings.num_questions = r.num_questions;
  if (r.worksheet_style) settings.worksheet_style = r.worksheet_style;
  if (r.puzzle_type) settings.puzzle_type = r.puzzle_type;
  if (r.grade_level) settings.grade_level = r.grade_level;
  if (r.subject) settings.subject = r.subject;
  if (r.use_specific_prompt && r.specific_prompt?.trim()) settings.specific_prompt = r.specific_prompt.trim();
  if (sourceType === 'topic' && r.topic) settings.topic = r.topic.trim();
  return settings;
}

export const TOPIC_LABEL_CHARS = 120;

/** A topic shown as the history's "source file name": one line, shortened. */
export function topicLabel(topic: string): string {
  return clipText(displayName(topic), TOPIC_LABEL_CHARS);
}

const MAX_PAGE = 500;

/** `?limit=&before=` of GET /api/generations; without them the whole history (what the page reads). */
export function parseHistoryPage(query: Record<string, string | string[] | undefined>): {
  limit?: number;
  before?: Types.ObjectId;
} {
  const one = (k: string) => {
    const v = query[k];
    if (Array.isArray(v)) throw new HttpError(400, `${k} may be given once`);
    return v === undefined || v === '' ? undefined : v;
  };
  const page: { limit?: number; before?: Types.ObjectId } = {};
  const limit = one('limit');
  if (limit !== undefined) {
    if (!/^\d{1,4}$/.test(limit) || Number(limit) < 1 || Number(limit) > MAX_PAGE)
      throw new HttpError(400, `limit must be a whole number from 1 to ${MAX_PAGE}`);
    page.limit = Number(limit);
  }
  const before = one('before');
  if (before !== undefined) {
    if (!/^[0-9a-f]{24}$/i.test(before)) throw new HttpError(400, 'before must be the id of one of your generations');
    page.before = new Types.ObjectId(before);
  }
  return page;
}
