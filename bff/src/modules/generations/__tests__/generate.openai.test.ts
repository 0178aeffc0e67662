// POST /api/generate with the real OpenAI provider and SDK against a local OpenAI-compatible server.
import type { GeneratedDocument } from '@lessonloom/contracts';
import { createContentEngine } from '../../../content';
import { createOpenAiProvider } from '../../../gateways/openai';
import {
  startFakeOpenAi,
  type FakeHandler,
  type FakeOpenAi,
} from '../../../gateways/openai/__tests__/fake-openai-server';
import { generationInput, modelDraftFor } from '../../../gateways/openai/__tests__/fake-model';
import { Generation } from '../generations.model';
import { startTestApp, type TestApp } from '../../../testing/testing.app';
import { activeUser, postGenerate, storedFiles, upload, type TestUser } from './helpers';

jest.setTimeout(60_000);

let handler: FakeHandler;
let fake: FakeOpenAi;
let t: TestApp;
let teacher: TestUser;
const NOTES = [
  // Not "The Nile is the longest river in Africa and flows north …": a rank of one river is no meaning (source.verdicts.ts).
  'The Nile flows north into the Mediterranean Sea, where it forms a delta, a wide fan of mud that the river lays down.',
  'Ancient Egyptians farmed the fertile black soil left by the yearly flood, called the inundation.',
  'Hieroglyphs were written on papyrus, a paper made from reeds that grew along the river banks.',
  'The pyramids at Giza were built as tombs for pharaohs such as Khufu around 2560 BCE.',
  'Scribes kept records of harvests and taxes; few people besides scribes could read or write.',
].join('\n');

beforeAll(async () => {
  fake = await startFakeOpenAi((req, n) => handler(req, n));
  const provider = createOpenAiProvider({
    apiKey: 'sk-test',
    baseURL: fake.baseURL,
    model: 'fake-model',
    timeoutMs: 5000,
    maxRetries: 0,
  });
  t = await startTestApp({ content: createContentEngine(provider) });
  teacher = await activeUser(t);
  expect((await upload(t, teacher, 'Égypte ancienne.txt', Buffer.from(NOTES, 'utf8'))).status).toBe(200);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const questionPrompts = (doc: GeneratedDocument) =>
  doc.sections.flatMap((s) => s.blocks).flatMap((b) => (b.type === 'question' ? [b.prompt] : []));

describe('POST /api/generate with an OpenAI-compatible model', () => {
  it('writes a test from the teacher file through the model, with the file passed as data', async () => {
    // Five sentences give three different things to ask (never one restated): the model is held to three.
    const fields = { kind: 'test' as const, num_questions: '3', difficulty: 'medium' as const };
    const draft = modelDraftFor(generationInput(fields, NOTES, 'Égypte ancienne.txt'));
    handler = () => ({ content: JSON.stringify(draft) });
    const calls = fake.requests.length;

    const res = await postGenerate(t, teacher, { ...fields, source_filename: 'Égypte ancienne.txt' });
    expect(res.status).toBe(200);
    expect(fake.requests.length).toBe(calls + 1);
    const sent = fake.requests[calls];
    expect(sent.model).toBe('fake-model');
    expect(sent.response_format?.type).toBe('json_schema');
    expect(sent.messages.map((m) => m.content).join('\n')).toContain('yearly flood, called the inundation');

    const doc = res.body.content as GeneratedDocument;
    expect(doc.offline_draft).toBe(false);
    expect(doc.source).toEqual({ type: 'file', name: 'Égypte ancienne.txt' });
    expect(questionPrompts(doc)).toHaveLength(3);
    const stored = await Generation.findById(res.body.id).lean();
    expect(stored!.offline).toBe(false);
    expect(questionPrompts(stored!.document)).toEqual(questionPrompts(doc));
  });

  it('repairs an answer that fails the checks in one more round', async () => {
    const fields = { kind: 'quiz' as const, num_questions: '4' };
    const good = JSON.stringify(modelDraftFor(generationInput(fields, undefined, 'Volcanoes')));
    let calls = 0;
    handler = () => ({ content: ++calls === 1 ? '{"title": "Volcanoes", "questions": "not a list"}' : good });
    const res = await postGenerate(t, teacher, { ...fields, topic: 'Volcanoes' });
    expect(res.status).toBe(200);
    expect(calls).toBe(2);
    expect(questionPrompts(res.body.content)).toHaveLength(4);
  });

  it.each([
    [
      'a model that keeps answering invalid drafts',
      (() => ({ content: '{"title": 42}' })) as FakeHandler,
      502,
      /failed the quality checks even after a repair attempt/,
    ],
    [
      'a rate-limited model (429)',
      (() => ({ status: 429, body: { error: { message: 'slow down' } } })) as FakeHandler,
      503,
      /rate limit reached, 429/,
    ],
  ])('answers %s with an error status and a detail, storing nothing', async (_label, reply, status, detail) => {
    handler = reply;
    const [records, files] = [await Generation.countDocuments(), (await storedFiles()).length];
    const res = await postGenerate(t, teacher, { kind: 'exit_ticket', num_questions: '3', topic: 'Photosynthesis' });
    expect(res.status).toBe(status);
    expect(Object.keys(res.body)).toEqual(['detail']);
    expect(res.body.detail).toMatch(detail);
    expect(await Generation.countDocuments()).toBe(records);
    expect((await storedFiles()).length).toBe(files);
  });
});
