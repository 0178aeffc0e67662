// Session lookups that arrive together go out as one command (auth.session-batch): each request
// still gets its own session, user and join — never another's — and one bad answer fails only its own.
import { startTestApp, signupUser, type TestApp } from '../../../testing/testing.app';
import { hashToken } from '../auth.middleware';
import { lookupSession, MAX_JOINED_SESSIONS_PER_LOOKUP } from '../auth.session-batch';
import { Session } from '../auth.session-model';
import { User } from '../auth.user-model';
import { historyJoin } from '../../generations/generations.history-join';
import { Generation } from '../../generations/generations.model';
import { listEntryOf } from '../../generations/generations.view';
import { mongo, Types } from 'mongoose';
import type { Context } from 'koa';

jest.setTimeout(60_000);

let t: TestApp;
let users: Awaited<ReturnType<typeof signupUser>>[];

/** Database commands sent while `fn` runs, and its result. */
async function counted<T>(fn: () => Promise<T>): Promise<{ commands: number; result: T }> {
  const spy = jest.spyOn(Session.db.db!, 'command');
  try {
    const result = await fn();
    return { commands: spy.mock.calls.length, result };
  } finally {
    spy.mockRestore();
  }
}

const historyOf = (query: Record<string, string> = {}) => historyJoin({ query } as unknown as Context)!;

beforeAll(async () => {
  t = await startTestApp();
  users = [];
  for (let i = 0; i < 12; i++) users.push(await signupUser(t));
  // each of the first three has one generation of their own, with its stored list entry
  for (const [i, u] of users.slice(0, 3).entries()) {
    const owner = (await User.findOne({ email: u.email }).lean())!._id;
    const g = {
      _id: new Types.ObjectId(),
      owner,
      kind: 'quiz' as const,
      sourceType: 'topic' as const,
      sourceFilename: `Only ${u.email}`,
      settings: { difficulty: 'easy' as const, include_answer_key: true, use_specific_prompt: false },
      document: { kind: 'quiz', title: `Quiz of user ${i}`, sections: [] },
      files: { docx: new Types.ObjectId(), pdf: new Types.ObjectId(), keyDocx: null, keyPdf: null },
      offline: true,
      createdAt: new Date(),
    };
    await Generation.collection.insertOne({ ...g, listEntry: listEntryOf(g) } as never);
  }
});
afterAll(() => t.close());

describe('session lookups that arrive together', () => {
  it('are one command, and each request gets its own user', async () => {
    const { commands, result } = await counted(() =>
      Promise.all(users.map((u) => lookupSession(hashToken(u.token), null))),
    );
    expect(commands).toBe(1);
    expect(result.map((s) => s?.user.email)).toEqual(users.map((u) => u.email));
  });

  it('give requests with the same token equal but separate users', async () => {
    const [a, b] = await Promise.all([
      lookupSession(hashToken(users[0].token), null),
      lookupSession(hashToken(users[0].token), null),
    ]);
    expect(a!.user).toEqual(b!.user);
    expect(a!.user).not.toBe(b!.user);
    a!.user.subscription.status = 'inactive';
    expect(b!.user.subscription.status).toBe('pending_payment');
  });

  it('answer null for an unknown, expired or revoked token among live ones', async () => {
    const expired = users[4];
    await Session.updateOne({ tokenHash: hashToken(expired.token) }, { expiresAt: new Date(Date.now() - 1000) });
    const found = await Promise.all(
      [users[3], expired, users[5]]
        .map((u) => lookupSession(hashToken(u.token), null))
        .concat(lookupSession(hashToken('no-such-token-0123456789'), null)),
    );
    expect(found.map((s) => s?.user.email ?? null)).toEqual([users[3].email, null, users[5].email, null]);
  });

  it('join each session to its own records, a few sessions per command', async () => {
    const live = [users[0], users[1], users[2], users[5], users[6], users[7], users[8], users[9], users[10], users[11]];
    const { commands, result } = await counted(() =>
      Promise.all(live.map((u) => lookupSession(hashToken(u.token), historyOf()))),
    );
    expect(commands).toBe(Math.ceil(live.length / MAX_JOINED_SESSIONS_PER_LOOKUP));
    result.forEach((s, i) => {
      const entries = s!.joined.history.map(
        (raw) => JSON.parse(mongo.BSON.deserialize(raw).listEntry) as { title: string },
      );
      expect(entries.map((e) => e.title)).toEqual(i < 3 ? [`Quiz of user ${i}`] : []);
    });
    // different page sizes are different commands
    const mixed = await counted(() =>
      Promise.all([
        lookupSession(hashToken(users[0].token), historyOf()),
        lookupSession(hashToken(users[1].token), historyOf({ limit: '5' })),
      ]),
    );
    expect(mixed.commands).toBe(2);
  });

  it('fall back to one command per request when the shared one fails, so each still gets its own answer', async () => {
    const spy = jest
      .spyOn(Session.db.db!, 'command')
      .mockImplementationOnce(() => Promise.reject(new Error('reply too large')));
    try {
      const found = await Promise.all(users.slice(0, 4).map((u) => lookupSession(hashToken(u.token), null)));
      expect(found.map((s) => s?.user.email)).toEqual(users.slice(0, 4).map((u) => u.email));
      expect(spy).toHaveBeenCalledTimes(1 + 4);
    } finally {
      spy.mockRestore();
    }
    // answers that would not fit one reply (a cursor left open) are asked again per request too
    const open = jest
      .spyOn(Session.db.db!, 'command')
      .mockImplementationOnce(() =>
        Promise.resolve({ cursor: { id: mongo.Long.fromNumber(42), firstBatch: [] }, ok: 1 }),
      );
    try {
      const found = await Promise.all(users.slice(0, 3).map((u) => lookupSession(hashToken(u.token), historyOf())));
      expect(found.map((s) => s?.user.email)).toEqual(users.slice(0, 3).map((u) => u.email));
      expect(found.map((s) => s!.joined.history.length)).toEqual([1, 1, 1]);
    } finally {
      open.mockRestore();
    }
    // a lone lookup that fails reports the error
    const lone = jest
      .spyOn(Session.db.db!, 'command')
      .mockImplementationOnce(() => Promise.reject(new Error('store down')));
    try {
      await expect(lookupSession(hashToken(users[0].token), null)).rejects.toThrow('store down');
    } finally {
      lone.mockRestore();
    }
  });

  it('over HTTP, many teachers at once each see only their own account and history', async () => {
    const reads = await Promise.all(
      users
        .slice(0, 3)
        .flatMap((u) => [
          t.http.get('/api/auth/me').set('Authorization', u.auth),
          t.http.get('/api/generations').set('Authorization', u.auth),
        ]),
    );
    users.slice(0, 3).forEach((u, i) => {
      expect(reads[2 * i].body.email).toBe(u.email);
      expect(reads[2 * i + 1].body.map((g: { title: string }) => g.title)).toEqual([`Quiz of user ${i}`]);
    });
  });
});
