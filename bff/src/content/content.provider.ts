import type { z } from 'zod';
import type { DraftSpec } from './content.spec';
import type { ChatMessage } from './prompt/content.prompt';

/** One request for a draft: the job, the schema the answer must match, and the conversation so far. */
export interface DraftRequest {
  spec: DraftSpec;
  schemaName: string;
  schema: z.ZodType;
  messages: ChatMessage[];
}

/**
 * A reply that parsed against the schema (`value`), or the reasons it did not. `raw` is the text the
 * model sent, so the repair round can show it its own answer.
 */
export type DraftReply = { ok: true; value: unknown; raw: string } | { ok: false; problems: string[]; raw?: string };

export interface AiProvider {
  readonly name: 'openai' | 'offline';
  /** True for the embedded generator: its documents are marked offline_draft and never repaired. */
  readonly offline: boolean;
  /** Service failures (timeout, refusal, rate limit) throw ContentError; invalid answers return ok: false. */
  draft(request: DraftRequest, signal?: AbortSignal): Promise<DraftReply>;
}

export type { ChatMessage, DraftSpec };
