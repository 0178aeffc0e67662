import { buildOfflineDraft } from './offline.draft';
import type { AiProvider } from '../content.provider';

/** The embedded default when no model is configured: deterministic drafts from the source text or topic. */
export function createOfflineProvider(): AiProvider {
  return {
    name: 'offline',
    offline: true,
    async draft(request) {
      const parsed = request.schema.safeParse(buildOfflineDraft(request.spec));
      if (parsed.success) return { ok: true, value: parsed.data, raw: '' };
      return { ok: false, problems: parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`) };
    },
  };
}
