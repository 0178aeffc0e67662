import type { GeneratedDocument } from '@lessonloom/contracts';
import type { AiProvider, DraftReply } from './content.provider';
import { assembleDocument } from './assemble/document.assemble';
import { documentProblems } from './checks/document.checks';
import { ContentError, DraftProblems } from './content.errors';
import { buildSpec, type DraftSpec, type GenerationInput } from './content.spec';
import { buildMessages, repairMessages } from './prompt/content.prompt';
import { draftSchemaFor } from './schemas/kind.schemas';

export interface ContentEngine {
  /** A validated, checked document, or a ContentError with the status and detail to answer. */
  generate(input: GenerationInput, signal?: AbortSignal): Promise<GeneratedDocument>;
}

type Outcome = { doc: GeneratedDocument } | { problems: string[] };

function outcome(spec: DraftSpec, reply: DraftReply, offline: boolean): Outcome {
  if (!reply.ok) return { problems: reply.problems };
  try {
    const doc = assembleDocument(spec, reply.value, offline);
    const problems = documentProblems(spec, doc);
    return problems.length ? { problems } : { doc };
  } catch (err) {
    if (err instanceof DraftProblems) return { problems: err.problems };
    throw err;
  }
}

const summary = (problems: string[]) => problems.slice(0, 3).join('; ') + (problems.length > 3 ? ` (and ${problems.length - 3} more)` : '');

export function createContentEngine(provider: AiProvider): ContentEngine {
  return {
    async generate(input, signal) {
      const spec = buildSpec(input);
      const { name, schema } = draftSchemaFor(spec);
      const messages = buildMessages(spec);
      const first = await provider.draft({ spec, schemaName: name, schema, messages }, signal);
      const tried = outcome(spec, first, provider.offline);
      if ('doc' in tried) return tried.doc;
      if (provider.offline)
        throw new ContentError(500, `The offline generator could not build this ${spec.kind.replace(/_/g, ' ')}: ${summary(tried.problems)}`);
      // One repair round: the model sees its answer and what failed, then it passes or we give up.
      const second = await provider.draft({ spec, schemaName: name, schema, messages: repairMessages(messages, first.raw, tried.problems) }, signal);
      const repaired = outcome(spec, second, false);
      if ('doc' in repaired) return repaired.doc;
      throw new ContentError(502, `The AI model's answer failed the quality checks even after a repair attempt: ${summary(repaired.problems)}. Please try again.`);
    },
  };
}
