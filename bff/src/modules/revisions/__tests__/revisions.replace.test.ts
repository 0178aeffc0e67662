// POST /api/generations/{id}/questions/{number}/replace: a new question of the same type, not already in
// the document, as a new revision — offline (the next best candidate of the same file or maths topic) and
// with a model (one question asked for, told which to avoid).
import type { GeneratedDocument } from '@lessonloom/contracts';
import { createContentEngine, createOfflineProvider, type ContentEngine } from '../../../content';
import { createOpenAiProvider } from '../../../gateways/openai';
import { startFakeOpenAi, type FakeOpenAi } from '../../../gateways/openai/__tests__/fake-openai-server';
import { generationInput, modelDraftFor } from '../../../gateways/openai/__tests__/fake-model';
import { closeReaders, docxText, norm } from '../../../rendering/__tests__/read-back';
import { startTestApp, type TestApp } from '../../../testing/testing.app';
import { User } from '../../auth/auth.user-model';
import { Generation } from '../../generations/generations.model';
import { activeUser, postGenerate, upload, type TestUser } from '../../generations/__tests__/helpers';
import { TEXT } from '../../question-bank/__tests__/qb-helpers';
import { downloadOf, getJson, madeQuiz, postJson, questionBlocks } from './edit-helpers';

jest.setTimeout(120_000);

const replace = (t: TestApp, user: TestUser | null, id: string, n: number, body: unknown = {}) =>
  postJson(t, user, `/api/generations/${id}/questions/${n}/replace`, body);

describe('offline', () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  // the engine, with a switch that makes every later run answer the first document again
  let repeat: GeneratedDocument | null = null;
  // the seed of every run the engine is asked for
  const seeds: Array<string | undefined> = [];
  const real = createContentEngine(createOfflineProvider({ offThread: true }));
  const engine: ContentEngine = {
    run: async (input, options) => {
      seeds.push(input.seed);
      // the test app's generations all draw from one fixed seed (testing.app TEST_SEED), so the quiz and its
      // spare questions are the same on every run
      const result = await real.run(input, options);
      return repeat ? { ...result, document: repeat } : result;
    },
    generate: real.generate,
    offline: true,
  };
  beforeAll(async () => {
    t = await startTestApp({ content: engine });
    [alice, bob] = await Promise.all([activeUser(t), activeUser(t)]);
  });
  afterAll(async () => {
    await closeReaders();
    await t.close();
  });
  afterEach(() => (repeat = null));

  it('swaps a question from the file for the next new one of the same type, as a new revision with new files', async () => {
    const { id, doc, body } = await madeQuiz(t, alice);
    const before = questionBlocks(doc);
    const res = await replace(t, alice, id, 2, { revision: 1 });
    expect(res.status).toBe(200);
    expect(res.body.revision).toBe(2);
    const after = questionBlocks(res.body.content as GeneratedDocument);
    expect(after).toHaveLength(before.length);
    expect(after[1].question_type).toBe(before[1].question_type);
    expect(before.map((q) => q.prompt)).not.toContain(after[1].prompt);
    // the rest is untouched
    expect(after.filter((_, i) => i !== 1).map((q) => q.prompt)).toEqual(
      before.filter((_, i) => i !== 1).map((q) => q.prompt),
    );
    expect(after[1].source_passage).toBeTruthy();
    expect(await docxText(await downloadOf(t, alice, body.docx_url as string))).toContain(norm(after[1].prompt));
    const list = await getJson(t, alice, `/api/generations/${id}/revisions`);
    expect(list.body.revisions[0]).toMatchObject({ revision: 2, summary: 'question 2 replaced' });
  });

  it("draws the new question from the generation's own seed, so the same replace is made the same way", async () => {
    // A teacher's first quiz from the file: a second one asks first what the first did not (askedBefore), and this
    // short file has no fill-in left to swap in for it.
    const carol = await activeUser(t);
    const { id } = await madeQuiz(t, carol);
    const stored = await Generation.findById(id).lean().orFail();
    expect(stored.seed).toMatch(/^[0-9a-f]{16}$/);
    seeds.length = 0;
    expect((await replace(t, carol, id, 3)).status).toBe(200);
    expect(seeds.length).toBeGreaterThan(0);
    expect(new Set(seeds)).toEqual(new Set([stored.seed]));
  });

  it('swaps a computed math problem for another one, its key solved in code', async () => {
    const made = await postGenerate(t, alice, { kind: 'test', topic: 'Adding fractions', num_questions: '4' });
    expect(made.status).toBe(200);
    const before = questionBlocks(made.body.content);
    const res = await replace(t, alice, made.body.id, 3);
    expect(res.status).toBe(200);
    const after = questionBlocks(res.body.content as GeneratedDocument);
    expect(after[2].question_type).toBe(before[2].question_type);
    expect(before.map((q) => q.prompt)).not.toContain(after[2].prompt);
    expect(after[2].prompt).toMatch(/\d+\/\d+/);
    expect(res.body.quality.warnings ?? []).toEqual([]);
    expect(res.body.quality.math_checked).toBeGreaterThanOrEqual(4);
  });

  it('answers 422 when the generator has nothing new left, and stores nothing', async () => {
    const { id, doc } = await madeQuiz(t, alice);
    repeat = doc;
    const res = await replace(t, alice, id, 1);
    expect(res.status).toBe(422);
    expect(res.body.detail).toMatch(/^No new .* question is left in the file that the document does not already ask/);
    expect((await getJson(t, alice, `/api/generations/${id}`)).body.revision).toBe(1);
  });

  it('answers 404 for another teacher, an unknown question or id; 409 on a stale revision; 402 without a subscription', async () => {
    const { id } = await madeQuiz(t, alice);
    expect((await replace(t, bob, id, 1)).status).toBe(404);
    expect((await replace(t, alice, id, 40)).status).toBe(404);
    expect((await replace(t, alice, '5f0000000000000000000000', 1)).status).toBe(404);
    const stale = await replace(t, alice, id, 1, { revision: 7 });
    expect(stale.status).toBe(409);
    expect(stale.body.detail).toMatch(/another tab/);
    expect((await replace(t, null, id, 1)).status).toBe(401);
    await User.updateOne({ email: alice.email }, { 'subscription.status': 'inactive' });
    expect((await replace(t, alice, id, 1)).status).toBe(402);
    await User.updateOne({ email: alice.email }, { 'subscription.status': 'active' });
  });
});

