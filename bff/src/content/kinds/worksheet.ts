import { WORKSHEET_STYLES, type WorksheetStyle } from '@lessonloom/contracts';
import { Numbering } from '../assemble/question.assemble';
import { fileTermsAsk } from '../offline/file-terms';
import { defineKind } from './kind';

/** The styles that are sheets of terms. */
const TERM_STYLES: readonly string[] = ['matching', 'vocab', 'labeling'];
import { styleOf, worksheetSchemas, type AnyWorksheetDraft } from './worksheet/worksheet.styles';

export const worksheet = defineKind<AnyWorksheetDraft>({
  // The request's worksheet_style field; anything that is no style is a mixed worksheet.
  settings: (input) => {
    const asked = input.request.worksheet_style?.trim();
    return {
      style: (WORKSHEET_STYLES as readonly string[]).includes(asked ?? '') ? (asked as WorksheetStyle) : 'mixed',
    };
  },
  schema: (shape) => ({
    name: `worksheet_${shape.style}`,
    schema: worksheetSchemas(shape.withPassages)[shape.style ?? 'mixed'],
  }),
  // A sheet of terms from a file: the file's own terms only, fewer when it defines fewer (offline/file-terms.ts).
  instructions: (spec) =>
    `Write ${styleOf(spec.style).ask}.${TERM_STYLES.includes(spec.style ?? 'mixed') ? fileTermsAsk(spec) : ''}`,
  draft: (spec) => styleOf(spec.style).draft,
  progress: ['questions', 'items', 'pairs', 'parts', 'entries', 'prompts'],
  assemble: (spec, draft) => styleOf(spec.style).assemble(spec, draft, new Numbering()),
  advice: (spec, draft) => styleOf(spec.style).advice?.(spec, draft) ?? null,
  // A worksheet has no count: its schema bounds each style's lists.
  checks: () => [],
});
