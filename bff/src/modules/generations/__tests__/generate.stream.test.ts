// POST /api/generate with Accept: text/event-stream: progress events, then the spec's JSON answer as
// the last event; failures as an error event; a closed connection cancels the model call and stores nothing.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GenerationEvent } from '@lessonloom/contracts';
import { createApp } from '../../../app';
import { createContentEngine, type ContentEngine } from '../../../content';
import { createOpenAiProvider } from '../../../gateways/openai';
import {
  startFakeOpenAi,
  type FakeHandler,
  type FakeOpenAi,
} from '../../../gateways/openai/__tests__/fake-openai-server';
import { generationInput, modelDraftFor } from '../../../gateways/openai/__tests__/fake-model';
import { Generation } from '../generations.model';
import { generateForUser } from '../generations.service';
import { parseGenerateRequest } from '../generations.request';
import { User } from '../../auth/auth.user-model';
import { startTestApp, type TestApp } from '../../../testing/testing.app';
import { createLogger } from '../../../logger';
import { activeUser, postGenerate, storedFiles, type TestUser } from './helpers';

jest.setTimeout(60_000);

let handler: FakeHandler;
let fake: FakeOpenAi;
let t: TestApp;
let teacher: TestUser;
let base: string;
let listener: http.Server;
const runs: Array<Promise<unknown>> = [];
const logLines: string[] = [];

beforeAll(async () => {
  fake = await startFakeOpenAi((req, n) => handler(req, n));
  const real = createContentEngine(
    createOpenAiProvider({
      apiKey: 'sk-test',
      baseURL: fake.baseURL,
      model: 'fake-model',
      timeoutMs: 10_000,
      maxRetries: 0,
    }),
  );
  // The real engine, with each run kept so a test can wait for a cancelled one to finish.
  const content: ContentEngine = {
    run: (input, options) => {
      const run = real.run(input, options);
      runs.push(run.catch((err) => err));
      return run;
    },
    generate: real.generate,
    offline: real.offline,
  };
  t = await startTestApp({ content, logger: createLogger('info', {}, (line) => logLines.push(line)) });
  teacher = await activeUser(t);
  listener = http.createServer(createApp(t.deps).callback());
  await new Promise<void>((r) => listener.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
});
afterAll(async () => {
  listener.closeAllConnections();
  await new Promise((r) => listener.close(r));
  await t.close();
  await fake.close();
});
afterEach(() => {
  runs.length = 0;
});

const FIELDS = {
  kind: 'quiz',
  num_questions: '4',
  difficulty: 'medium',
  include_answer_key: 'true',
  topic: 'The water cycle',
  grade_level: '7',
};
const draft = () =>
  modelDraftFor(generationInput({ kind: 'quiz', num_questions: '4', grade_level: '7' }, undefined, 'The water cycle'));

function form(fields: Record<string, string>) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  return body;
}

/** Reads server-sent events as they arrive; `until` may stop early (the caller then aborts). */
async function readEvents(res: Response, until?: (e: GenerationEvent) => boolean): Promise<GenerationEvent[]> {
  const events: GenerationEvent[] = [];
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return events;
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = frame.split('\n').find((l) => l.startsWith('data: '));
      if (!data) continue;
      const event = JSON.parse(data.slice(6)) as GenerationEvent;
      events.push(event);
      if (until?.(event)) return events;
    }
  }
}

const streamGenerate = (fields: Record<string, string>, signal?: AbortSignal) =>
  fetch(`${base}/api/generate`, {
    method: 'POST',
    body: form(fields),
    headers: { Authorization: teacher.auth, Accept: 'text/event-stream' },
    signal,
  });

