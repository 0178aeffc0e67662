import OpenAI from 'openai';
import { ContentFilterFinishReasonError, LengthFinishReasonError } from 'openai/core/error';
import { ContentError, type DraftReply } from '../../content';

const zodIssues = (err: unknown): string[] | null => {
  const e = err as { name?: string; issues?: Array<{ path: PropertyKey[]; message: string }> };
  return e?.name === 'ZodError' && Array.isArray(e.issues)
    ? e.issues.map((i) => `${i.path.map(String).join('.') || '(root)'}: ${i.message}`)
    : null;
};

/**
 * Answers we can repair (bad JSON, schema mismatch, a cut-off reply) become problems for the repair
 * round; failures of the service itself become the HTTP error the teacher sees.
 */
export function replyFromError(err: unknown, baseURL: string, timedOut = false): DraftReply {
  const issues = zodIssues(err);
  if (issues) return { ok: false, problems: issues.slice(0, 40) };
  if (err instanceof SyntaxError)
    return { ok: false, problems: [`the reply is not valid JSON (${err.message}); send only the JSON object`] };
  if (err instanceof LengthFinishReasonError)
    return { ok: false, problems: ['the reply was cut off before the JSON object ended; keep every text shorter'] };
  if (err instanceof ContentFilterFinishReasonError)
    throw new ContentError(
      502,
      'The AI model refused to write this material (content filter). Try rewording the topic or prompt.',
    );
  throw serviceError(err, baseURL, timedOut);
}

export function serviceError(err: unknown, baseURL: string, timedOut = false): Error {
  if (err instanceof OpenAI.APIUserAbortError) return new ContentError(499, 'The generation was cancelled.');
  if (err instanceof OpenAI.APIConnectionTimeoutError || (timedOut && err instanceof OpenAI.APIConnectionError))
    return new ContentError(504, 'The AI model did not answer in time. Please try again.');
  if (err instanceof OpenAI.APIConnectionError)
    return new ContentError(503, `The AI model service at ${baseURL} could not be reached. Please try again later.`);
  if (err instanceof OpenAI.RateLimitError)
    return new ContentError(
      503,
      'The AI model service is busy (rate limit reached, 429). Please wait a minute and try again.',
    );
  if (err instanceof OpenAI.AuthenticationError || err instanceof OpenAI.PermissionDeniedError)
    return new ContentError(503, `The AI model service refused the request (${err.status}); check OPENAI_API_KEY.`);
  if (err instanceof OpenAI.NotFoundError)
    return new ContentError(502, 'The AI model service does not know the configured model; check OPENAI_MODEL.');
  if (err instanceof OpenAI.APIError)
    return new ContentError(502, `The AI model service failed (${err.status ?? 'no status'}). Please try again.`);
  return err instanceof Error ? err : new Error(String(err));
}
