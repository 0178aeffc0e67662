// A sheet of terms made from a teacher's file holds only the file's terms, whoever drafted it: the
// offline drafts take them from the reading (offline/file-terms.ts), and a model's entry whose term the
// file never uses ("analyze", "evidence") is dropped here before the sheet is built, so the page's note
// (short-sheet.notice.ts) says the sheet is shorter.
import type { DraftSpec } from '../content.job';
import { termPattern } from '../language/term-pattern';
import { visible } from '../source/source.invisible';

/** The draft's list of terms on each sheet of terms, and the field its term is in. */
function termList(spec: DraftSpec): { list: string; key: string } | null {
  if (spec.kind === 'review_sheet') return { list: 'vocabulary', key: 'term' };
  return null;
}

export function fileTermsOnly(spec: DraftSpec, draft: unknown): unknown {
  const at = termList(spec);
  const source = spec.source.type === 'file' ? spec.source.text : undefined;
  const d = draft as Record<string, unknown> | null;
  const items = d?.[at?.list ?? ''];
  if (!at || !source || !d || !Array.isArray(items)) return draft;
  const text = visible(source).replace(/\s+/g, ' ');
  const termOf = (item: unknown) => String((item as Record<string, unknown> | null)?.[at.key] ?? '').trim();
  const kept = items.filter((item) => termOf(item) !== '' && termPattern(termOf(item)).test(text));
  return kept.length === items.length ? draft : { ...d, [at.list]: kept };
}
