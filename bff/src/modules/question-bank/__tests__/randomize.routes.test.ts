import type { Block, GeneratedDocument, QuestionBlock } from '@lessonloom/contracts';
import { startTestApp, signupUser, type TestApp } from '../../../testing/testing.app';
import { activeUser, download, postGenerate, upload, type TestUser } from '../../generations/__tests__/helpers';
import { Generation } from '../../generations/generations.model';
import { postForm, TEXT } from './qb-helpers';

// Each version renders four files on two shared cores.
jest.setTimeout(120_000);

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let testId: string;
let worksheetId: string;
beforeAll(async () => {
  t = await startTestApp();
  [alice, bob] = await Promise.all([activeUser(t), activeUser(t)]);
  await upload(t, alice, 'photosynthesis.txt', Buffer.from(TEXT));
  const made = await postGenerate(t, alice, {
    kind: 'test',
    num_questions: '8',
    source_filename: 'photosynthesis.txt',
    difficulty: 'easy',
  });
  expect(made.status).toBe(200);
  testId = made.body.id;
  const sheet = await postGenerate(t, alice, { kind: 'worksheet', topic: 'Volcanoes' });
  worksheetId = sheet.body.id;
});
afterAll(() => t.close());

const randomize = (user: TestUser | null, fields: Record<string, string>) =>
  postForm(t, 'randomize-test', user, fields);
const questions = (doc: GeneratedDocument) =>
  doc.sections.flatMap((s) => s.blocks.filter((b: Block): b is QuestionBlock => b.type === 'question'));

describe('POST /api/question-bank/randomize-test', () => {
  it('creates shuffled versions as new generations whose answers still match their questions', async () => {
    const res = await randomize(alice, { test_id: testId, num_versions: '2' });
    expect(res.status).toBe(200);
    expect(res.body.versions_created).toBe(2);
    const original = (await Generation.findById(testId).lean())!.document as GeneratedDocument;
    const originalQs = questions(original);
    expect(originalQs.some((q) => q.question_type === 'multiple_choice')).toBe(true);
    const byPrompt = new Map(originalQs.map((q) => [q.prompt, q]));

    const orders = new Set([originalQs.map((q) => q.prompt).join('|')]);
    for (const [i, id] of (res.body.version_ids as string[]).entries()) {
      const version = (await Generation.findById(id).lean())!;
      expect(version.kind).toBe('test');
      expect(version.document.title).toBe(`${original.title} (Version ${'AB'[i]})`);
      const qs = questions(version.document);
      expect(qs.map((q) => q.number)).toEqual(originalQs.map((_, n) => n + 1));
      expect(new Set(qs.map((q) => q.prompt))).toEqual(new Set(byPrompt.keys()));
      for (const q of qs) {
        const before = byPrompt.get(q.prompt)!;
        expect(q.answer).toBe(before.answer);
        if (q.options) {
          expect([...q.options].sort()).toEqual([...before.options!].sort());
          expect(q.options).toContain(q.answer);
        }
      }
      orders.add(qs.map((q) => q.prompt).join('|'));
      // Every file of the version downloads, the answer key included.
      for (const format of ['docx', 'pdf', 'key-docx', 'key-pdf']) {
        const file = await download(t, alice, `/api/generations/${id}/download/${format}`);
        expect(file.status).toBe(200);
        expect(file.body.length).toBeGreaterThan(500);
      }
    }
    // The versions really are reordered: not all the same as the original.
    expect(orders.size).toBeGreaterThan(1);

    const history = await t.http.get('/api/generations').set('Authorization', alice.auth);
    expect(history.body.map((g: { id: string }) => g.id)).toEqual(expect.arrayContaining(res.body.version_ids));
  });

  it('uses 3 versions by default', async () => {
    const res = await randomize(alice, { test_id: testId });
    expect(res.body.versions_created).toBe(3);
    expect(res.body.version_ids).toHaveLength(3);
  });

  it("answers 404 for someone else's, unknown or malformed test ids", async () => {
    for (const [user, id] of [
      [bob, testId],
      [alice, '64b7f0c2a1b2c3d4e5f60718'],
      [alice, 'not-an-id'],
    ] as const) {
      const res = await randomize(user, { test_id: id });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ detail: 'Test not found in your generation history' });
    }
    expect(
      await Generation.countDocuments({
        'settings.version_of': testId,
        owner: { $ne: (await Generation.findById(testId))!.owner },
      }),
    ).toBe(0);
  });

  it('answers 400 for a generation that is not a test or quiz, and for bad fields', async () => {
    const sheet = await randomize(alice, { test_id: worksheetId });
    expect(sheet.status).toBe(400);
    expect(sheet.body).toEqual({ detail: 'Only tests and quizzes can be randomized; this generation is a worksheet' });
    expect((await randomize(alice, { test_id: '' })).body).toEqual({ detail: 'test_id is required' });
    for (const n of ['1', '11']) {
      const res = await randomize(alice, { test_id: testId, num_versions: n });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ detail: 'num_versions must be between 2 and 10' });
    }
  });

  it('needs a signed-in user', async () => {
    expect((await randomize(null, { test_id: testId })).status).toBe(401);
    const unpaid = await signupUser(t);
    expect((await randomize(unpaid, { test_id: testId })).status).toBe(404);
  });
});
