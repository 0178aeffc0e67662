// Per-account storage quota (uploads and generated files): a clear 413 when a file or a generation does not
// fit, nothing half-stored, a re-upload under the same name counted as a replacement, a smaller quota
// without a subscription, and the usage the /billing page shows. Quotas are set small here (1 MB without a
// subscription, 2 MB with one) so a few files fill them.
import mongoose from 'mongoose';
import { storageUsageResponseSchema } from '@lessonloom/contracts';
import { User } from '../../auth/auth.user-model';
import { Generation } from '../../generations/generations.model';
import { Upload } from '../../uploads/uploads.model';
import { activeUser, postGenerate, upload, type TestUser } from '../../generations/__tests__/helpers';
import { signupUser, startTestApp, type TestApp } from '../../../testing/testing.app';
import { chunksWithoutFile } from '../../account/__tests__/account-traces';

jest.setTimeout(180_000);

const KB = 1024;
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { STORAGE_QUOTA_MB: '2', STORAGE_QUOTA_UNSUBSCRIBED_MB: '1' });
});
afterAll(() => t.close());

/** A text file of about `kb` kilobytes (sentences a teacher might upload). */
const textFile = (kb: number, topic = 'photosynthesis') =>
  Buffer.from(
    `Notes on ${topic}\n\n${'Plants use light to turn carbon dioxide and water into glucose and oxygen. '.repeat(
      Math.ceil((kb * KB) / 50),
    )}`,
  ).subarray(0, kb * KB);

const storage = async (u: TestUser) => {
  const res = await t.http.get('/api/account/storage').set('Authorization', u.auth);
  expect(res.status).toBe(200);
  return storageUsageResponseSchema.parse(res.body);
};
const ownerOf = async (u: TestUser) => (await User.findOne({ email: u.email }).lean())!._id;
const filesOf = async (u: TestUser) =>
  mongoose.connection
    .db!.collection('files.files')
    .find({ 'metadata.owner': String(await ownerOf(u)) })
    .toArray();

it('shows the usage, and refuses with a clear 413 a file that does not fit, storing nothing of it', async () => {
  const u = await signupUser(t); // no subscription: 1 MB
  expect(await storage(u)).toEqual({
    used_bytes: 0,
    quota_bytes: 1024 * KB,
    uploads_bytes: 0,
    generated_bytes: 0,
    subscribed_quota_bytes: 2048 * KB,
  });
  expect((await upload(t, u, 'chapter-1.txt', textFile(600))).status).toBe(200);
  expect(await storage(u)).toMatchObject({ used_bytes: 600 * KB, uploads_bytes: 600 * KB, generated_bytes: 0 });

  const full = await upload(t, u, 'chapter-2.txt', textFile(600));
  expect(full.status).toBe(413);
  expect(full.body.detail).toBe(
    'There is not enough room left in your Lessonloom storage: 600.0 KB of 1.0 MB used, and this file needs 600.0 KB. ' +
      'It was not saved. A subscription raises your storage to 2.0 MB.',
  );
  expect((await Upload.find({ owner: await ownerOf(u) }).lean()).map((x) => x.filename)).toEqual(['chapter-1.txt']);
  expect(await filesOf(u)).toHaveLength(1);
  expect(await chunksWithoutFile()).toEqual([]);

  // the same name again replaces the earlier copy, so its bytes are counted once
  expect((await upload(t, u, 'chapter-1.txt', textFile(900))).status).toBe(200);
  expect(await storage(u)).toMatchObject({ used_bytes: 900 * KB });
});

it("uploads racing for the last room: the first in the account's turn keeps it, the others are refused", async () => {
  const u = await signupUser(t);
  const answers = await Promise.all(['a', 'b', 'c'].map((n) => upload(t, u, `${n}.txt`, textFile(400, n))));
  const kept = answers.filter((r) => r.status === 200).length;
  expect(answers.every((r) => r.status === 200 || r.status === 413)).toBe(true);
  // one account's files are read and stored one at a time (its extraction turn), so exactly two fit
  expect(kept).toBe(2);
  const used = (await storage(u)).used_bytes;
  expect(used).toBeLessThanOrEqual(1024 * KB);
  expect(used).toBe(kept * 400 * KB);
  expect(await filesOf(u)).toHaveLength(kept);
  expect(await chunksWithoutFile()).toEqual([]);
});

it('a subscriber has the larger quota; a generation that does not fit is refused and leaves no file', async () => {
  const u = await activeUser(t);
  expect((await storage(u)).quota_bytes).toBe(2048 * KB);
  expect((await upload(t, u, 'unit.txt', textFile(1020, 'the water cycle'))).status).toBe(200);
  expect((await upload(t, u, 'unit-2.txt', textFile(1020, 'the rock cycle'))).status).toBe(200);
  const before = await storage(u);
  // room is left for a few bytes only: the quiz's files are drawn, found not to fit, and removed again
  expect(before.used_bytes).toBeLessThan(2048 * KB);
  const quiz = await postGenerate(t, u, { kind: 'quiz', num_questions: '5', source_filename: 'unit.txt' });
  expect(quiz.status).toBe(413);
  expect(quiz.body.detail).toMatch(
    /^Your Lessonloom storage is full \(2\.0 MB of 2\.0 MB used\), so this quiz was not saved\. Uploading a file again under the same name replaces the earlier copy\.$/,
  );
  expect(await Generation.countDocuments({ owner: await ownerOf(u) })).toBe(0);
  expect(await storage(u)).toEqual(before);
  expect(await chunksWithoutFile()).toEqual([]);
  // and once full, the next one is refused before any work is done
  expect((await upload(t, u, 'unit-3.txt', textFile(60))).status).toBe(413);
  const again = await postGenerate(t, u, { kind: 'quiz', num_questions: '5', topic: 'Fractions' });
  expect(again.status).toBe(413);
});
