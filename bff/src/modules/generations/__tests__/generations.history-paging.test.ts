// GET /api/generations: ETag / 304 and ?limit=&before= cursor paging. Records are written
// straight to the model: the list only reads them, and real renders would cost this file minutes.
import { Types } from 'mongoose';
import { startTestApp, type TestApp } from '../../../testing/testing.app';
import { findSessionUser, hashToken } from '../../auth/auth.middleware';
import { User } from '../../auth/auth.user-model';
import { listGenerationEntries } from '../generations.service';
import { Generation } from '../generations.model';
import { activeUser, type TestUser } from './helpers';

jest.setTimeout(30_000);

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let ids: string[] = [];
const at = new Date('2026-03-01T10:00:00.000Z');

async function seed(owner: TestUser, n: number, sameTime: boolean) {
  const user = await User.findOne({ email: owner.email }).lean();
  const made: string[] = [];
  for (let i = 0; i < n; i++) {
    const g = await Generation.create({
      owner: user!._id,
      kind: 'quiz',
      sourceType: 'topic',
      sourceFilename: `Topic ${i}`,
      settings: { difficulty: 'easy', include_answer_key: true, use_specific_prompt: false },
      document: {
        kind: 'quiz',
        title: `Quiz ${i}`,
        sections: [
          { heading: 'big', blocks: Array.from({ length: 50 }, () => ({ type: 'paragraph', text: 'x'.repeat(200) })) },
        ],
      },
      files: { docx: new Types.ObjectId(), pdf: new Types.ObjectId(), keyDocx: null, keyPdf: null },
      // several records in one millisecond: the _id must break the tie, as the index does
      createdAt: sameTime ? new Date(at.getTime() - 86_400_000) : new Date(at.getTime() + i * 1000),
    });
    made.push(String(g._id));
  }
  return made;
}

beforeAll(async () => {
  t = await startTestApp();
  [alice, bob] = await Promise.all([activeUser(t), activeUser(t)]);
  ids = [...(await seed(alice, 3, false)), ...(await seed(alice, 3, true))];
  await seed(bob, 2, false);
});
afterAll(() => t.close());

const list = (u: TestUser, query = '', headers: Record<string, string> = {}) => {
  const req = t.http.get(`/api/generations${query}`).set('Authorization', u.auth);
  for (const [k, v] of Object.entries(headers)) req.set(k, v);
  return req;
};

describe('GET /api/generations paging', () => {
  it('answers the whole history by default, newest first, titles only (no document sections)', async () => {
    const res = await list(alice);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(6);
    expect(res.body.map((r: { title: string }) => r.title)).toEqual([
      'Quiz 2',
      'Quiz 1',
      'Quiz 0',
      'Quiz 2',
      'Quiz 1',
      'Quiz 0',
    ]);
    expect(JSON.stringify(res.body)).not.toContain('paragraph');
    const newestFirst = [...ids.slice(0, 3)].reverse();
    expect(res.body.slice(0, 3).map((r: { id: string }) => r.id)).toEqual(newestFirst);
  });

  it('walks the history page by page with limit and before, across records made in the same millisecond', async () => {
    const all = (await list(alice)).body.map((r: { id: string }) => r.id);
    const seen: string[] = [];
    let before = '';
    for (;;) {
      const res = await list(alice, `?limit=4${before ? `&before=${before}` : ''}`);
      expect(res.status).toBe(200);
      seen.push(...res.body.map((r: { id: string }) => r.id));
      if (res.body.length < 4) break;
      before = res.body[res.body.length - 1].id;
    }
    expect(seen).toEqual(all);
    const tail = await list(alice, `?before=${all[4]}`);
    expect(tail.body.map((r: { id: string }) => r.id)).toEqual([all[5]]);
  });

  it("refuses a bad limit or cursor with a detail, and never pages through someone else's record", async () => {
    for (const q of ['?limit=0', '?limit=abc', '?limit=501', '?limit=1&limit=2', '?before=nope']) {
      const res = await list(alice, q);
      expect(res.status).toBe(400);
      expect(res.body.detail).toEqual(expect.any(String));
    }
    const bobs = (await list(bob)).body;
    const res = await list(alice, `?before=${bobs[0].id}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: 'before must be the id of one of your generations' });
  });
});

describe('GET /api/generations validators', () => {
  it('answers an ETag, then 304 with no body while nothing changed, and 200 with a new tag after a change', async () => {
    const first = await list(alice);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await list(alice, '', { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await list(alice, '', { 'If-None-Match': `"other", ${etag}` })).status).toBe(304);
    expect((await list(alice, '', { 'If-None-Match': '"other"' })).status).toBe(200);
    // another user's list has its own tag; alice's tag never answers 304 to bob
    expect((await list(bob, '', { 'If-None-Match': etag })).status).toBe(200);

    await seed(alice, 1, false);
    const changed = await list(alice, '', { 'If-None-Match': etag });
    expect(changed.status).toBe(200);
    expect(changed.body).toHaveLength(7);
    expect(changed.headers.etag).not.toBe(etag);
  });
});

describe('history reads longer than one reply', () => {
  it('reads the rest through a cursor and answers exactly what one reply would', async () => {
    const { user } = (await findSessionUser(hashToken(alice.token)))!;
    const whole = await listGenerationEntries(user);
    expect(whole!.length).toBeGreaterThanOrEqual(6);
    // a first batch of 2: the command's reply is not the whole answer, the cursor path reads it all
    expect(await listGenerationEntries(user, {}, 2)).toEqual(whole);
    expect(await listGenerationEntries(user, { limit: 4 }, 2)).toEqual(whole!.slice(0, 4));
    const before = new Types.ObjectId(JSON.parse(whole![1]).id);
    expect(await listGenerationEntries(user, { before }, 2)).toEqual(whole!.slice(2));
  });
});
