import type { z } from 'zod';
import { zodResponseFormat } from 'openai/helpers/zod';

/** Keywords some servers reject in strict mode; the SDK still enforces them when it parses the reply with zod. */
const STRIPPED = new Set(['minLength', 'maxLength']);

function strip(node: unknown): void {
  if (Array.isArray(node)) node.forEach(strip);
  else if (node && typeof node === 'object') {
    for (const key of Object.keys(node)) {
      if (STRIPPED.has(key)) delete (node as Record<string, unknown>)[key];
      else strip((node as Record<string, unknown>)[key]);
    }
  }
}

/**
 * The structured-output response_format for a schema: the SDK's zod helper (zod 4 works with openai 6),
 * minus string-length keywords that OpenAI's strict mode and several local servers refuse.
 */
export function responseFormatFor(schema: z.ZodType, name: string) {
  const format = zodResponseFormat(schema, name);
  strip(format.json_schema.schema);
  return format;
}

/**
 * A 400 that names the response format: some local servers (older llama.cpp, LM Studio, several
 * vLLM builds) accept only `json_object`. Other 400s are real errors and are not retried.
 */
export function refusesJsonSchema(err: unknown): boolean {
  const e = err as { status?: number; message?: string };
  return e?.status === 400 && /json_schema|response_format|schema/i.test(e.message ?? '');
}

/** json_object mode cannot carry a schema, so the prompt does; zod still validates the reply. */
export function jsonObjectMessages<M extends { role: string; content: string }>(messages: M[], schema: z.ZodType): M[] {
  const jsonSchema = JSON.stringify(zodResponseFormat(schema, 'draft').json_schema.schema);
  const [first, ...rest] = messages;
  return [
    { ...first, content: `${first.content}\nThe JSON object must match this JSON Schema:\n${jsonSchema}` },
    ...rest,
  ];
}
