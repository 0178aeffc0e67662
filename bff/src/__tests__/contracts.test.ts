import {
  bankQuestionSchema,
  billingConfigResponseSchema,
  billingHistoryEntrySchema,
  billingSummaryResponseSchema,
  currentUserSchema,
  errorBodySchema,
  generateResponseSchema,
  generationDetailSchema,
  generationListItemSchema,
  healthResponseSchema,
  loginResponseSchema,
  questionsSavedResponseSchema,
  resourceSchema,
  signupResponseSchema,
  storageUsageResponseSchema,
  uploadResultSchema,
  urlResponseSchema,
  versionsCreatedResponseSchema,
} from '@lessonloom/contracts';
import type { z } from 'zod';
import { User } from '../modules/auth/auth.user-model';
import { postGenerate, type TestUser } from '../modules/generations/__tests__/helpers';
import { startTestApp, type TestApp } from '../testing/testing.app';

// Every answer of spec §7 (and our additions) read back through its contracts schema. The response
// schemas are strict, so a field the contract does not name (a private one leaking) fails here too.
jest.setTimeout(90_000);

let t: TestApp;
let auth: string;
let email: string;
let user: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  email = 'contract@school.test';
  const signup = await t.http.post('/api/auth/signup').field('email', email).field('password', 'correct horse');
  expect(signup.status).toBe(201);
  expect(signupResponseSchema.parse(signup.body).token).toBeTruthy();
  auth = `Bearer ${signup.body.token}`;
  user = { email, password: 'correct horse', token: signup.body.token, auth };
  await User.updateOne({ email }, { 'subscription.status': 'active' });
});
afterAll(() => t.close());

const ok = <S extends z.ZodType>(schema: S, body: unknown): z.output<S> => {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new Error(`${JSON.stringify(body).slice(0, 300)}\n${parsed.error.message}`);
  return parsed.data;
};

describe('every API answer matches its contracts schema', () => {
  it('auth: login, me', async () => {
    const login = await t.http.post('/api/auth/login').field('email', email).field('password', 'correct horse');
    expect(ok(loginResponseSchema, login.body).subscription_status).toBe('active');
    const me = await t.http.get('/api/auth/me').set('Authorization', auth);
    expect(ok(currentUserSchema, me.body)).toMatchObject({ email, subscription_status: 'active' });
    const storage = await t.http.get('/api/account/storage').set('Authorization', auth);
    expect(ok(storageUsageResponseSchema, storage.body).quota_bytes).toBe(1024 * 1024 * 1024);
  });

  it('uploads, generation, the list, one generation', async () => {
    const upload = await t.http
      .post('/api/upload')
      .set('Authorization', auth)
      .attach(
        'file',
        Buffer.from('Photosynthesis turns light into chemical energy in the chloroplast.\n'.repeat(20)),
        'notes.txt',
      );
    expect(ok(uploadResultSchema, upload.body).filename).toBe('notes.txt');

    const generate = await postGenerate(t, user, { kind: 'quiz', num_questions: '5', source_filename: 'notes.txt' });
    expect(generate.status).toBe(200);
    const made = ok(generateResponseSchema, generate.body);

    const list = await t.http.get('/api/generations').set('Authorization', auth);
    expect(list.body.map((item: unknown) => ok(generationListItemSchema, item).id)).toEqual([made.id]);
    const detail = await t.http.get(`/api/generations/${made.id}`).set('Authorization', auth);
    expect(ok(generationDetailSchema, detail.body).docx_url).toBe(made.docx_url);
  });

  it('question bank: search, generate-specific, randomize-test', async () => {
    const saved = await t.http
      .post('/api/question-bank/generate-specific')
      .set('Authorization', auth)
      .field('prompt', 'The water cycle: evaporation, condensation, precipitation and collection.')
      .field('question_type', 'short_answer')
      .field('num_questions', '3');
    expect(ok(questionsSavedResponseSchema, saved.body).questions_saved).toBe(3);
    const found = await t.http.get('/api/question-bank/search').set('Authorization', auth);
    // every question of the quiz generated above is kept beside the ones just made; the bank keeps one entry
    // per question, so one the quiz already asked (a bare topic's routine) is not filed twice
    const [quiz] = (await t.http.get('/api/generations').set('Authorization', auth)).body as Array<{ id: string }>;
    const detail = await t.http.get(`/api/generations/${quiz.id}`).set('Authorization', auth);
    const quizPrompts = ok(generationDetailSchema, detail.body)
      .content.sections.flatMap((s) => s.blocks)
      .flatMap((b) => (b.type === 'question' ? [b.prompt] : []));
    const texts = (found.body as Array<{ question_text: string; source_type?: string }>).map((q) => q.question_text);
    expect(new Set(texts).size).toBe(texts.length);
    expect(texts).toEqual(expect.arrayContaining(quizPrompts));
    const fromPrompt = (found.body as Array<{ source_type?: string }>).filter((q) => q.source_type === 'prompt');
    expect(fromPrompt.length).toBeGreaterThanOrEqual(2);
    expect(fromPrompt.length).toBeLessThanOrEqual(3);
    expect(found.body).toHaveLength(quizPrompts.length + fromPrompt.length);
    found.body.forEach((q: unknown) => ok(bankQuestionSchema, q));

    const test = await postGenerate(t, user, {
      kind: 'test',
      num_questions: '5',
      topic: 'Fractions with unlike denominators.',
    });
    const versions = await t.http
      .post('/api/question-bank/randomize-test')
      .set('Authorization', auth)
      .field('test_id', test.body.id)
      .field('num_versions', '2');
    expect(ok(versionsCreatedResponseSchema, versions.body).versions_created).toBe(2);
  });

  it('billing: config, history, summary, checkout, subscription (portal and cancel: the billing tests)', async () => {
    ok(billingConfigResponseSchema, (await t.http.get('/api/billing/config')).body);
    const history = await t.http.get('/api/billing/history').set('Authorization', auth);
    history.body.forEach((row: unknown) => ok(billingHistoryEntrySchema, row));
    ok(billingSummaryResponseSchema, (await t.http.get('/api/billing/summary').set('Authorization', auth)).body);
    await User.updateOne({ email }, { 'subscription.status': 'inactive' });
    ok(urlResponseSchema, (await t.http.post('/api/billing/create-checkout').set('Authorization', auth)).body);
    // Test mode has no card form: the client secret's shape is checked against the fake Stripe server
    // (billing.routes tests); here the refusal must still be the error shape.
    ok(errorBodySchema, (await t.http.post('/api/billing/create-subscription').set('Authorization', auth)).body);
    await User.updateOne({ email }, { 'subscription.status': 'active' });
  });

  it('resources and health', async () => {
    const resources = await t.http.get('/api/resources').set('Authorization', auth);
    expect(resources.body.length).toBeGreaterThan(0);
    resources.body.forEach((r: unknown) => ok(resourceSchema, r));
    ok(healthResponseSchema, (await t.http.get('/api/health')).body);
  });

  it('errors carry a detail', async () => {
    const bad = await t.http.post('/api/question-bank/randomize-test').set('Authorization', auth).field('test_id', '');
    expect(bad.status).toBe(400);
    expect(ok(errorBodySchema, bad.body).detail).toBe('test_id is required');
    const strict = currentUserSchema.safeParse({
      id: '1',
      email: 'a@b.c',
      subscription_status: 'active',
      passwordHash: 'x',
    });
    expect(strict.success).toBe(false);
  });
});