describe('POST /api/generate as a stream', () => {
  test('stages, each question as it is written, then the same answer as the JSON route', async () => {
    const d = draft();
    handler = () => ({ content: JSON.stringify(d), tokensPerSecond: 3000 });
    const res = await streamGenerate(FIELDS);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const events = await readEvents(res);
    const stages = events
      .filter((e) => e.type === 'stage')
      .map((e) => (e.stage === 'writing' ? `writing ${e.done}/${e.total}` : e.stage));
    expect(stages).toEqual([
      'reading',
      'writing 0/4',
      'writing 1/4',
      'writing 2/4',
      'writing 3/4',
      'writing 4/4',
      'checking',
      'files',
    ]);
    const items = events.filter((e) => e.type === 'item');
    expect(items.map((e) => (e.item as { prompt: string }).prompt)).toEqual(
      (d.questions as Array<{ prompt: string }>).map((q) => q.prompt),
    );
    // Each question arrives before the stage that follows the model's last token.
    expect(events.findIndex((e) => e.type === 'item')).toBeLessThan(
      events.findIndex((e) => e.type === 'stage' && e.stage === 'checking'),
    );
    const last = events.at(-1)!;
    expect(last.type).toBe('result');
    const result = (last as { result: { id: string; quality: { summary: string } } }).result;
    const stored = await t.http.get(`/api/generations/${result.id}`).set('Authorization', teacher.auth);
    expect(stored.body).toMatchObject(result);
    expect(result.quality).toMatchObject({ questions: 4, offline: false, reading_level: { asked: 7 } });
  });

  test('the JSON route still answers one JSON body for clients that do not ask for a stream', async () => {
    handler = () => ({ content: JSON.stringify(draft()) });
    const res = await postGenerate(t, teacher, FIELDS);
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/json');
    expect(res.body).toEqual(
      expect.objectContaining({ content: expect.any(Object), quality: expect.objectContaining({ questions: 4 }) }),
    );
  });

  test('tokens and model time are logged per generation, never the content', async () => {
    const d = draft();
    handler = () => ({ content: JSON.stringify(d) });
    logLines.length = 0;
    expect((await postGenerate(t, teacher, { ...FIELDS, topic: 'The water cycle, secret words' })).status).toBe(200);
    const usage = logLines.map((l) => JSON.parse(l)).filter((l) => l.msg === 'generation: model usage');
    expect(usage).toHaveLength(1);
    expect(usage[0]).toMatchObject({
      kind: 'quiz',
      calls: 1,
      completion_tokens: Math.ceil(JSON.stringify(d).length / 4),
    });
    expect(usage[0].prompt_tokens).toBeGreaterThan(0);
    expect(usage[0].model_ms).toEqual(expect.any(Number));
    const all = logLines.join('\n');
    expect(all).not.toContain('secret words');
    expect(all).not.toContain((d.questions as Array<{ prompt: string }>)[0].prompt);
  });

  test('a failure after the stream opened is an error event with the status and detail', async () => {
    handler = () => ({ status: 401, body: { error: { message: 'bad key' } } });
    const events = await readEvents(await streamGenerate(FIELDS));
    expect(events.at(-1)).toEqual({
      type: 'error',
      status: 503,
      detail: expect.stringMatching(/refused the request \(401\); check OPENAI_API_KEY/),
    });
    const missing = await readEvents(await streamGenerate({ ...FIELDS, topic: '', source_filename: 'nowhere.pdf' }));
    expect(missing.at(-1)).toMatchObject({
      type: 'error',
      status: 404,
      detail: expect.stringContaining('No uploaded file named "nowhere.pdf"'),
    });
  });

  test('bad input and a missing subscription are answered before any stream opens', async () => {
    const res = await streamGenerate({ ...FIELDS, kind: 'poem' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ detail: expect.any(String) });
  });

  test('closing the connection (Cancel) stops the model call and stores nothing', async () => {
    handler = () => ({ content: JSON.stringify(draft()), stallAfterChars: 700 });
    const before = await Generation.countDocuments();
    const filesBefore = (await storedFiles()).length;
    const abort = new AbortController();
    const res = await streamGenerate(FIELDS, abort.signal);
    const seen = await readEvents(res, (e) => e.type === 'item');
    expect(seen.at(-1)).toMatchObject({ type: 'item', index: 0 });
    abort.abort();
    expect(await runs[0]).toMatchObject({ status: 499 });
    expect(await Generation.countDocuments()).toBe(before);
    expect(await storedFiles()).toHaveLength(filesBefore);
  });

  test('Cancel while the files are being made: they are removed and nothing is recorded', async () => {
    handler = () => ({ content: JSON.stringify(draft()) });
    const before = await Generation.countDocuments();
    const filesBefore = (await storedFiles()).length;
    const user = (await User.findOne({ email: teacher.email }))!;
    const abort = new AbortController();
    // The teacher leaves the moment the files stage starts: the model's work is done, the export runs.
    const onEvent = (e: GenerationEvent) => e.type === 'stage' && e.stage === 'files' && abort.abort();
    await expect(
      generateForUser(t.deps, user, parseGenerateRequest(FIELDS), abort.signal, onEvent),
    ).rejects.toMatchObject({
      status: 499,
      detail: 'The generation was cancelled.',
    });
    expect(abort.signal.aborted).toBe(true);
    expect(await Generation.countDocuments()).toBe(before);
    expect(await storedFiles()).toHaveLength(filesBefore);
  });
});
