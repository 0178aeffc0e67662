// The page's note on a sheet of terms that is shorter than usual because the teacher's file defines
// fewer terms (offline/file-terms.ts): read from the document itself, so a model's draft and an
// offline one get the same note. Never printed; the page shows it above the preview.
import type { Block, GeneratedDocument } from '@lessonloom/contracts';
import type { DraftSpec } from '../content.job';
import { shortSheetNotice } from '../offline/file-terms';

/** A review sheet usually lists at least this many vocabulary terms (its schema's minimum for a topic). */
const REVIEW_TERMS = 4;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function shortSheetNote(spec: DraftSpec, doc: GeneratedDocument): string | null {
  if (spec.source.type !== 'file' || spec.kind !== 'review_sheet') return null;
  const blocks: Block[] = doc.sections.flatMap((s) => s.blocks);
  const n = blocks.reduce((sum, b) => sum + (b.type === 'vocabulary' ? b.entries.length : 0), 0);
  if (n === 0) return shortSheetNotice(0, 'review sheet has no vocabulary list');
  return n < REVIEW_TERMS
    ? shortSheetNotice(n, `review sheet lists ${plural(n, 'vocabulary term', 'vocabulary terms')}`)
    : null;
}
