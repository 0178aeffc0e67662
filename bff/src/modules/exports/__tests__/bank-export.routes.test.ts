import { Types } from 'mongoose';
import { parse as parseGift } from 'gift-pegjs';
import type { QuestionBlock } from '@lessonloom/contracts';
import { startTestApp, type TestApp } from '../../../testing/testing.app';
import { activeUser, type TestUser } from '../../generations/__tests__/helpers';
import { User } from '../../auth/auth.user-model';
import { Question } from '../../question-bank/question-bank.model';
import { toBankFields } from '../../question-bank/question-bank.generate';
import { bankBlock } from '../exports.service';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
const ids: string[] = [];

const MC: QuestionBlock = {
  type: 'question',
  number: 1,
  question_type: 'multiple_choice',
  prompt: 'Which gas do plants release? {oxygen = O₂}',
  options: ['Carbon dioxide', 'Oxygen', 'Nitrogen'],
  answer: 'Oxygen',
};
const TF: QuestionBlock = {
  type: 'question',
  number: 2,
  question_type: 'true_false',
  prompt: 'True or false: roots absorb water.',
  options: ['True', 'False'],
  answer: 'True',
};
const SHORT: QuestionBlock = {
  type: 'question',
  number: 3,
  question_type: 'short_answer',
  prompt: 'Name the green pigment.',
  answer: 'Chlorophyll',
};

beforeAll(async () => {
  t = await startTestApp();
  [alice, bob] = await Promise.all([activeUser(t), activeUser(t)]);
  const owner = await User.findOne({ email: alice.email });
  for (const [b, type] of [
    [MC, 'multiple_choice'],
    [TF, 'true_false'],
    [SHORT, 'short_answer'],
  ] as const) {
    const q = await Question.create({
      owner: owner!._id,
      ...toBankFields(b, type),
      difficulty: 'easy',
      subject: 'Biology',
      tags: [],
    });
    ids.push(String(q._id));
  }
});
afterAll(() => t.close());

const exportBank = (user: TestUser | null, body: unknown) => {
  const req = t.http
    .post('/api/question-bank/export')
    .send(body as object)
    .buffer(true)
    .parse((res, done) => {
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => parts.push(c));
      res.on('end', () => done(null, Buffer.concat(parts)));
    });
  return user ? req.set('Authorization', user.auth) : req;
};

describe('bank questions as blocks', () => {
  it('come back with their options and right answer (lettered lines taken out of the text)', () => {
    for (const b of [MC, TF, SHORT]) {
      const fields = toBankFields(b, b.question_type as 'multiple_choice');
      const back = bankBlock(
        { ...fields, owner: new Types.ObjectId(), difficulty: 'easy', subject: 's', tags: [], createdAt: new Date() },
        b.number,
      );
      expect(back).toMatchObject({ prompt: b.prompt, answer: b.answer, question_type: b.question_type });
      if (b.question_type === 'multiple_choice') expect(back.options).toEqual(b.options);
    }
  });
});

describe('POST /api/question-bank/export', () => {
  it('exports the chosen questions in the order chosen, right answers marked', async () => {
    const res = await exportBank(alice, { question_ids: [ids[2], ids[0], ids[1]], format: 'gift' });
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toContain('filename="Biology questions - Quiz.gift.txt"');
    const [category, short, mc, tf] = parseGift(res.body.toString('utf8'));
    expect(category).toMatchObject({ type: 'Category', title: '$course$/top/Biology' });
    expect(short).toMatchObject({ type: 'Short', stem: { text: SHORT.prompt } });
    expect(mc.type === 'MC' && mc.choices.filter((c) => c.isCorrect).map((c) => c.text.text)).toEqual(['Oxygen']);
    expect(mc.type === 'MC' && mc.stem.text).toBe(MC.prompt);
    expect(tf).toMatchObject({ type: 'TF', isTrue: true });
  });

  it("refuses another teacher's questions as not found, exporting nothing", async () => {
    const res = await exportBank(bob, { question_ids: [ids[0]], format: 'csv' });
    expect(res.status).toBe(404);
    expect(JSON.parse(res.body.toString())).toEqual({
      detail: 'Some of the selected questions were not found in your question bank',
    });
  });

  it('says what is wrong with a bad request', async () => {
    const empty = await exportBank(alice, { question_ids: [], format: 'csv' });
    expect(empty.status).toBe(400);
    expect(JSON.parse(empty.body.toString()).detail).toMatch(/^question_ids: /);
    const format = await exportBank(alice, { question_ids: [ids[0]], format: 'docx' });
    expect(format.status).toBe(400);
    expect(JSON.parse(format.body.toString()).detail).toMatch(/^format: /);
    expect((await exportBank(null, { question_ids: [ids[0]], format: 'csv' })).status).toBe(401);
  });
});
