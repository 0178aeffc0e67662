import type { z } from 'zod';
import type { DraftSpec } from './content.job';
import type { ChatMessage } from './content.prompt';

/** One request for a draft: the job, the schema the answer must match, and the conversation so far. */
export interface DraftRequest {
  spec: DraftSpec;
  schemaName: string;
  schema: z.ZodType;
  messages: ChatMessage[];
  /** Called with the reply so far each time more of it arrives (streaming providers only). */
  onText?: (soFar: string) => void;
}

/** What one model call cost: tokens as the service counted them, and wall time. Never the content. */
export interface DraftUsage {
  promptTokens: number;
  completionTokens: number;
  ms: number;
}

/**
 * A reply that parsed against the schema (`value`), or the reasons it did not. `raw` is the text the
 * model sent, so the repair round can show it its own answer.
 */
export type DraftReply = (
  { ok: true; value: unknown; raw: string } | { ok: false; problems: string[]; raw?: string }
) & { usage?: DraftUsage };

export interface AiProvider {
  readonly name: 'openai' | 'offline';
  /** True for the embedded generator: its documents are marked offline_draft and never repaired. */
  readonly offline: boolean;
  /** Service failures (timeout, refusal, rate limit) throw ContentError; invalid answers return ok: false. */
  draft(request: DraftRequest, signal?: AbortSignal): Promise<DraftReply>;
}

export type { ChatMessage, DraftSpec };
