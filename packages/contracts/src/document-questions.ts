// Which documents hold questions: one definition for the page (what it offers) and the BFF (what it accepts),
// so a button is never shown for a request the server refuses, nor hidden for one it would take.
import type { ContentKind } from './constants';
import type { Block, GeneratedDocument } from './document';

type HasSections = Pick<GeneratedDocument, 'sections'>;

const holds = (doc: HasSections, types: readonly Block['type'][]) =>
  doc.sections.some((s) => s.blocks.some((b) => types.includes(b.type)));

/** The blocks an export to a learning platform or quiz game carries: questions, matching pairs, vocabulary cards. */
export const EXPORTABLE_BLOCKS: readonly Block['type'][] = ['question', 'matching', 'vocabulary'];

/** Whether the document has questions a student answers: what an accommodated version is made from. */
export const hasQuestions = (doc: HasSections): boolean => holds(doc, ['question']);

/** Whether "Export to…" has anything to carry (the BFF answers 422 otherwise). */
export const hasExportableItems = (doc: HasSections): boolean => holds(doc, EXPORTABLE_BLOCKS);

/**
 * Kinds whose documents hold questions: where the dashboard offers "Export to…" for a history record, which
 * carries the kind but not the document.
 */
export const KINDS_WITH_QUESTIONS: readonly ContentKind[] = [
  'quiz',
  'test',
  'worksheet',
  'exit_ticket',
  'review_sheet',
];
