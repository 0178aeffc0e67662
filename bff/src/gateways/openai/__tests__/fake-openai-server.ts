// A local OpenAI-compatible server for tests: POST /v1/chat/completions on 127.0.0.1, answering in the
// OpenAI response shape, so the real `openai` SDK is exercised end to end without a network.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeChatRequest {
  model: string;
  messages: Array<{ role: string; content: string }>;
  response_format?: { type: string; json_schema?: { name: string; strict?: boolean; schema: Record<string, unknown> } };
  [key: string]: unknown;
}

/** What the handler answers: assistant text, or a raw HTTP reply (errors), optionally after a delay. */
export type FakeReply =
  | {
      content: string;
      delayMs?: number;
      finishReason?: 'stop' | 'length' | 'content_filter';
      /** A streamed reply's pace (a token is 4 characters); unset streams as fast as the socket takes it. */
      tokensPerSecond?: number;
      /** Sent as refusal deltas instead of content (a streamed refusal). */
      refusal?: string;
      /** Streams this many characters, then stalls (never ends): for timeouts and cancellation. */
      stallAfterChars?: number;
      /** Streams up to `at` characters, then waits for `until` before sending the rest. */
      pause?: { at: number; until: Promise<void> };
    }
  | { status: number; body?: unknown; headers?: Record<string, string>; delayMs?: number };

export type FakeHandler = (request: FakeChatRequest, callNumber: number) => FakeReply | Promise<FakeReply>;

export interface FakeOpenAi {
  /** Base URL for the SDK (ends in /v1). */
  baseURL: string;
  /** Every chat request received, in order. */
  requests: FakeChatRequest[];
  /** performance.now() when each request arrived (retry spacing). */
  arrivals: number[];
  /** Streamed replies sent to their end, and streams whose client left before the end. */
  stats: { streamsFinished: number; streamsAbandoned: number };
  close(): Promise<void>;
}

export async function startFakeOpenAi(handler: FakeHandler): Promise<FakeOpenAi> {
  const requests: FakeChatRequest[] = [];
  const arrivals: number[] = [];
  const stats = { streamsFinished: 0, streamsAbandoned: 0 };
  const sockets = new Set<import('node:net').Socket>();
  const timers = new Set<NodeJS.Timeout>();
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res
        .writeHead(404, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message: 'not found' } }));
      return;
    }
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as FakeChatRequest;
    requests.push(body);
    arrivals.push(performance.now());
    let reply: FakeReply;
    try {
      reply = await handler(body, requests.length);
    } catch (err) {
      reply = { status: 500, body: { error: { message: String(err) } } };
    }
    if (reply.delayMs)
      await new Promise<void>((resolve) => {
        const t = setTimeout(() => {
          timers.delete(t);
          resolve();
        }, reply.delayMs);
        timers.add(t);
      });
    if (res.destroyed) return;
    if ('status' in reply) {
      res
        .writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers })
        .end(JSON.stringify(reply.body ?? { error: { message: `status ${reply.status}` } }));
      return;
    }
    if (body.stream) {
      res.on('close', () => !res.writableEnded && stats.streamsAbandoned++);
      streamCompletion(res, body, reply, timers, () => stats.streamsFinished++);
      return;
    }
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify(completion(body.model, reply.content, reply.finishReason ?? 'stop')));
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    arrivals,
    stats,
    close: () =>
      new Promise<void>((resolve) => {
        for (const t of timers) clearTimeout(t);
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Characters per "token" of the fake's streamed replies. */
export const FAKE_TOKEN_CHARS = 4;

type ContentReply = Extract<FakeReply, { content: string }>;

/** Server-sent events in the chat.completion.chunk shape, paced like a model writing tokens. */
function streamCompletion(
  res: ServerResponse,
  body: FakeChatRequest,
  reply: ContentReply,
  timers: Set<NodeJS.Timeout>,
  onEnd: () => void,
) {
  const id = `chatcmpl-fake-${++ids}`;
  const created = Math.floor(Date.now() / 1000);
  const chunk = (delta: Record<string, unknown>, finish: string | null = null, usage?: unknown) =>
    `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model: body.model, choices: finish === 'usage' ? [] : [{ index: 0, delta, logprobs: null, finish_reason: finish }], ...(usage ? { usage } : {}) })}\n\n`;
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
  res.write(chunk({ role: 'assistant', content: '' }));
  const field = reply.refusal ? 'refusal' : 'content';
  const text = reply.refusal ?? reply.content;
  let end = reply.stallAfterChars ?? reply.pause?.at ?? text.length;
  const tps = reply.tokensPerSecond;
  // Paced replies send one token per tick; unpaced ones send large pieces at once.
  const step = tps ? FAKE_TOKEN_CHARS : 512;
  const started = performance.now();
  let at = 0;
  let sentTokens = 0;
  const finish = () => {
    if (reply.stallAfterChars !== undefined) return; // the connection stays open until the client leaves
    if (end < text.length && reply.pause) {
      const { until } = reply.pause;
      end = text.length;
      void until.then(pump);
      return;
    }
    const tokens = Math.ceil(text.length / FAKE_TOKEN_CHARS);
    res.write(chunk({}, reply.refusal ? 'stop' : (reply.finishReason ?? 'stop')));
    if ((body.stream_options as { include_usage?: boolean } | undefined)?.include_usage)
      res.write(
        chunk({}, 'usage', {
          prompt_tokens: JSON.stringify(body.messages).length >> 2,
          completion_tokens: tokens,
          total_tokens: tokens + (JSON.stringify(body.messages).length >> 2),
        }),
      );
    res.end('data: [DONE]\n\n');
    onEnd();
  };
  const pump = () => {
    if (res.destroyed) return;
    if (!tps) {
      while (at < end) {
        res.write(chunk({ [field]: text.slice(at, Math.min(end, at + step)) }));
        at = Math.min(end, at + step);
      }
      return finish();
    }
    // Catch up with the clock: as many tokens as the elapsed time allows, then wait for the next one.
    const due = Math.floor(((performance.now() - started) / 1000) * tps) + 1;
    let piece = '';
    while (sentTokens < due && at < end) {
      piece += text.slice(at, Math.min(end, at + step));
      at = Math.min(end, at + step);
      sentTokens++;
    }
    if (piece) res.write(chunk({ [field]: piece }));
    if (at >= end) return finish();
    const t = setTimeout(
      () => {
        timers.delete(t);
        pump();
      },
      Math.max(1, (sentTokens / tps) * 1000 - (performance.now() - started)),
    );
    timers.add(t);
  };
  pump();
}

let ids = 0;
export function completion(
  model: string,
  content: string,
  finishReason: 'stop' | 'length' | 'content_filter' = 'stop',
) {
  return {
    id: `chatcmpl-fake-${++ids}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [
      { index: 0, message: { role: 'assistant', content, refusal: null }, logprobs: null, finish_reason: finishReason },
    ],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}
