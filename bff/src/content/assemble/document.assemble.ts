import { displayName, xmlSafeDeep, type GeneratedDocument, type Section } from '@lessonloom/contracts';
import type { DraftSpec } from '../content.spec';
import type * as K from '../schemas/kind.schemas';
import { assembleDiagram } from './diagram.assemble';
import { assembleLessonPlan, assembleParentHandout, assembleReviewSheet, assembleRubric } from './plan.assemble';
import { assemblePuzzle } from './puzzle.assemble';
import { assembleQuestions } from './questions.assemble';
import { assembleWorksheet } from './worksheet.assemble';

/**
 * Builds the one structured document that the preview and every export render. Its text is cleaned of
 * characters XML cannot hold here, once, so the preview, the files and any export agree (the renderers
 * clean again at their boundary); the title and source name also lose bidi controls and line breaks.
 */
export function assembleDocument(spec: DraftSpec, draft: unknown, offline: boolean): GeneratedDocument {
  const d = draft as { title: string; instructions: string | null };
  const sections = sectionsFor(spec, draft);
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
  const notice = (draft as { notice?: unknown }).notice;
  if (offline && typeof notice === 'string') doc.notice = notice;
  return xmlSafeDeep(doc);
}

function sectionsFor(spec: DraftSpec, draft: unknown): Section[] {
  switch (spec.kind) {
    case 'quiz':
    case 'test':
    case 'exit_ticket':
      return assembleQuestions(spec, draft as K.QuestionsDraft);
    case 'diagram':
      return assembleDiagram(spec, draft as K.DiagramDraft);
    case 'puzzle':
      return assemblePuzzle(spec, draft as K.PuzzleDraft);
    case 'worksheet':
      return assembleWorksheet(spec, draft);
    case 'lesson_plan':
      return assembleLessonPlan(spec, draft as K.LessonPlanDraft);
    case 'rubric':
      return assembleRubric(draft as K.RubricDraft);
    case 'parent_handout':
      return assembleParentHandout(draft as K.ParentHandoutDraft);
    case 'review_sheet':
      return assembleReviewSheet(spec, draft as K.ReviewSheetDraft);
  }
}
