// The sweep behind account deletion: what a process that died at the wrong moment left behind — records
// and files of an account that no longer exists, a deletion that stopped part-way, chunks of a file whose
// upload was cut off — is removed; nothing of a live account is touched.
import mongoose, { Types } from 'mongoose';
import { User } from '../../auth/auth.user-model';
import { Generation } from '../../generations/generations.model';
import { Question } from '../../question-bank/question-bank.model';
import { Revision } from '../../revisions/revisions.model';
import { putFile } from '../../../storage/storage.gridfs';
import { activeUser, postGenerate } from '../../generations/__tests__/helpers';
import { startTestApp, type TestApp } from '../../../testing/testing.app';
import { sweepDeletedAccounts } from '../account.sweep';
import { chunksWithoutFile, traces } from './account-traces';

jest.setTimeout(120_000);

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const idOf = async (email: string) => String((await User.findOne({ email }).lean())!._id);

it('removes what arrived after a deletion, finishes a deletion that stopped, and keeps live accounts whole', async () => {
  const live = await activeUser(t);
  expect((await postGenerate(t, live, { kind: 'quiz', num_questions: '3', topic: 'Fractions' })).status).toBe(200);
  const liveId = await idOf(live.email);
  const liveBefore = await traces(liveId, live.email);

  // deleted, then a generation that was running stored its files and record, and its process died
  const late = await activeUser(t);
  const lateId = await idOf(late.email);
  const quiz = await postGenerate(t, late, { kind: 'quiz', num_questions: '3', topic: 'Ratios' });
  const stored = await Generation.findById(quiz.body.id).lean();
  expect(
    (await t.http.post('/api/account/delete').set('Authorization', late.auth).field('password', late.password)).status,
  ).toBe(204);
  await Generation.collection.insertOne({ ...stored!, _id: new Types.ObjectId() });
  await Revision.collection.insertOne({
    generation: stored!._id,
    owner: stored!.owner,
    revision: 1,
    document: {},
    summary: 'x',
    createdAt: new Date(),
  });
  await Question.collection.insertOne({ owner: stored!.owner, question_text: 'Late?', answer_text: 'Yes' });
  await putFile(Buffer.from('late bytes'), {
    filename: 'quiz.pdf',
    metadata: { owner: lateId, contentType: 'application/pdf' },
  });

  // a deletion that marked the account and stopped before removing anything
  const stopped = await activeUser(t);
  const stoppedId = await idOf(stopped.email);
  expect((await postGenerate(t, stopped, { kind: 'quiz', num_questions: '3', topic: 'Percent' })).status).toBe(200);
  await User.updateOne({ _id: stoppedId }, { $set: { deletedAt: new Date() } });

  // chunks of an upload cut off two hours ago, and of one still being written
  const chunks = mongoose.connection.db!.collection('files.chunks');
  const cutOff = Types.ObjectId.createFromTime(Math.floor(Date.now() / 1000) - 2 * 3600);
  const inProgress = new Types.ObjectId();
  await chunks.insertMany([
    { files_id: cutOff, n: 0, data: Buffer.from('half an upload') },
    { files_id: inProgress, n: 0, data: Buffer.from('an upload being written') },
  ]);

  expect(await traces(lateId, late.email)).not.toEqual([]);
  const result = await sweepDeletedAccounts(t.deps.billing);
  expect(result).toEqual({ accounts: 2, orphanChunks: 1 });
  expect(await traces(lateId, late.email)).toEqual([]);
  expect(await traces(stoppedId, stopped.email)).toEqual([]);
  expect(await chunksWithoutFile()).toEqual([String(inProgress)]);
  expect(await traces(liveId, live.email)).toEqual(liveBefore);
  // a second run finds nothing more
  expect(await sweepDeletedAccounts(t.deps.billing)).toEqual({ accounts: 0, orphanChunks: 0 });
  await chunks.deleteMany({ files_id: inProgress });
});
