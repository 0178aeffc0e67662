// A sheet of terms made from a teacher's file holds only the file's terms, whoever drafted it: the
// offline drafts take them from the reading (offline/file-terms.ts), and a model's entry whose term the
// file never uses ("analyze", "evidence") is dropped here before the sheet is built, so the page's note
// (short-sheet.notice.ts) says the sheet is shorter. In a lesson plan, an entry for the lesson's people
// ("students", "Teacher", "class") goes too, as the reader never takes them for terms (source.term-lesson-words.ts).
// Fewer than three left is sent back to the model to repair.
import type { DraftSpec } from '../content.job';
import { DraftProblems } from '../content.errors';
import { termPattern } from '../language/term-pattern';
import { FILE_TERMS_MIN } from '../offline/file-terms';
import { visible } from '../source/source.invisible';
import { namesLessonPeople } from '../source/source.term-lesson-words';
import { teacherFacing } from '../source/source.teacher-document';

/** The draft's list of terms on each sheet of terms, the field its term is in, and the fewest it may keep. */
function termList(spec: DraftSpec): { list: string; key: string; min: number } | null {
  if (spec.kind === 'puzzle') return { list: 'words', key: 'word', min: FILE_TERMS_MIN };
  if (spec.kind === 'review_sheet' || spec.kind === 'parent_handout')
    return { list: 'vocabulary', key: 'term', min: 0 };
  if (spec.kind === 'worksheet' && spec.style === 'matching')
    return { list: 'pairs', key: 'term', min: FILE_TERMS_MIN };
  if (spec.kind === 'worksheet' && spec.style === 'vocab') return { list: 'entries', key: 'term', min: FILE_TERMS_MIN };
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
  const lesson = teacherFacing(visible(source));
  const inFile = (item: unknown) =>
    termOf(item) !== '' && termPattern(termOf(item)).test(text) && !(lesson && namesLessonPeople(termOf(item)));
  const kept = items.filter(inFile);
  if (kept.length === items.length) return draft;
  if (kept.length < Math.min(at.min, items.length)) {
    const others = items.filter((i) => !inFile(i)).map((i) => `'${termOf(i)}'`);
    throw new DraftProblems([
      `${at.list}: ${others.join(', ')} ${others.length === 1 ? 'is' : 'are'} not in the text; take every term from the text (its key-vocabulary list, glossary, bold and defined terms), at least ${FILE_TERMS_MIN}`,
    ]);
  }
  return { ...d, [at.list]: kept };
}
