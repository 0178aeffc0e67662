// Every worksheet style, by its name in the contract (WORKSHEET_STYLES): the worksheet's table of styles,
// as kinds/index.ts is the table of kinds.
import type { WorksheetStyle } from '@lessonloom/contracts';
import type { z } from 'zod';
import { cachedBy } from '../../schemas/schema.cache';
import { cloze } from './cloze';
import { creativeExpression } from './creative-expression';
import { criticalThinking } from './critical-thinking';
import { graphicOrganizer } from './graphic-organizer';
import { labeling } from './labeling';
import { matching } from './matching';
import { mixed } from './mixed';
import { problemSet } from './problem-set';
import { studySkills } from './study-skills';
import { vocab } from './vocab';
import type { StyleModule } from './worksheet.style';

export const STYLES = {
  mixed,
  cloze,
  matching,
  labeling,
  vocab,
  problem_set: problemSet,
  graphic_organizer: graphicOrganizer,
  critical_thinking: criticalThinking,
  study_skills: studySkills,
  creative_expression: creativeExpression,
} satisfies Record<WorksheetStyle, unknown>;

type Styles = typeof STYLES;
export type WorksheetDraft = { [S in WorksheetStyle]: Styles[S] extends StyleModule<infer D> ? D : never };
export type AnyWorksheetDraft = WorksheetDraft[WorksheetStyle];

/** A style, its draft type erased: the worksheet's draft is any style's, and the style decides which. */
export const styleOf = (style: WorksheetStyle | undefined) =>
  STYLES[style ?? 'mixed'] as unknown as StyleModule<AnyWorksheetDraft>;

/** Every style's schema, built once per passage setting (schema.cache.ts). */
export const worksheetSchemas = cachedBy(
  (withPassages: boolean) =>
    Object.fromEntries(Object.entries(STYLES).map(([s, m]) => [s, m.schema(withPassages)])) as {
      [S in WorksheetStyle]: z.ZodType<WorksheetDraft[S]>;
    },
);
