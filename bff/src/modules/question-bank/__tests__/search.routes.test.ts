import { Types } from 'mongoose';
import { startTestApp, signupUser, type TestApp } from '../../../testing/testing.app';
import { User } from '../../auth/auth.user-model';
import type { TestUser } from '../../generations/__tests__/helpers';
import { Question } from '../question-bank.model';
import { search } from './qb-helpers';

jest.setTimeout(60_000);

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
beforeAll(async () => {
  t = await startTestApp();
  // Searching needs only a signed-in user: alice has not paid.
  [alice, bob] = await Promise.all([signupUser(t), signupUser(t)]);
  const owner = async (u: TestUser) => (await User.findOne({ email: u.email }))!._id as Types.ObjectId;
  const [a, b] = await Promise.all([owner(alice), owner(bob)]);
  const q = (owner: Types.ObjectId, n: number, fields: Record<string, unknown>) => ({
    owner,
    question_text: `Question ${n}`,
    answer_text: `Answer ${n}`,
    question_type: 'short_answer',
    tags: [],
    createdAt: new Date(Date.UTC(2026, 0, n)),
    ...fields,
  });
  await Question.insertMany([
    q(a, 1, {
      difficulty: 'easy',
      subject: 'Biology',
      category: 'Cells',
      tags: ['cells', 'organelles'],
      grade_level: '7',
    }),
    q(a, 2, { difficulty: 'medium', subject: 'biology', category: 'Plants', tags: ['photosynthesis'] }),
    q(a, 3, { difficulty: 'hard', subject: 'History', tags: ['rome'] }),
    q(a, 4, { difficulty: 'medium', subject: 'Marine Biology', category: 'Oceans', tags: ['cells', 'fish'] }),
    q(b, 5, { difficulty: 'easy', subject: 'Biology', category: 'Cells', tags: ['cells'] }),
  ]);
});
afterAll(() => t.close());

const texts = (body: Array<{ question_text: string }>) => body.map((q) => q.question_text);

describe('GET /api/question-bank/search', () => {
  it('needs a signed-in user', async () => {
    const res = await search(t, null);
    expect(res.status).toBe(401);
    expect(res.body).toHaveProperty('detail');
  });

  it("lists only the user's own questions, newest first, in the spec's shape", async () => {
    const res = await search(t, alice);
    expect(res.status).toBe(200);
    expect(texts(res.body)).toEqual(['Question 4', 'Question 3', 'Question 2', 'Question 1']);
    expect(res.body[3]).toEqual(
      expect.objectContaining({
        id: expect.any(String),
        question_text: 'Question 1',
        answer_text: 'Answer 1',
        difficulty: 'easy',
        subject: 'Biology',
        category: 'Cells',
        grade_level: '7',
      }),
    );
    expect(res.body[1]).not.toHaveProperty('category');
    expect(res.body[1]).not.toHaveProperty('grade_level');
    const bobs = await search(t, bob);
    expect(texts(bobs.body)).toEqual(['Question 5']);
  });

  it('matches subject and category without regard to case, difficulty exactly, and any of the tags', async () => {
    expect(texts((await search(t, alice, { subject: 'BIOLOGY' })).body)).toEqual([
      'Question 4',
      'Question 2',
      'Question 1',
    ]);
    expect(texts((await search(t, alice, { category: 'cells' })).body)).toEqual(['Question 1']);
    expect(texts((await search(t, alice, { difficulty: 'medium' })).body)).toEqual(['Question 4', 'Question 2']);
    expect(texts((await search(t, alice, { tags: 'Rome, photosynthesis' })).body)).toEqual([
      'Question 3',
      'Question 2',
    ]);
    expect(texts((await search(t, alice, { subject: 'biology', difficulty: 'medium', tags: 'cells' })).body)).toEqual([
      'Question 4',
    ]);
    expect((await search(t, alice, { subject: 'Chemistry' })).body).toEqual([]);
  });

  it("treats empty values and 'all' as no filter, and refuses an unknown difficulty", async () => {
    expect((await search(t, alice, { difficulty: 'all', subject: '', tags: ' ' })).body).toHaveLength(4);
    const bad = await search(t, alice, { difficulty: 'impossible' });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toBe('difficulty must be one of easy, medium, hard');
  });

  it('treats search text literally, not as a pattern', async () => {
    expect((await search(t, alice, { subject: '.*' })).body).toEqual([]);
  });
});
