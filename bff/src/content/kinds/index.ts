// The table of content kinds: one module per kind (kinds/<kind>.ts), keyed by its name in the contract.
// The engine, the prompt, the offline generator, assembly and checks look a kind up here; nothing
// else branches on the kind. A new kind is a new module and a line here (docs/content-engine.md).
import type { ContentKind } from '@lessonloom/contracts';
import type { DraftSpec } from '../content.job';
import type { OfflineContext } from '../offline/offline.context';
import { cachedBy } from '../schemas/schema.cache';
import { diagram } from './diagram';
import { exitTicket } from './exit-ticket';
import type { Advice, DraftSchema, Drafts, KindModule, SchemaShape } from './kind';
import { lessonPlan } from './lesson-plan';
import { parentHandout } from './parent-handout';
import { puzzle } from './puzzle';
import { quiz } from './quiz';
import { reviewSheet } from './review-sheet';
import { rubric } from './rubric';
import { test } from './test';
import { worksheet } from './worksheet';

const REGISTRY = {
  lesson_plan: lessonPlan,
  worksheet,
  quiz,
  test,
  diagram,
  puzzle,
  review_sheet: reviewSheet,
  exit_ticket: exitTicket,
  rubric,
  parent_handout: parentHandout,
};

/** The draft a kind's schema describes (and its offline drafts produce). */
export type DraftOf<K extends ContentKind> = (typeof REGISTRY)[K] extends KindModule<infer D> ? D : never;

export const KINDS: { readonly [K in ContentKind]: KindModule<DraftOf<K>> } = REGISTRY;

/**
 * A kind whose draft type is not known here: the engine holds drafts as parsed JSON, and each kind's
 * own schema is what makes them its draft. The one place the draft's type is set aside.
 */
export const kindOf = (kind: ContentKind) => KINDS[kind] as unknown as KindModule<unknown>;

/** The schema (and its name for response_format) the model must answer for this job. */
export function draftSchemaFor(spec: DraftSpec): DraftSchema<unknown> {
  // Only these settings shape a schema: the same object for the same job shape (schema.cache.ts).
  return schemaForShape(
    spec.kind,
    spec.count,
    spec.withPassages,
    spec.style,
    spec.diagramType,
    spec.puzzleType,
    spec.questionType,
  );
}

const schemaForShape = cachedBy(
  (
    kind: ContentKind,
    count: DraftSpec['count'],
    withPassages: boolean,
    style?: DraftSpec['style'],
    diagramType?: DraftSpec['diagramType'],
    puzzleType?: DraftSpec['puzzleType'],
    questionType?: DraftSpec['questionType'],
  ): DraftSchema<unknown> => {
    const shape: SchemaShape = { kind, count, withPassages, style, diagramType, puzzleType, questionType };
    return kindOf(kind).schema(shape);
  },
);

/** The kind's offline drafts for this job (a worksheet's are its style's). */
export function draftsFor(spec: DraftSpec): Drafts<unknown> {
  const { draft } = kindOf(spec.kind);
  return typeof draft === 'function' ? draft(spec) : draft;
}

/**
 * The offline draft of the variant the context decided (offline/offline.source.ts), and the note the
 * page shows beside it. A math job of a kind without a math draft gets its file or topic draft.
 */
export function offlineDraft(ctx: OfflineContext): { draft: unknown; advice: Advice | null } {
  const drafts = draftsFor(ctx.spec);
  const s = ctx.source;
  if (s.variant === 'math' && drafts.math) return { draft: drafts.math(ctx, s.math), advice: null };
  if (s.variant === 'math') return { draft: drafts[s.otherwise](ctx), advice: null };
  const draft = drafts[s.variant](ctx);
  const note = drafts.notice?.[s.variant]?.(ctx, draft) ?? null;
  return { draft, advice: typeof note === 'string' ? { notice: note } : note };
}
