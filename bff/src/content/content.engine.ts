import type { GeneratedDocument, GenerationEvent, QualityReport } from '@lessonloom/contracts';
import { assembleDocument } from './content.assemble';
import { documentProblems } from './content.checks';
import { ContentError, DraftProblems } from './content.errors';
import type { DraftSpec, GenerationInput } from './content.job';
import { buildMessages, repairMessages } from './content.prompt';
import type { AiProvider, DraftReply, DraftUsage } from './content.provider';
import { buildSpec } from './content.request';
import { draftSchemaFor, kindOf } from './kinds';
import { hasSlur } from './language/slurs';
import { createDraftScanner } from './stream/draft.scanner';
import { verifyDocument, type Verified } from './verify/document.verify';
import { prepareChecks } from './verify/verify.prepared';
import { qualityReport } from './verify/quality.report';
import type { SourceReading } from './source/source.types';

export interface GenerateOptions {
  signal?: AbortSignal;
  /** Progress while the model writes: stages, and each finished item of the draft's lists. */
  onEvent?: (event: GenerationEvent) => void;
}

export interface EngineResult {
  document: GeneratedDocument;
  quality: QualityReport;
  /** Model calls made (tokens and time), for the generation log. Empty offline. */
  calls: DraftUsage[];
  /** ms from the last model reply to the verified document: the checks a teacher waits for after the last token. */
  checkMs: number;
}

export interface ContentEngine {
  /** A validated, verified document with its quality report, or a ContentError with the status and detail to answer. */
  run(input: GenerationInput, options?: GenerateOptions): Promise<EngineResult>;
  /** The document alone (callers that do not need the report). */
  generate(input: GenerationInput, signal?: AbortSignal): Promise<GeneratedDocument>;
  /** True when the built-in offline generator writes (no model): a caller asking for "one more" asks it differently. */
  readonly offline: boolean;
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

const summary = (problems: string[]) =>
  problems.slice(0, 3).join('; ') + (problems.length > 3 ? ` (and ${problems.length - 3} more)` : '');

export interface EngineOptions {
  /**
   * Reads a pasted passage for the checks (its meanings, claims and keys) off the request thread; the
   * BFF gives the language thread's reader. Without it (content tests, benches) the checks read it in
   * the calling thread. A file's reading comes stored with its upload.
   */
  read?: (text: string, name: string) => Promise<SourceReading>;
}

export function createContentEngine(provider: AiProvider, { read }: EngineOptions = {}): ContentEngine {
  async function run(input: GenerationInput, { signal, onEvent }: GenerateOptions = {}): Promise<EngineResult> {
    const spec = buildSpec(input);
    const { name, schema } = draftSchemaFor(spec);
    const messages = buildMessages(spec);
    const calls: DraftUsage[] = [];
    const emit = onEvent ?? (() => {});
    let written = 0;
    emit({ type: 'stage', stage: 'writing', done: 0, total: spec.count });
    const prepared = prepareChecks(spec);
    // Read while the model writes; a failed thread only means the checks read it here.
    const text = spec.source.text;
    const pasted =
      read && text && !spec.source.reading ? read(text, spec.source.name).catch(() => undefined) : undefined;
    // The kind's lists whose items the page shows as they are written (questions, cloze items, puzzle words ...).
    const progress = new Set(kindOf(spec.kind).progress);
    const scanner = createDraftScanner((key, index, item) => {
      if (!item || typeof item !== 'object') return;
      if (progress.has(key)) {
        written++;
        // The page shows each item as it is written: one with a slur is never shown (the checks then refuse it).
        if (!hasSlur(JSON.stringify(item))) emit({ type: 'item', key, index, item: item as Record<string, unknown> });
        emit({ type: 'stage', stage: 'writing', done: written, total: spec.count });
      }
      // After the page has the item: its checks run while the model writes the next one.
      prepared.prepare(item);
    });
    let replied = 0;
    const draft = async (msgs: typeof messages, stream: boolean) => {
      const reply = await provider.draft(
        { spec, schemaName: name, schema, messages: msgs, onText: stream ? scanner.push : undefined },
        signal,
      );
      replied = performance.now();
      if (reply.usage) calls.push(reply.usage);
      return reply;
    };
    const finish = (v: Verified, repairRounds: number, rewritten: boolean): EngineResult => ({
      document: v.doc,
      quality: qualityReport(v.facts, { rewritten, repairRounds, offline: provider.offline }),
      calls,
      checkMs: performance.now() - replied,
    });

    const first = await draft(messages, true);
    const pastedReading = await pasted;
    if (pastedReading) prepared.readingIs(pastedReading);
    emit({ type: 'stage', stage: 'checking' });
    const tried = outcome(spec, first, provider.offline);
    const firstCheck = 'doc' in tried ? verifyDocument(spec, tried.doc, provider.offline, prepared) : null;
    if (firstCheck && !firstCheck.problems.length) return finish(firstCheck, 0, false);
    if (provider.offline)
      throw new ContentError(
        500,
        `The offline generator could not build this ${spec.kind.replace(/_/g, ' ')}: ${summary('problems' in tried ? tried.problems : [])}`,
      );

    // One targeted repair round: the model sees its answer and exactly what failed (structure, quotes
    // not in the file, a missing correct option, text too hard for the grade), then passes or we stop.
    const problems = firstCheck ? firstCheck.problems : (tried as { problems: string[] }).problems;
    emit({
      type: 'stage',
      stage: 'checking',
      note: `Fixing ${problems.length === 1 ? '1 problem' : `${problems.length} problems`}`,
    });
    const second = await draft(repairMessages(messages, first.raw, problems), false);
    const repaired = outcome(spec, second, false);
    if ('doc' in repaired) return finish(verifyDocument(spec, repaired.doc, true, prepared), 1, !!firstCheck?.tooHard);
    // A repair that broke the structure of an answer that only needed verifying: keep the first one,
    // corrected in code and flagged.
    if (firstCheck && 'doc' in tried) return finish(verifyDocument(spec, tried.doc, true, prepared), 1, false);
    throw new ContentError(
      502,
      `The AI model's answer failed the quality checks even after a repair attempt: ${summary(repaired.problems)}. Please try again.`,
    );
  }
  return {
    run,
    generate: async (input, signal) => (await run(input, { signal })).document,
    offline: provider.offline,
  };
}
