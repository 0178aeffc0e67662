// One zod schema per kind (and per worksheet style, diagram type and puzzle type) for what the
// model must return. The same schemas validate the offline drafter's output.
import { z } from 'zod';
import { CROSSWORD_SPARES, SIZES, type DraftSpec } from '../content.spec';
import { DIAGRAM_STRUCTURE_SCHEMAS } from './diagram.schema';
import { questionList, termSchema } from './question.schema';
import { cachedBy } from './schema.cache';

const title = z.string().min(1).max(200);
const text = (max = 2000) => z.string().min(1).max(max);
const list = (min: number, max: number, maxLen = 600) => z.array(text(maxLen)).min(min).max(max);
const head = { title, instructions: z.string().max(1000).nullable() };

export function questionsDraftSchema(spec: DraftSpec) {
  const n = spec.count ?? 10;
  return z.object({
    ...head,
    questions: questionList(spec.withPassages, n, n, spec.questionType ? [spec.questionType] : undefined),
  });
}

export function diagramDraftSchema(spec: DraftSpec) {
  const n = spec.count ?? 5;
  return z.object({
    ...head,
    caption: text(400),
    diagram: DIAGRAM_STRUCTURE_SCHEMAS[spec.diagramType ?? 'flowchart'],
    questions: questionList(spec.withPassages, n, n),
  });
}

export function puzzleDraftSchema(spec: DraftSpec) {
  const n = spec.count ?? 10;
  const max = spec.puzzleType === 'crossword' ? n + CROSSWORD_SPARES : n;
  const word = spec.puzzleType === 'matching_game' ? text(120) : z.string().min(3).max(40);
  return z.object({
    ...head,
    words: z
      .array(z.object({ word, clue: text(300) }))
      .min(n)
      .max(max),
  });
}

const W = SIZES.worksheet;
const passage = (withPassages: boolean) => (withPassages ? text(2000) : z.string().max(2000).nullable());

export const worksheetSchemas = cachedBy((withPassages: boolean) => ({
  mixed: z.object({ ...head, questions: questionList(withPassages, W.questions[0], W.questions[1]) }),
  critical_thinking: z.object({
    ...head,
    questions: questionList(withPassages, W.prompts[0] + 3, W.questions[0], ['short_answer', 'essay']),
  }),
  study_skills: z.object({
    ...head,
    strategy: text(200),
    tips: list(3, 6, 300),
    questions: questionList(withPassages, 4, W.questions[0]),
  }),
  cloze: z.object({
    ...head,
    items: z
      .array(z.object({ sentence: text(600), answer: text(80), source_passage: passage(withPassages) }))
      .min(W.questions[0])
      .max(W.questions[1]),
    extra_words: z.array(text(80)).max(6),
  }),
  matching: z.object({
    ...head,
    pairs: z
      .array(z.object({ term: text(120), match: text(400) }))
      .min(W.pairs[0])
      .max(W.pairs[1]),
  }),
  labeling: z.object({
    ...head,
    diagram_title: text(120),
    parts: z
      .array(z.object({ label: text(60), description: text(300), source_passage: passage(withPassages) }))
      .min(W.parts[0])
      .max(W.parts[1]),
  }),
  vocab: z.object({
    ...head,
    entries: z
      .array(termSchema.extend({ example_sentence: text(400), source_passage: passage(withPassages) }))
      .min(W.terms[0])
      .max(W.terms[1]),
  }),
  problem_set: z.object({ ...head, questions: questionList(withPassages, W.problems[0], W.problems[1], ['problem']) }),
  graphic_organizer: z.object({
    ...head,
    central_idea: text(120),
    categories: z
      .array(z.object({ heading: text(60), details: list(2, 4, 200), source_passage: passage(withPassages) }))
      .min(W.categories[0])
      .max(W.categories[1]),
  }),
  creative_expression: z.object({
    ...head,
    prompts: z
      .array(z.object({ prompt: text(800), look_for: text(600), source_passage: passage(withPassages) }))
      .min(W.prompts[0])
      .max(W.prompts[1]),
  }),
}));

