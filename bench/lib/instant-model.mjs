// Shared by the generation benchmarks: a local OpenAI-compatible server that answers at once.
import { createServer } from 'node:http';

/** An OpenAI-compatible server whose every answer is the same ready-made, valid draft. */
export async function instantModel(content) {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const body = JSON.stringify({
        id: 'chatcmpl-bench',
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: 'bench-model',
        choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, logprobs: null, finish_reason: 'stop' }],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      });
      res.writeHead(200, { 'content-type': 'application/json' }).end(body);
    });
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return { baseURL: `http://127.0.0.1:${server.address().port}/v1`, close: () => new Promise((r) => server.close(r)) };
}
