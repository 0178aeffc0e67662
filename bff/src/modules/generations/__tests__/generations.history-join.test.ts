// GET /api/generations reads the session and the history page in one command: the answer
// is byte for byte what the separate read gives, and anything the join cannot answer alone (a page
// after `before`, a very long history, records without a stored entry) still answers the same.
import { Types } from 'mongoose';
import { startTestApp, type TestApp } from '../../../testing/testing.app';
import { findSessionUser, hashToken } from '../../auth/auth.middleware';
import { User } from '../../auth/auth.user-model';
import { listGenerationEntries } from '../generations.service';
import { Generation } from '../generations.model';
import { listEntryOf } from '../generations.view';
import { JOINED_HISTORY_MAX } from '../generations.history-join';
import { activeUser, type TestUser } from './helpers';

jest.setTimeout(60_000);

let t: TestApp;
let alice: TestUser;
let bob: TestUser;

/** Records written straight to the collection (the list only reads them), `n` of them for `owner`. */
async function seed(owner: TestUser, n: number, from = 0, withEntry = true) {
  const user = await User.findOne({ email: owner.email }).lean();
  const docs = Array.from({ length: n }, (_, k) => {
    const i = from + k;
    const g = {
      _id: new Types.ObjectId(),
      owner: user!._id,
      kind: 'worksheet' as const,
      sourceType: 'topic' as const,
      sourceFilename: `Topic ${i} – ünïcode “quotes”`,
      settings: { difficulty: 'easy' as const, include_answer_key: true, use_specific_prompt: false },
      document: { kind: 'worksheet', title: `Sheet ${i}`, sections: [] },
      files: { docx: new Types.ObjectId(), pdf: new Types.ObjectId(), keyDocx: null, keyPdf: null },
      offline: true,
      createdAt: new Date(Date.UTC(2026, 2, 1) + i * 1000),
    };
    return withEntry ? { ...g, listEntry: listEntryOf(g) } : g;
  });
  await Generation.collection.insertMany(docs as never[]);
}

/** Commands the BFF sends to the database while `fn` runs. */
async function commandsDuring(fn: () => Promise<unknown>): Promise<number> {
  const db = Generation.db.db!;
  const spy = jest.spyOn(db, 'command');
  const find = jest.spyOn(Generation.collection, 'find');
  try {
    await fn();
    return spy.mock.calls.length + find.mock.calls.length;
  } finally {
    spy.mockRestore();
    find.mockRestore();
  }
}

const list = (u: TestUser, query = '') => t.http.get(`/api/generations${query}`).set('Authorization', u.auth);

async function separately(u: TestUser, page: Parameters<typeof listGenerationEntries>[1] = {}) {
  const { user } = (await findSessionUser(hashToken(u.token)))!;
  return `[${(await listGenerationEntries(user, page))!.join(',')}]`;
}

beforeAll(async () => {
  t = await startTestApp();
  [alice, bob] = await Promise.all([activeUser(t), activeUser(t)]);
  await seed(alice, 7);
  await seed(bob, 3, 100);
});
afterAll(() => t.close());

describe('the history joined to the session', () => {
  it('answers the whole list and a first page in one command, byte for byte what the separate read answers', async () => {
    let res!: Awaited<ReturnType<typeof list>>;
    expect(await commandsDuring(async () => (res = await list(alice)))).toBe(1);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.text).toBe(await separately(alice));
    expect(res.body.map((r: { title: string }) => r.title)).toEqual([6, 5, 4, 3, 2, 1, 0].map((i) => `Sheet ${i}`));
    expect(res.body[0].source_filename).toBe('Topic 6 – ünïcode “quotes”');

    let page!: Awaited<ReturnType<typeof list>>;
    expect(await commandsDuring(async () => (page = await list(alice, '?limit=3')))).toBe(1);
    expect(page.text).toBe(await separately(alice, { limit: 3 }));
    expect(page.body).toHaveLength(3);
  });

  it("joins only the caller's own records, and a user with none gets []", async () => {
    const res = await list(bob);
    expect(res.body.map((r: { title: string }) => r.title)).toEqual(['Sheet 102', 'Sheet 101', 'Sheet 100']);
    const carol = await activeUser(t);
    const empty = await list(carol);
    expect(empty.status).toBe(200);
    expect(empty.text).toBe('[]');
  });

  it('still answers 401 before looking at the query, and 400 for a bad page once the user is known', async () => {
    expect((await t.http.get('/api/generations?limit=zero')).status).toBe(401);
    expect(
      (await t.http.get('/api/generations').set('Authorization', 'Bearer not-a-real-token-at-all-xx')).status,
    ).toBe(401);
    const bad = await list(alice, '?limit=zero');
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toMatch(/limit must be a whole number/);
  });

  it('reads a page after `before` separately, with the same answer as before', async () => {
    const whole = (await list(alice)).body as { id: string }[];
    let res!: Awaited<ReturnType<typeof list>>;
    expect(
      await commandsDuring(async () => (res = await list(alice, `?before=${whole[1].id}&limit=2`))),
    ).toBeGreaterThan(1);
    expect(res.body.map((r: { id: string }) => r.id)).toEqual([whole[2].id, whole[3].id]);
  });

  it('falls back to the separate read for records made before entries were stored', async () => {
    const dave = await activeUser(t);
    await seed(dave, 2, 200);
    await seed(dave, 1, 300, false);
    const res = await list(dave);
    expect(res.body.map((r: { title: string }) => r.title)).toEqual(['Sheet 300', 'Sheet 201', 'Sheet 200']);
    expect(res.text).toBe(await separately(dave));
  });

  it(`reads a history longer than ${JOINED_HISTORY_MAX} through the cursor path, every record once`, async () => {
    const erin = await activeUser(t);
    await seed(erin, JOINED_HISTORY_MAX + 5, 1000);
    let res!: Awaited<ReturnType<typeof list>>;
    expect(await commandsDuring(async () => (res = await list(erin)))).toBeGreaterThan(1);
    expect(res.body).toHaveLength(JOINED_HISTORY_MAX + 5);
    expect(res.text).toBe(await separately(erin));
    // a first page of it still comes with the session
    let page!: Awaited<ReturnType<typeof list>>;
    expect(await commandsDuring(async () => (page = await list(erin, '?limit=500')))).toBe(1);
    expect(page.body[0].title).toBe(`Sheet ${1000 + JOINED_HISTORY_MAX + 4}`);
    expect(page.body).toHaveLength(500);
  });
});
