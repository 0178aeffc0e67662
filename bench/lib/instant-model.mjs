// Shared by the generation benchmarks: a local OpenAI-compatible server that answers at once (or, with
// `tokensPerSecond`, streams like a model writing), in the chat.completion or chat.completion.chunk shape.
import { createServer } from 'node:http';

const TOKEN_CHARS = 4;

function chunk(delta, finish = null, usage) {
  const choices = delta ? [{ index: 0, delta, logprobs: null, finish_reason: finish }] : [];
  return `data: ${JSON.stringify({ id: 'chatcmpl-bench', object: 'chat.completion.chunk', created: Math.floor(Date.now() / 1000), model: 'bench-model', choices, ...(usage ? { usage } : {}) })}\n\n`;
}

/**
 * An OpenAI-compatible server whose every answer is the same ready-made, valid draft. Streamed replies
 * go out one 4-character token at a time at `tokensPerSecond` (all at once when unset); `onLastToken`
 * is told when the last token was written and `onSent(characters, time)` after every write, so a benchmark
 * can time what happens after them.
 */
export async function instantModel(content, { tokensPerSecond, onLastToken, onSent } = {}) {
  const server = createServer((req, res) => {
    const parts = [];
    req.on('data', (c) => parts.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(parts).toString('utf8') || '{}');
      if (!body.stream) {
        const answer = JSON.stringify({
          id: 'chatcmpl-bench',
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: 'bench-model',
          choices: [
            { index: 0, message: { role: 'assistant', content, refusal: null }, logprobs: null, finish_reason: 'stop' },
          ],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        });
        res.writeHead(200, { 'content-type': 'application/json' }).end(answer);
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(chunk({ role: 'assistant', content: '' }));
      const tokens = Math.ceil(content.length / TOKEN_CHARS);
      const done = () => {
        onLastToken?.(performance.now());
        res.write(chunk({}, 'stop'));
        res.write(chunk(null, null, { prompt_tokens: 1, completion_tokens: tokens, total_tokens: tokens + 1 }));
        res.end('data: [DONE]\n\n');
      };
      if (!tokensPerSecond) {
        res.write(chunk({ content }));
        return done();
      }
      const started = performance.now();
      let sent = 0;
      const pump = () => {
        if (res.destroyed) return;
        const due = Math.min(tokens, Math.floor(((performance.now() - started) / 1000) * tokensPerSecond) + 1);
        if (due > sent) {
          res.write(chunk({ content: content.slice(sent * TOKEN_CHARS, due * TOKEN_CHARS) }));
          sent = due;
          onSent?.(Math.min(content.length, sent * TOKEN_CHARS), performance.now());
        }
        if (sent >= tokens) return done();
        setTimeout(pump, Math.max(1, (sent / tokensPerSecond) * 1000 - (performance.now() - started)));
      };
      pump();
    });
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return { baseURL: `http://127.0.0.1:${server.address().port}/v1`, close: () => new Promise((r) => server.close(r)) };
}
