// A worksheet style is a kind within the kind: its own schema, what the model is asked for, the
// instructions printed on the sheet, its offline drafts and its sections (worksheet.styles.ts lists them).
import type { Section, WorksheetStyle } from '@lessonloom/contracts';
import type { z } from 'zod';
import type { Numbering } from '../../assemble/question.assemble';
import type { DraftSpec } from '../../content.job';
import { cap, titleFor, type OfflineContext } from '../../offline/offline.context';
import { bandInstructions } from '../../readability/grade.band';
import type { Advice, Drafts } from '../kind';

/** Sizes for a worksheet (no count is asked for): enough for one class period, small enough to print on a few pages. */
export const SIZES = {
  questions: [8, 12],
  pairs: [6, 12],
  parts: [4, 8],
  terms: [5, 10],
  problems: [5, 10],
  categories: [3, 5],
  prompts: [2, 4],
} as const;

export interface StyleModule<D> {
  schema(withPassages: boolean): z.ZodType<D>;
  /** What the model is asked to write ("a cloze worksheet: …"). */
  ask: string;
  /** The sheet's instructions, and the same for K–5 readers when they need other words. */
  instructions: string;
  young?: string;
  draft: Drafts<D>;
  assemble(spec: DraftSpec, draft: D, numbering: Numbering): Section[];
  /** What the page says about a draft of this style, model or offline, and the sheet it offers instead. */
  advice?(spec: DraftSpec, draft: D): Advice | null;
}

export const defineStyle = <D>(style: StyleModule<D>): StyleModule<D> => style;

/** The title and instructions every style's offline draft starts with. */
export const worksheetHead = (ctx: OfflineContext, style: Pick<StyleModule<unknown>, 'instructions' | 'young'>) => ({
  title: titleFor(ctx, `${cap(styleName(ctx.spec.style))} Worksheet`),
  instructions: bandInstructions(ctx.fit, style.instructions, style.young),
});

const styleName = (style: WorksheetStyle | undefined) => (style ?? 'mixed').replace(/_/g, ' ');