export const lessonPlanSchema = (withPassages: boolean) =>
  z.object({
    ...head,
    overview: text(1500),
    duration_minutes: z.number().int().min(15).max(240),
    objectives: list(2, 5, 300),
    materials: list(2, 10, 200),
    procedure: z
      .array(z.object({ phase: text(60), minutes: z.number().int().min(1).max(120), activity: text(1200) }))
      .min(3)
      .max(8),
    assessment: list(1, 5, 400),
    differentiation: list(2, 6, 400),
    homework: z.string().max(600).nullable(),
    check_questions: questionList(withPassages, SIZES.lesson_plan.checks[0], SIZES.lesson_plan.checks[1]),
  });

export const rubricSchema = z.object({
  ...head,
  task: text(600),
  criteria: z
    .array(
      z.object({
        criterion: text(80),
        exemplary: text(400),
        proficient: text(400),
        developing: text(400),
        beginning: text(400),
      }),
    )
    .min(SIZES.rubric.criteria[0])
    .max(SIZES.rubric.criteria[1]),
});

export const parentHandoutSchema = z.object({
  ...head,
  greeting: text(600),
  learning_summary: text(1500),
  key_points: list(3, 6, 400),
  vocabulary: z.array(termSchema).min(3).max(8),
  home_activities: list(3, 6, 400),
  conversation_questions: list(3, 6, 300),
  closing: text(600),
});

export const reviewSheetSchema = (withPassages: boolean) =>
  z.object({
    ...head,
    summary: text(1500),
    key_points: list(4, 8, 400),
    vocabulary: z.array(termSchema).min(4).max(10),
    questions: questionList(withPassages, SIZES.review_sheet.questions[0], SIZES.review_sheet.questions[1]),
  });

/** The schema (and its name for response_format) the model must answer for this job. */
export function draftSchemaFor(spec: DraftSpec): { name: string; schema: z.ZodType } {
  // Only these settings shape a schema: the same object for the same job shape (schema.cache.ts).
  return schemaForShape(
    spec.kind,
    spec.count,
    spec.withPassages,
    spec.style,
    spec.diagramType,
    spec.puzzleType,
    spec.questionType,
  );
}

const schemaForShape = cachedBy(
  (
    kind: DraftSpec['kind'],
    count: DraftSpec['count'],
    withPassages: boolean,
    style?: DraftSpec['style'],
    diagramType?: DraftSpec['diagramType'],
    puzzleType?: DraftSpec['puzzleType'],
    questionType?: DraftSpec['questionType'],
  ): { name: string; schema: z.ZodType } => {
    const spec = { kind, count, withPassages, style, diagramType, puzzleType, questionType } as DraftSpec;
    switch (kind) {
      case 'quiz':
      case 'test':
      case 'exit_ticket':
        return { name: kind, schema: questionsDraftSchema(spec) };
      case 'diagram':
        return { name: `diagram_${diagramType}`, schema: diagramDraftSchema(spec) };
      case 'puzzle':
        return { name: `puzzle_${puzzleType}`, schema: puzzleDraftSchema(spec) };
      case 'worksheet':
        return { name: `worksheet_${style}`, schema: worksheetSchemas(withPassages)[style ?? 'mixed'] };
      case 'lesson_plan':
        return { name: 'lesson_plan', schema: lessonPlanSchema(withPassages) };
      case 'rubric':
        return { name: 'rubric', schema: rubricSchema };
      case 'parent_handout':
        return { name: 'parent_handout', schema: parentHandoutSchema };
      case 'review_sheet':
        return { name: 'review_sheet', schema: reviewSheetSchema(withPassages) };
    }
  },
);

export type QuestionsDraft = z.infer<ReturnType<typeof questionsDraftSchema>>;
export type DiagramDraft = z.infer<ReturnType<typeof diagramDraftSchema>>;
export type PuzzleDraft = z.infer<ReturnType<typeof puzzleDraftSchema>>;
type WS = ReturnType<typeof worksheetSchemas>;
export type WorksheetDraft = { [K in keyof WS]: z.infer<WS[K]> };
export type LessonPlanDraft = z.infer<ReturnType<typeof lessonPlanSchema>>;
export type RubricDraft = z.infer<typeof rubricSchema>;
export type ParentHandoutDraft = z.infer<typeof parentHandoutSchema>;
export type ReviewSheetDraft = z.infer<ReturnType<typeof reviewSheetSchema>>;
