import type { Response } from 'supertest';
import type { GeneratedDocument, QuestionBlock } from '@lessonloom/contracts';
import { questionBlocks } from '@lessonloom/document';
import type { TestApp } from '../../../testing/testing.app';
import { download, postGenerate, upload, type TestUser } from '../../generations/__tests__/helpers';
import { TEXT } from '../../question-bank/__tests__/qb-helpers';

export { questionBlocks };

/** A quiz generated offline from a file, so it holds multiple-choice and true/false questions. */
export async function madeQuiz(
  t: TestApp,
  user: TestUser,
  fields: Record<string, string> = {},
): Promise<{ id: string; doc: GeneratedDocument; body: Record<string, unknown> }> {
  await upload(t, user, 'photosynthesis.txt', Buffer.from(TEXT));
  const res = await postGenerate(t, user, {
    kind: 'quiz',
    source_filename: 'photosynthesis.txt',
    num_questions: '6',
    difficulty: 'easy',
    ...fields,
  });
  if (res.status !== 200) throw new Error(`generate failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.id, doc: res.body.content, body: res.body };
}

export function putDocument(t: TestApp, user: TestUser | null, id: string, body: unknown): Promise<Response> {
  const req = t.http.put(`/api/generations/${id}/document`).set('Content-Type', 'application/json');
  if (user) req.set('Authorization', user.auth);
  return req.send(JSON.stringify(body));
}

export function postJson(t: TestApp, user: TestUser | null, path: string, body?: unknown): Promise<Response> {
  const req = t.http.post(path);
  if (user) req.set('Authorization', user.auth);
  return body === undefined ? req : req.set('Content-Type', 'application/json').send(JSON.stringify(body));
}

export function getJson(t: TestApp, user: TestUser | null, path: string): Promise<Response> {
  const req = t.http.get(path);
  return user ? req.set('Authorization', user.auth) : req;
}

/** A copy of `doc` with `change` applied to its question `number` (1-based). */
export function withQuestion(
  doc: GeneratedDocument,
  number: number,
  change: (q: QuestionBlock) => QuestionBlock,
): GeneratedDocument {
  const copy = structuredClone(doc);
  let n = 0;
  for (const s of copy.sections)
    s.blocks = s.blocks.map((b) => (b.type === 'question' && ++n === number ? change(b) : b));
  return copy;
}

/** The first question of a given type, with its number. */
export function firstOfType(doc: GeneratedDocument, type: QuestionBlock['question_type']): QuestionBlock {
  const q = questionBlocks(doc).find((b) => b.question_type === type);
  if (!q) throw new Error(`no ${type} question in the fixture`);
  return q;
}

export const downloadOf = (t: TestApp, user: TestUser, url: string) =>
  download(t, user, url).then((r) => r.body as Buffer);
