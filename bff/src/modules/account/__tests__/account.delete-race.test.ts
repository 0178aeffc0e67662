// Deleting an account while its requests are still running: every generation, upload and bank request in
// flight either finishes before the deletion removes it, or finds the account gone and removes what it
// stored. Afterwards nothing of the account is anywhere — not in any collection, not in GridFS — without
// waiting for the sweep, and a new request of the account is refused at once.
import { User } from '../../auth/auth.user-model';
import { activeUser, postGenerate, upload } from '../../generations/__tests__/helpers';
import { startTestApp, type TestApp } from '../../../testing/testing.app';
import { SAMPLE, makePdf } from '../../../extraction/__tests__/fixtures/make-files';
import { chunksWithoutFile, traces } from './account-traces';

jest.setTimeout(240_000);

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const TEXT =
  'The Water Cycle\n\nEvaporation is the change of liquid water into water vapour. Condensation forms clouds when ' +
  'water vapour cools. Precipitation returns water to the ground as rain, snow or hail. Runoff carries water ' +
  'back to rivers and oceans, where evaporation begins again.\n';
const pages = (n: number) => Array.from({ length: n }, (_, i) => `Page ${i + 1}. ${SAMPLE}. ${TEXT}`);

it('leaves nothing of the account behind, whatever was running when it was deleted', async () => {
  const u = await activeUser(t);
  const other = await activeUser(t);
  const id = String((await User.findOne({ email: u.email }).lean())!._id);
  expect((await upload(t, u, 'water-cycle.txt', Buffer.from(TEXT))).status).toBe(200);
  const otherQuiz = await postGenerate(t, other, { kind: 'quiz', num_questions: '3', topic: 'Fractions' });
  expect(otherQuiz.status).toBe(200);
  const otherBefore = await traces(String((await User.findOne({ email: other.email }).lean())!._id), other.email);

  const pdfs = await Promise.all([40, 80, 120].map((n) => makePdf(pages(n))));
  const statuses: Array<[string, number]> = [];
  const track = (what: string, p: PromiseLike<{ status: number }>) =>
    Promise.resolve(p).then((r) => statuses.push([what, r.status]));
  const wave = (n: number) => [
    ...pdfs.map((pdf, i) => track('upload', upload(t, u, `chapter-${n}-${i}.pdf`, pdf))),
    track('upload', upload(t, u, `notes-${n}.txt`, Buffer.from(`${TEXT}\n${n}`))),
    track('generate', postGenerate(t, u, { kind: 'quiz', num_questions: '5', source_filename: 'water-cycle.txt' })),
    track('generate', postGenerate(t, u, { kind: 'worksheet', topic: 'Adding fractions with unlike denominators' })),
    track('generate', postGenerate(t, u, { kind: 'test', num_questions: '8', topic: 'Percent of a number' })),
    track(
      'bank',
      t.http
        .post('/api/question-bank/generate-specific')
        .set('Authorization', u.auth)
        .field('prompt', 'Ratios and rates')
        .field('num_questions', '4')
        .field('question_type', 'multiple_choice')
        .field('difficulty', 'medium'),
    ),
  ];
  const before = wave(1);
  await new Promise((r) => setTimeout(r, 400));
  const deleting = t.http.post('/api/account/delete').set('Authorization', u.auth).field('password', u.password);
  const during = wave(2);
  // refused at once: as soon as the account is marked, before its data is gone
  const marked = (async () => {
    while (!(await User.exists({ email: u.email, deletedAt: { $ne: null } }))) {
      if (!(await User.exists({ email: u.email }))) return null;
      await new Promise((r) => setImmediate(r));
    }
    return (await t.http.get('/api/auth/me').set('Authorization', u.auth)).status;
  })();
  expect((await deleting).status).toBe(204);
  const meWhileDeleting = await marked;
  if (meWhileDeleting !== null) expect(meWhileDeleting).toBe(401);
  await Promise.all([...before, ...during]);
  const after = wave(3);
  await Promise.all(after);

  // every request was answered as a teacher would understand it: done, or refused, never a server error
  expect(statuses.filter(([, s]) => ![200, 201, 401, 404, 410].includes(s))).toEqual([]);
  expect(statuses.slice(-after.length).map(([, s]) => s)).toEqual(after.map(() => 401));
  // nothing left, with no sweep run
  expect(await traces(id, u.email)).toEqual([]);
  expect(await chunksWithoutFile()).toEqual([]);
  // and another teacher's data untouched
  expect(await traces(String((await User.findOne({ email: other.email }).lean())!._id), other.email)).toEqual(
    otherBefore,
  );
});
