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
  | { content: string; delayMs?: number; finishReason?: 'stop' | 'length' }
  | { status: number; body?: unknown; headers?: Record<string, string>; delayMs?: number };

export type FakeHandler = (request: FakeChatRequest, callNumber: number) => FakeReply | Promise<FakeReply>;

export interface FakeOpenAi {
  /** Base URL for the SDK (ends in /v1). */
  baseURL: string;
  /** Every chat request received, in order. */
  requests: FakeChatRequest[];
  close(): Promise<void>;
}

export async function startFakeOpenAi(handler: FakeHandler): Promise<FakeOpenAi> {
  const requests: FakeChatRequest[] = [];
  const sockets = new Set<import('node:net').Socket>();
  const timers = new Set<NodeJS.Timeout>();
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
      return;
    }
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as FakeChatRequest;
    requests.push(body);
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
      res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers }).end(JSON.stringify(reply.body ?? { error: { message: `status ${reply.status}` } }));
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(completion(body.model, reply.content, reply.finishReason ?? 'stop')));
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
    close: () =>
      new Promise<void>((resolve) => {
        for (const t of timers) clearTimeout(t);
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

let ids = 0;
export function completion(model: string, content: string, finishReason: 'stop' | 'length' = 'stop') {
  return {
    id: `chatcmpl-fake-${++ids}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, logprobs: null, finish_reason: finishReason }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}
