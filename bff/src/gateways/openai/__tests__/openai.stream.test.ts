// The model path as a teacher meets it, through the real openai SDK against a fake server that streams:
// progress before the reply ends, retries, timeouts, cancellation, refusals and the json_object fallback.
import type { GenerationEvent } from '@lessonloom/contracts';
import { createContentEngine } from '../../../content';
import { PHOTOSYNTHESIS } from '../../../content/__tests__/fixtures';
import { createOpenAiProvider, type OpenAiProviderOptions } from '../openai.provider';
import { generationInput, modelDraftFor } from './fake-model';
import { startFakeOpenAi, type FakeHandler, type FakeOpenAi } from './fake-openai-server';

let server: FakeOpenAi | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function engineWith(handler: FakeHandler, options: Partial<OpenAiProviderOptions> = {}) {
  server = await startFakeOpenAi(handler);
  return createContentEngine(
    createOpenAiProvider({
      apiKey: 'test-key',
      baseURL: server.baseURL,
      model: 'fake-model',
      maxRetries: 0,
      ...options,
    }),
  );
}

const quiz = (n = 5) =>
  generationInput({ kind: 'quiz', num_questions: String(n) }, PHOTOSYNTHESIS, 'photosynthesis.pdf');

describe('streamed generation (real SDK, streaming fake server)', () => {
  test('asks for a stream with the schema, and shows each question before the reply has ended', async () => {
    const input = quiz(5);
    const draft = modelDraftFor(input);
    // About 2,000 characters at 8,000 characters a second: the reply takes a quarter of a second.
    const engine = await engineWith(() => ({ content: JSON.stringify(draft), tokensPerSecond: 2000 }));
    const events: GenerationEvent[] = [];
    let finishedAtFirstItem: number | undefined;
    const result = await engine.run(input, {
      onEvent: (e) => {
        if (e.type === 'item' && finishedAtFirstItem === undefined) finishedAtFirstItem = server!.stats.streamsFinished;
        events.push(e);
      },
    });
    const req = server!.requests[0];
    expect(req.stream).toBe(true);
    expect(req.stream_options).toEqual({ include_usage: true });
    expect(req.response_format).toMatchObject({ type: 'json_schema', json_schema: { strict: true } });
    // The first question reached the listener while the model was still writing.
    expect(finishedAtFirstItem).toBe(0);
    const items = events.filter((e) => e.type === 'item');
    expect(items.map((e) => e.index)).toEqual([0, 1, 2, 3, 4]);
    expect(items[0].item).toEqual((draft.questions as unknown[])[0]);
    const writing = events.filter(
      (e): e is Extract<GenerationEvent, { type: 'stage' }> => e.type === 'stage' && e.stage === 'writing',
    );
    expect(writing.map((e) => e.done)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(writing.every((e) => e.total === 5)).toBe(true);
    expect(events.at(-1)).toMatchObject({ type: 'stage', stage: 'checking' });
    expect(result.document.sections.flatMap((s) => s.blocks).filter((b) => b.type === 'question')).toHaveLength(5);
    // Usage as the server counted it, for the generation log.
    expect(result.calls).toHaveLength(1);
    expect(result.calls[0].completionTokens).toBe(Math.ceil(JSON.stringify(draft).length / 4));
    expect(result.calls[0].promptTokens).toBeGreaterThan(0);
  });

  test('a 429 with Retry-After is retried after the wait the server asked for, then succeeds', async () => {
    const input = quiz(3);
    const engine = await engineWith(
      (_, n) =>
        n === 1
          ? { status: 429, headers: { 'retry-after-ms': '150' }, body: { error: { message: 'Rate limit reached' } } }
          : { content: JSON.stringify(modelDraftFor(input)) },
      { maxRetries: 2 },
    );
    const doc = await engine.generate(input);
    expect(doc.kind).toBe('quiz');
    expect(server!.requests).toHaveLength(2);
    expect(server!.arrivals[1] - server!.arrivals[0]).toBeGreaterThanOrEqual(140);
  });

  test('a 503 is retried with backoff, then succeeds', async () => {
    const input = quiz(3);
    const engine = await engineWith(
      (_, n) =>
        n === 1
          ? { status: 503, headers: { 'retry-after-ms': '10' } }
          : { content: JSON.stringify(modelDraftFor(input)) },
      { maxRetries: 2 },
    );
    await expect(engine.generate(input)).resolves.toMatchObject({ kind: 'quiz' });
    expect(server!.requests).toHaveLength(2);
  });

  test('a model that stops writing mid-reply is a 504 the teacher understands', async () => {
    const input = quiz(3);
    const engine = await engineWith(() => ({ content: JSON.stringify(modelDraftFor(input)), stallAfterChars: 200 }), {
      timeoutMs: 300,
    });
    await expect(engine.generate(input)).rejects.toMatchObject({
      status: 504,
      detail:
        'The AI model did not finish writing in time, so nothing was saved. Please try again, or ask for fewer questions.',
    });
  });

  test('cancelling while the model writes stops the call at once', async () => {
    const input = quiz(5);
    const engine = await engineWith(() => ({ content: JSON.stringify(modelDraftFor(input)), stallAfterChars: 900 }));
    const abort = new AbortController();
    const run = engine.run(input, { signal: abort.signal, onEvent: (e) => e.type === 'item' && abort.abort() });
    await expect(run).rejects.toMatchObject({ status: 499, detail: 'The generation was cancelled.' });
    // The server saw the client go away mid-stream.
    await new Promise((r) => setTimeout(r, 50));
    expect(server!.stats.streamsAbandoned).toBe(1);
    expect(server!.stats.streamsFinished).toBe(0);
  });

  test('a streamed refusal says the model declined', async () => {
    const engine = await engineWith(() => ({ content: '', refusal: "I can't help with that request." }));
    await expect(engine.generate(quiz(3))).rejects.toMatchObject({
      status: 502,
      detail:
        "The AI model declined to write this material: I can't help with that request.. Try rewording the topic or prompt.",
    });
  });

  test('a content-filter stop is reported as a refusal', async () => {
    const engine = await engineWith(() => ({ content: '{"title":', finishReason: 'content_filter' }));
    await expect(engine.generate(quiz(3))).rejects.toMatchObject({
      status: 502,
      detail: expect.stringMatching(/declined to write this material \(content filter\)/),
    });
  });

  test('a server that rejects json_schema gets json_object with the schema in the prompt, decided once', async () => {
    const input = quiz(3);
    const fallbacks: string[] = [];
    server = await startFakeOpenAi((req) =>
      req.response_format?.type === 'json_schema'
        ? {
            status: 400,
            body: {
              error: {
                message: "response_format type 'json_schema' is not supported by this server",
                type: 'invalid_request_error',
              },
            },
          }
        : { content: JSON.stringify(modelDraftFor(input)) },
    );
    const engine = createContentEngine(
      createOpenAiProvider({
        apiKey: '',
        baseURL: server.baseURL,
        model: 'llama3.1',
        maxRetries: 0,
        onFallback: (why) => fallbacks.push(why),
      }),
    );
    const first = await engine.run(input);
    expect(first.document.kind).toBe('quiz');
    await engine.generate(input);
    expect(server.requests.map((r) => r.response_format?.type)).toEqual(['json_schema', 'json_object', 'json_object']);
    expect(fallbacks).toHaveLength(1);
    const system = server.requests[1].messages[0].content;
    expect(system).toContain('The JSON object must match this JSON Schema:');
    expect(system).toContain('"questions"');
  });

  test('json_object replies are still validated and repaired against the schema', async () => {
    const input = quiz(3);
    const good = modelDraftFor(input);
    server = await startFakeOpenAi((req, n) => {
      if (req.response_format?.type === 'json_schema')
        return { status: 400, body: { error: { message: 'json_schema not supported' } } };
      return {
        content:
          n === 2
            ? JSON.stringify({ ...good, questions: (good.questions as unknown[]).slice(0, 1) })
            : JSON.stringify(good),
      };
    });
    const engine = createContentEngine(
      createOpenAiProvider({ apiKey: '', baseURL: server.baseURL, model: 'local', maxRetries: 0 }),
    );
    const result = await engine.run(input);
    expect(result.quality.repair_rounds).toBe(1);
    expect(server.requests).toHaveLength(3);
    expect(server.requests[2].messages.at(-1)!.content).toMatch(/questions: Too small|expected exactly 3|>=3/i);
  });

  test('other 400s are errors, not a reason to change formats', async () => {
    const engine = await engineWith(() => ({ status: 400, body: { error: { message: 'messages: too many tokens' } } }));
    await expect(engine.generate(quiz(3))).rejects.toMatchObject({ status: 502 });
    expect(server!.requests).toHaveLength(1);
  });
});