describe('with a model', () => {
  let fake: FakeOpenAi;
  let t: TestApp;
  let teacher: TestUser;
  let answer: Record<string, unknown>;
  beforeAll(async () => {
    fake = await startFakeOpenAi(() => ({ content: JSON.stringify(answer) }));
    const provider = createOpenAiProvider({
      apiKey: 'sk-test',
      baseURL: fake.baseURL,
      model: 'fake-model',
      timeoutMs: 5000,
      maxRetries: 0,
    });
    t = await startTestApp({ content: createContentEngine(provider) });
    teacher = await activeUser(t);
    expect((await upload(t, teacher, 'photosynthesis.txt', Buffer.from(TEXT))).status).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('asks for one question of the same type, names the ones to avoid, and verifies the answer', async () => {
    const fields = { kind: 'test' as const, num_questions: '5', difficulty: 'easy' as const };
    answer = modelDraftFor(generationInput(fields, TEXT, 'photosynthesis.txt'));
    const made = await postGenerate(t, teacher, { ...fields, source_filename: 'photosynthesis.txt' });
    expect(made.status).toBe(200);
    const before = questionBlocks(made.body.content);
    const target = before.find((q) => q.question_type === 'multiple_choice')!;
    const asked = generationInput(fields, TEXT, 'photosynthesis.txt');
    const one = modelDraftFor({
      ...asked,
      request: { ...asked.request, num_questions: 1 },
      questionType: 'multiple_choice',
    }) as { questions: Array<{ prompt: string }> };
    one.questions[0].prompt = 'Which gas do leaves take in through the stomata?';
    answer = one;
    const calls = fake.requests.length;
    const res = await replace(t, teacher, made.body.id, target.number);
    expect(res.status).toBe(200);
    expect(fake.requests.length).toBe(calls + 1);
    const sent = JSON.stringify(fake.requests[calls]);
    expect(sent).toContain('Write exactly one new multiple choice question');
    expect(sent).toContain(JSON.stringify(before[0].prompt.slice(0, 30)).slice(1, -1));
    const after = questionBlocks(res.body.content as GeneratedDocument);
    expect(after[target.number - 1]).toMatchObject({
      question_type: 'multiple_choice',
      prompt: 'Which gas do leaves take in through the stomata?',
    });
  });
});
