import type { DraftSpec } from '../content.spec';
import { mathDraft } from '../math/math.offline';
import { offlineDiagram } from './diagram.offline';
import { bandInstructions } from './grade.band';
import { offlineContext, questions, titleFor } from './offline.context';
import { lessonPlanDraft } from './lesson-plan.offline';
import { reviewSheetDraft } from './review.offline';
import { parentHandoutDraft } from './handout.offline';
import { rubricDraft } from './rubric.offline';
import { puzzleDraft } from './puzzle.offline';
import { bankQuestions } from './bank.offline';
import { bareTopicNotice, bareTopicQuestions, isBareTopic } from './topic.offline';
import { worksheetDraft } from './worksheet.offline';

const INSTRUCTIONS = {
  quiz: 'Choose or write the best answer for each question.',
  test: 'Read each part carefully and answer every question.',
  exit_ticket: 'Answer these questions before you leave.',
} as const;
/** The same instructions for K–5 readers (grade.band.ts). */
const YOUNG_INSTRUCTIONS: Partial<Record<keyof typeof INSTRUCTIONS, string>> = {
  quiz: 'Read each question. Pick or write the best answer.',
  test: 'Read each question with care. Answer every one.',
  exit_ticket: 'Answer these before you go.',
};

/**
 * The embedded generator: a deterministic draft in the same shape the model returns, built from the
 * teacher's text (or sound templates for a bare topic). Same input, same draft.
 */
export function buildOfflineDraft(spec: DraftSpec): unknown {
  const math = mathDraft(spec, INSTRUCTIONS);
  if (math) return math;
  const ctx = offlineContext(spec);
  const n = spec.count ?? 10;
  switch (spec.kind) {
    case 'quiz':
    case 'test':
    case 'exit_ticket':
      if (spec.questionType) return bankQuestions(ctx, spec.questionType, n);
      if (isBareTopic(ctx)) return bareTopicQuestions(ctx, spec.kind, n);
      return {
        title: titleFor(ctx),
        instructions: bandInstructions(ctx.fit, INSTRUCTIONS, YOUNG_INSTRUCTIONS, spec.kind),
        questions: questions(ctx, n),
      };
    case 'diagram': {
      const d = offlineDiagram(ctx, spec.diagramType ?? 'flowchart');
      const extra = questions(ctx, n + d.questions.length).filter(
        (q) => !d.questions.some((x) => x.prompt === q.prompt),
      );
      return {
        title: titleFor(ctx),
        instructions: null,
        caption: d.caption,
        diagram: d.data,
        questions: [...d.questions, ...extra].slice(0, n),
      };
    }
    case 'puzzle':
      return puzzleDraft(ctx);
    case 'worksheet':
      return worksheetDraft(ctx, spec.style ?? 'mixed');
    case 'lesson_plan':
      return lessonPlanDraft(ctx);
    case 'rubric':
      return rubricDraft(ctx);
    case 'parent_handout':
      return parentHandoutDraft(ctx);
    case 'review_sheet':
      return reviewSheetDraft(ctx);
  }
}

/** The note the page shows with an offline draft, if this job needs one (see topic.offline.ts). */
export function offlineNotice(spec: DraftSpec): string | null {
  const ctx = offlineContext(spec);
  return isBareTopic(ctx) && !spec.questionType ? bareTopicNotice(spec, ctx.topic) : null;
}
