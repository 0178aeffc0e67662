// Test helper: a "model" whose answers are valid drafts for the request it is asked about, so the real
// provider, SDK and engine can be driven through every kind. The draft comes from the offline drafter
// for the same job; a test may corrupt it to exercise the repair round.
import { generateRequestSchema, type GenerateRequestInput } from '@lessonloom/contracts';
import { buildSpec } from '../../../content/content.request';
import { type GenerationInput } from '../../../content/content.job';
import { buildOfflineDraft } from '../../../content/offline.provider';

export function generationInput(
  fields: Partial<GenerateRequestInput> & { kind: GenerateRequestInput['kind'] },
  sourceText?: string,
  sourceName = 'notes.txt',
): GenerationInput {
  const request = generateRequestSchema.parse(
    sourceText ? { source_filename: sourceName, ...fields } : { topic: sourceName, ...fields },
  );
  return { request, sourceText, sourceName, sourceType: sourceText ? 'file' : 'topic' };
}

/** A valid model answer (as the object, before JSON encoding) for this generation input. */
export function modelDraftFor(input: GenerationInput): Record<string, unknown> {
  return buildOfflineDraft(buildSpec(input)) as Record<string, unknown>;
}
