import mongoose from 'mongoose';
import type { Response } from 'supertest';
import { User } from '../../auth/auth.user-model';
import type { AppDeps } from '../../../app-deps';
import { signupUser, startTestApp, type TestApp } from '../../../testing/testing.app';

export type TestUser = Awaited<ReturnType<typeof signupUser>>;

/** A signed-up user whose subscription is active (signup leaves it pending_payment). */
export async function activeUser(t: TestApp): Promise<TestUser> {
  const u = await signupUser(t);
  await User.updateOne({ email: u.email }, { 'subscription.status': 'active' });
  return u;
}

/** POSTs /api/generate as form data, every field as text (spec §3). */
export function postGenerate(t: TestApp, user: TestUser | null, fields: Record<string, string>): Promise<Response> {
  const req = t.http.post('/api/generate');
  if (user) req.set('Authorization', user.auth);
  for (const [k, v] of Object.entries(fields)) req.field(k, v);
  return req;
}

export function upload(t: TestApp, user: TestUser, filename: string, data: Buffer): Promise<Response> {
  return t.http.post('/api/upload').set('Authorization', user.auth).attach('file', data, filename);
}

/** Downloads a URL the API returned, keeping the body as bytes whatever its type. */
export function download(t: TestApp, user: TestUser | null, url: string): Promise<Response> {
  const req = t.http
    .get(url)
    .buffer(true)
    .parse((res, done) => {
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => parts.push(c));
      res.on('end', () => done(null, Buffer.concat(parts)));
    });
  if (user) req.set('Authorization', user.auth);
  return req;
}

/** GridFS file descriptions in the bucket the BFF writes to. */
export function storedFiles(filter: Record<string, unknown> = {}) {
  return mongoose.connection.db!.collection('files.files').find(filter).toArray();
}

/** One test app and one active user for a whole test file (started before, closed after its tests). */
export function appWithActiveUser(overrides: Partial<AppDeps> = {}): { readonly t: TestApp; readonly user: TestUser } {
  const state = {} as { t: TestApp; user: TestUser };
  beforeAll(async () => {
    state.t = await startTestApp(overrides);
    state.user = await activeUser(state.t);
  });
  afterAll(() => state.t.close());
  return state;
}
