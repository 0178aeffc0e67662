import { RESOURCE_SUBSCRIPTION_REQUIRED_DETAIL } from '@lessonloom/contracts';
import { Types } from 'mongoose';
import { User } from '../../auth/auth.user-model';
import { signupUser, startTestApp, type TestApp } from '../../../testing/testing.app';
import { download, storedFiles, type TestUser } from '../../generations/__tests__/helpers';
import { closeReaders, norm, pdfText } from '../../../rendering/__tests__/read-back';
import { CATALOG } from '../resources.catalog';
import { resetResourceSeeding } from '../resources.seed';

// Six PDFs are rendered on the first request, on two cores shared with the rest of the suite.
jest.setTimeout(60_000);

let t: TestApp;
beforeAll(async () => {
  resetResourceSeeding();
  t = await startTestApp();
});
afterAll(async () => {
  await closeReaders();
  await t.close();
});

async function userWith(status: string): Promise<TestUser> {
  const u = await signupUser(t);
  if (status !== 'pending_payment') await User.updateOne({ email: u.email }, { 'subscription.status': status });
  return u;
}

async function list(user: TestUser) {
  const res = await t.http.get('/api/resources').set('Authorization', user.auth);
  expect(res.status).toBe(200);
  return res.body as Array<Record<string, unknown>>;
}

describe('GET /api/resources', () => {
  it('answers 401 without a token', async () => {
    const res = await t.http.get('/api/resources');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: 'Not authenticated' });
  });

  it.each(['pending_payment', 'inactive', 'trialing', 'active'])(
    'lists the library for a %s user with the spec §3 fields',
    async (status) => {
      const items = await list(await userWith(status));
      expect(items.map((r) => r.title)).toEqual(CATALOG.map((e) => e.title));
      for (const [i, r] of items.entries()) {
        expect(Object.keys(r).sort()).toEqual(['description', 'fileName', 'id', 'sizeBytes', 'tags', 'title']);
        expect(r).toMatchObject({
          description: CATALOG[i].description,
          fileName: CATALOG[i].fileName,
          tags: CATALOG[i].tags,
        });
        expect(Types.ObjectId.isValid(r.id as string)).toBe(true);
      }
    },
  );

  it('reports each file with its real stored size', async () => {
    const items = await list(await userWith('active'));
    const files = await storedFiles({ 'metadata.role': 'resource' });
    expect(files).toHaveLength(CATALOG.length);
    for (const r of items) {
      const file = files.find((f) => f.filename === r.fileName);
      expect(file?.length).toBe(r.sizeBytes);
      expect(r.sizeBytes).toBeGreaterThan(2000);
    }
  });
});

describe('GET /api/resources/{id}/download', () => {
  it.each(['active', 'trialing'])('sends a %s subscriber the PDF as an attachment under fileName', async (status) => {
    const user = await userWith(status);
    for (const r of await list(user)) {
      const res = await download(t, user, `/api/resources/${r.id}/download`);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="${r.fileName}"; filename*=UTF-8''${r.fileName}`,
      );
      const body = res.body as Buffer;
      expect(body.length).toBe(r.sizeBytes);
      expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
  });

  it('the PDF holds the resource text, non-ASCII characters included', async () => {
    const user = await userWith('active');
    const entry = CATALOG.find((e) => e.slug === 'parent-teacher-conference-checklist')!;
    const item = (await list(user)).find((r) => r.fileName === entry.fileName)!;
    const text = norm(await pdfText((await download(t, user, `/api/resources/${item.id}/download`)).body as Buffer));
    expect(text).toContain(norm(entry.title)); // the en dash in 'Parent–Teacher' must survive
    for (const s of entry.sections) expect(text).toContain(norm(s.heading));
    expect(text).toContain(norm(entry.sections[1].checklist![0]));
  });

  it.each(['pending_payment', 'inactive'])('answers 402 to a %s user', async (status) => {
    const user = await userWith(status);
    const [first] = await list(user);
    const res = await t.http.get(`/api/resources/${first.id}/download`).set('Authorization', user.auth);
    expect(res.status).toBe(402);
    expect(res.body).toEqual({ detail: RESOURCE_SUBSCRIPTION_REQUIRED_DETAIL });
  });

  it('answers 401 without a token', async () => {
    const [first] = await list(await userWith('active'));
    const res = await t.http.get(`/api/resources/${first.id}/download`);
    expect(res.status).toBe(401);
  });

  it.each([new Types.ObjectId().toString(), 'not-an-id'])('answers 404 for an unknown id (%s)', async (id) => {
    const user = await userWith('active');
    const res = await t.http.get(`/api/resources/${id}/download`).set('Authorization', user.auth);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: 'Resource not found' });
  });
});
