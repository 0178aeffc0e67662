import { displayName, xmlSafeDeep, type GeneratedDocument } from '@lessonloom/contracts';
import type { DraftSpec } from './content.job';
import { fileTermsOnly } from './assemble/file-terms.filter';
import { shortSheetNote } from './assemble/short-sheet.notice';
import { kindOf } from './kinds';
import type { Advice } from './kinds/kind';

/**
 * Builds the one structured document that the preview and every export render: the job's settings,
 * and the sections the kind builds from its draft (kinds/<kind>.ts assemble). Its text is cleaned of
 * characters XML cannot hold here, once, so the preview, the files and any export agree (the renderers
 * clean again at their boundary); the title and source name also lose bidi controls and line breaks.
 */
export function assembleDocument(spec: DraftSpec, drafted: unknown, offline: boolean): GeneratedDocument {
  // A file's sheet of terms keeps only the file's terms, on either path (assemble/file-terms.filter.ts).
  const draft = fileTermsOnly(spec, drafted);
  const d = draft as { title: string; instructions: string | null } & Partial<Advice>;
  const kind = kindOf(spec.kind);
  const sections = kind.assemble(spec, draft);
  // The offline drafter's note rides beside its draft; the kind's own advice reads any draft, model or offline.
  const advice = kind.advice?.(spec, draft);
  const doc: GeneratedDocument = {
    kind: spec.kind,
    title: displayName(d.title),
    difficulty: spec.difficulty,
    include_answer_key: spec.includeAnswerKey,
    offline_draft: offline,
    source: { type: spec.source.type, name: displayName(spec.source.name) },
    sections,
  };
  if (spec.subject) doc.subject = spec.subject;
  if (spec.gradeLevel) doc.grade_level = spec.gradeLevel;
  if (spec.style) doc.worksheet_style = spec.style;
  if (spec.diagramType) doc.diagram_type = spec.diagramType;
  if (spec.puzzleType) doc.puzzle_type = spec.puzzleType;
  if (d.instructions?.trim()) doc.instructions = d.instructions.trim();
  // ...and on either path, the reason a sheet of the file's terms is shorter than usual.
  const notices = [offline ? d.notice : undefined, advice?.notice, shortSheetNote(spec, doc)].filter(
    (n): n is string => !!n,
  );
  if (notices.length) doc.notice = [...new Set(notices)].join(' ');
  const suggestion = advice?.suggestion ?? (offline ? d.suggestion : undefined);
  if (suggestion) doc.suggestion = suggestion;
  return xmlSafeDeep(doc);
}
