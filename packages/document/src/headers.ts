// The top of every copy: title, the kind/subject/grade line, the Name/Date line (student copies of
// student-facing kinds only) and the instructions, or the teacher's note on an answer key.
import { KIND_LABELS, type GeneratedDocument, type Variant } from './schema';

export const ANSWER_KEY_SUFFIX = 'Answer Key';
export const KEY_NOTE = 'For the teacher: keep this key separate from student copies.';
export const NAME_LABEL = 'Name:';
export const DATE_LABEL = 'Date:';

/** "Quiz · Science · Grade 7": the line under the title. */
export function metaLine(doc: GeneratedDocument): string {
  const parts = [KIND_LABELS[doc.kind]];
  if (doc.subject) parts.push(doc.subject);
  if (doc.grade_level) parts.push(/grade/i.test(doc.grade_level) ? doc.grade_level : `Grade ${doc.grade_level}`);
  return parts.join(' · ');
}

/** Teacher- and parent-facing kinds have no student to write a name. */
export function hasNameLine(doc: GeneratedDocument, variant: Variant = 'student'): boolean {
  return (
    variant === 'student' && doc.kind !== 'lesson_plan' && doc.kind !== 'parent_handout' && !doc.print?.teacher_copy
  );
}

export function titleFor(doc: GeneratedDocument, variant: Variant): string {
  return variant === 'answer_key' ? `${doc.title} — ${ANSWER_KEY_SUFFIX}` : doc.title;
}

export interface HeaderLayout {
  title: string;
  meta: string;
  nameLine: boolean;
  /** Instructions on the student copy; the teacher's note on the key. */
  note?: string;
  noteKind: 'instructions' | 'key_note';
}

export function headerLayout(doc: GeneratedDocument, variant: Variant): HeaderLayout {
  return {
    title: titleFor(doc, variant),
    meta: metaLine(doc),
    nameLine: hasNameLine(doc, variant),
    note: variant === 'answer_key' ? KEY_NOTE : doc.instructions,
    noteKind: variant === 'answer_key' ? 'key_note' : 'instructions',
  };
}
