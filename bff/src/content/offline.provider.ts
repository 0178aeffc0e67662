import type { z } from 'zod';
import type { AiProvider, DraftReply, DraftSpec } from './content.provider';
import { draftSchemaFor, offlineDraft } from './kinds';
import { offlineContext } from './offline/offline.context';
import { fitToSchema } from './schemas/fit-to-schema';
import { draftOffThread } from './thread/language.thread';

/**
 * The embedded generator: a deterministic draft in the same shape the model returns, built from the
 * teacher's text (or sound templates for a bare topic). Same input, same draft.
 */
export const buildOfflineDraft = (spec: DraftSpec): unknown => offlineDraft(offlineContext(spec)).draft;

/** The offline draft for a job, fitted and parsed against its schema (in whichever thread calls it). */
export function offlineReply(spec: DraftSpec, schema: z.ZodType = draftSchemaFor(spec).schema): DraftReply {
  const { draft, advice } = offlineDraft(offlineContext(spec));
  // Drafts carry the teacher's words into titles and labels: fitted to the schema's lengths, never refused for them.
  const parsed = schema.safeParse(fitToSchema(draft, schema));
  // The notice (and its one-click alternative) is for the page, not part of the model's draft shape, so it
  // rides beside the parsed draft.
  if (parsed.success)
    return { ok: true, value: advice ? { ...(parsed.data as object), ...advice } : parsed.data, raw: '' };
  return { ok: false, problems: parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`) };
}

/**
 * The embedded default when no model is configured: deterministic drafts from the source text or topic.
 * `offThread`: drafts are made in the language thread (the BFF's and the route tests' provider); without
 * it, in the calling thread (content tests and benches that exercise the drafters' source directly).
 */
export function createOfflineProvider({ offThread = false }: { offThread?: boolean } = {}): AiProvider {
  return {
    name: 'offline',
    offline: true,
    async draft(request) {
      // Drafting reads a typed topic and shapes sentences with wink-nlp: 20–150 ms of CPU a draft, run
      // in the language thread so the request thread keeps answering. The thread rebuilds the schema
      // from the job, so only a job with its own schema (draftSchemaFor caches one per shape) goes.
      if (!offThread || request.schema !== draftSchemaFor(request.spec).schema)
        return offlineReply(request.spec, request.schema);
      // A failed thread (crash, overrun) costs a stall here, never the teacher's generation.
      return draftOffThread(request.spec).catch(() => offlineReply(request.spec, request.schema));
    },
  };
}
