// What a content kind is, in one place: the settings it reads from the request, the schema its draft
// must match, what the model is asked to write, the offline drafts for each source variant, how the
// draft becomes the document's sections, and the checks only this kind needs. Every kind is one such
// module (kinds/<kind>.ts) in the registry (kinds/index.ts); nothing else branches on the kind.
import type { DocumentSuggestion, GeneratedDocument, Section } from '@lessonloom/contracts';
import type { z } from 'zod';
import type { DraftSpec, GenerationInput, KindSettings } from '../content.job';
import type { MathFocus } from '../math/math.topics';
import type { OfflineContext } from '../offline/offline.context';

/** The settings that shape a kind's schema (the cache key of draftSchemaFor). */
export type SchemaShape = Pick<
  DraftSpec,
  'kind' | 'count' | 'withPassages' | 'style' | 'diagramType' | 'puzzleType' | 'questionType'
>;

export interface DraftSchema<D> {
  /** The schema's name in the model's response_format. */
  name: string;
  schema: z.ZodType<D>;
}

/**
 * The offline drafts of a kind, one per source variant (offline/offline.source.ts decides which, once):
 * `file` when there is text to read (an upload, or a passage typed as the topic), `math` when the job
 * names a math topic, `topic` for a typed topic with nothing to read. A kind without a `math` draft
 * gets its `file` or `topic` draft for a math job, whichever the source is.
 */
export interface Drafts<D> {
  file(ctx: OfflineContext): D;
  math?(ctx: OfflineContext, math: MathFocus): D;
  topic(ctx: OfflineContext): D;
  /**
   * What the page says beside an offline draft of this variant (never printed), and what it offers
   * instead; it sees the draft (a list from a short file says how many it could ask).
   */
  notice?: Partial<Record<'file' | 'topic', (ctx: OfflineContext, draft: D) => string | Advice | null>>;
}

/** A note for the page beside the draft (never printed), and the one-click alternative it offers. */
export interface Advice {
  notice: string;
  suggestion?: DocumentSuggestion;
}

export interface KindModule<D> {
  /** The settings only this kind reads from the request (worksheet style, diagram or puzzle type). */
  settings?(input: GenerationInput): KindSettings;
  /** The schema the model's draft must match (the offline draft is parsed against it too). */
  schema(shape: SchemaShape): DraftSchema<D>;
  /** What the model is asked to write for this job. */
  instructions(spec: DraftSpec): string;
  /** Words that mark the passages this kind draws on, when a long file is cut to the prompt's budget. */
  sourceWords?: string;
  /** The offline drafts; a function when they depend on the job (a worksheet's style, a bank question type). */
  draft: Drafts<D> | ((spec: DraftSpec) => Drafts<D>);
  /** The draft's lists whose items the page shows as the model writes them. */
  progress: readonly string[];
  /** The document's sections, built from a draft that matched the schema. */
  assemble(spec: DraftSpec, draft: D): Section[];
  /** What the page says about this draft, model or offline (a labeling sheet with nothing to label). */
  advice?(spec: DraftSpec, draft: D): Advice | null;
  /** Problems only this kind can have (its count of items); the checks every document gets run as well. */
  checks(spec: DraftSpec, doc: GeneratedDocument): string[];
}

/** A kind module, typed by its draft. */
export const defineKind = <D>(module: KindModule<D>): KindModule<D> => module;
