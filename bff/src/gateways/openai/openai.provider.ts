import OpenAI from 'openai';
import { ContentError, seedFrom, type AiProvider, type DraftReply, type DraftRequest } from '../../content';
import { replyFromError, serviceError } from './openai.errors';
import { readStream } from './openai.stream';
import { jsonObjectMessages, refusesJsonSchema, responseFormatFor } from './openai.response-format';

export interface OpenAiProviderOptions {
  apiKey: string;
  /** Any OpenAI-compatible server (OpenAI, Ollama, llama.cpp, vLLM). */
  baseURL?: string;
  model: string;
  /** The whole call, first byte to last token. */
  timeoutMs?: number;
  /** Retries of 429 and 5xx answers (the SDK backs off and honours Retry-After). */
  maxRetries?: number;
  /** Told once when the server turns out not to accept json_schema response formats. */
  onFallback?: (reason: string) => void;
}

function validate(request: DraftRequest, content: string): DraftReply {
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch (err) {
    return { ...replyFromError(err, ''), raw: content };
  }
  const parsed = request.schema.safeParse(json);
  if (parsed.success) return { ok: true, value: parsed.data, raw: content };
  return {
    ok: false,
    problems: parsed.error.issues.slice(0, 40).map((i) => `${i.path.map(String).join('.') || '(root)'}: ${i.message}`),
    raw: content,
  };
}

/**
 * Streamed structured output: the schema goes to the model as response_format, the reply arrives in
 * pieces (so the page can show questions as they are written) and is validated with zod at the end.
 * Servers that reject json_schema get json_object plus the schema in the prompt, decided once.
 */
export function createOpenAiProvider(o: OpenAiProviderOptions): AiProvider {
  const timeoutMs = o.timeoutMs ?? 120_000;
  // Local servers (Ollama, llama.cpp) accept any key, but the SDK refuses to start without one.
  const client = new OpenAI({
    apiKey: o.apiKey || 'not-needed',
    baseURL: o.baseURL,
    timeout: timeoutMs,
    maxRetries: o.maxRetries ?? 3,
  });
  const where = o.baseURL ?? 'api.openai.com';
  let jsonSchema = true;

  const open = (request: DraftRequest, signal: AbortSignal) =>
    client.chat.completions.create(
      {
        model: o.model,
        messages: jsonSchema ? request.messages : jsonObjectMessages(request.messages, request.schema),
        response_format: jsonSchema ? responseFormatFor(request.schema, request.schemaName) : { type: 'json_object' },
        stream: true,
        stream_options: { include_usage: true },
        // The generation's own seed: "Generate again" samples afresh, and the same seed asks the same way
        // (servers that honour it: OpenAI best effort, llama.cpp, Ollama, vLLM).
        seed: seedFrom(request.spec.seed),
      },
      { signal },
    );

  return {
    name: 'openai',
    offline: false,
    async draft(request, signal) {
      if (signal?.aborted) throw serviceError(new OpenAI.APIUserAbortError(), where);
      const started = performance.now();
      // One clock for the whole call: the SDK's own timeout stops at the response headers, not the last token.
      const abort = new AbortController();
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        abort.abort();
      }, timeoutMs);
      const cancel = () => abort.abort();
      signal?.addEventListener('abort', cancel, { once: true });
      try {
        let stream;
        try {
          stream = await open(request, abort.signal);
        } catch (err) {
          if (!jsonSchema || !refusesJsonSchema(err)) throw err;
          jsonSchema = false;
          o.onFallback?.((err as Error).message);
          stream = await open(request, abort.signal);
        }
        const reply = await readStream(stream, request.onText);
        // The SDK ends an aborted stream quietly, as if the reply were complete.
        if (abort.signal.aborted) throw new OpenAI.APIUserAbortError();
        const usage = {
          promptTokens: reply.usage?.prompt_tokens ?? 0,
          completionTokens: reply.usage?.completion_tokens ?? 0,
          ms: performance.now() - started,
        };
        if (reply.finishReason === 'length')
          return {
            ok: false,
            problems: ['the reply was cut off before the JSON object ended; keep every text shorter'],
            raw: reply.content,
            usage,
          };
        return { ...validate(request, reply.content), usage };
      } catch (err) {
        if (err instanceof ContentError) throw err;
        // Our own clock and the caller's signal say why the call stopped, whatever error the SDK raised.
        if (timedOut)
          throw new ContentError(
            504,
            'The AI model did not finish writing in time, so nothing was saved. Please try again, or ask for fewer questions.',
          );
        if (signal?.aborted) throw serviceError(new OpenAI.APIUserAbortError(), where);
        return replyFromError(err, where);
      } finally {
        clearTimeout(timer);
        signal?.removeEventListener('abort', cancel);
      }
    },
  };
}
