import OpenAI from 'openai';
import { ContentError } from '../../content/content.errors';
import type { AiProvider } from '../../content/content.provider';
import { replyFromError } from './openai.errors';
import { responseFormatFor } from './openai.response-format';

export interface OpenAiProviderOptions {
  apiKey: string;
  /** Any OpenAI-compatible server (OpenAI, Ollama, llama.cpp, vLLM). */
  baseURL?: string;
  model: string;
  timeoutMs?: number;
  maxRetries?: number;
}

/** Structured outputs: the schema goes to the model as response_format and the SDK parses the reply with it. */
export function createOpenAiProvider(o: OpenAiProviderOptions): AiProvider {
  const timeoutMs = o.timeoutMs ?? 120_000;
  // Local servers (Ollama, llama.cpp) accept any key, but the SDK refuses to start without one.
  const client = new OpenAI({ apiKey: o.apiKey || 'not-needed', baseURL: o.baseURL, timeout: timeoutMs, maxRetries: o.maxRetries ?? 2 });
  const where = o.baseURL ?? 'api.openai.com';
  return {
    name: 'openai',
    offline: false,
    async draft(request, signal) {
      const started = Date.now();
      try {
        const completion = await client.chat.completions.parse(
          { model: o.model, messages: request.messages, response_format: responseFormatFor(request.schema, request.schemaName) },
          { signal },
        );
        const message = completion.choices[0]?.message;
        if (message?.refusal) throw new ContentError(502, `The AI model declined to write this material: ${message.refusal.slice(0, 300)}`);
        if (!message?.parsed) return { ok: false, problems: ['the reply was empty; send the JSON object'], raw: message?.content ?? undefined };
        return { ok: true, value: message.parsed, raw: message.content ?? JSON.stringify(message.parsed) };
      } catch (err) {
        if (err instanceof ContentError) throw err;
        // The SDK only recognises its own abort as a timeout when the AbortError comes from the same
        // realm (not so under jest's VM); the clock tells the same thing either way.
        return replyFromError(err, where, Date.now() - started >= timeoutMs);
      }
    },
  };
}
