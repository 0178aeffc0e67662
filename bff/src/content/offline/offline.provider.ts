import { buildOfflineDraft, offlineNotice } from './offline.draft';
import { fitToSchema } from '../schemas/fit-to-schema';
import type { AiProvider } from '../content.provider';

/** The embedded default when no model is configured: deterministic drafts from the source text or topic. */
export function createOfflineProvider(): AiProvider {
  return {
    name: 'offline',
    offline: true,
    async draft(request) {
      // Drafts carry the teacher's words into titles and labels: fitted to the schema's lengths, never refused for them.
      const parsed = request.schema.safeParse(fitToSchema(buildOfflineDraft(request.spec), request.schema));
      // The notice is for the page, not part of the model's draft shape, so it rides beside the parsed draft.
      const notice = offlineNotice(request.spec);
      if (parsed.success) return { ok: true, value: notice ? { ...(parsed.data as object), notice } : parsed.data, raw: '' };
      return { ok: false, problems: parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`) };
    },
  };
}
