import type { Response } from 'supertest';
import type { TestApp } from '../../../testing/testing.app';
import type { TestUser } from '../../generations/__tests__/helpers';

export const TEXT = [
  'Photosynthesis is the process plants use to turn light energy into chemical energy.',
  'Chlorophyll is the green pigment that absorbs light inside the chloroplast.',
  'The chloroplast is the organelle where photosynthesis takes place.',
  'Carbon dioxide enters the leaf through small pores called stomata.',
  'Glucose is the sugar that plants make and store as starch.',
  'Oxygen is released into the air as a product of photosynthesis.',
  'Water is absorbed by the roots and carried to the leaves through the xylem.',
  'Respiration is the process that releases energy from glucose in every living cell.',
].join(' ');

export function postForm(
  t: TestApp,
  path: string,
  user: TestUser | null,
  fields: Record<string, string>,
): Promise<Response> {
  const req = t.http.post(`/api/question-bank/${path}`);
  if (user) req.set('Authorization', user.auth);
  for (const [k, v] of Object.entries(fields)) req.field(k, v);
  return req;
}

export function search(t: TestApp, user: TestUser | null, query: Record<string, string> = {}): Promise<Response> {
  const req = t.http.get('/api/question-bank/search').query(query);
  return user ? req.set('Authorization', user.auth) : req;
}
