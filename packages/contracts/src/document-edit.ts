// The document as a teacher may save it (PUT /api/generations/{id}/document): the generated document's
// shape, strict (an unknown field is refused, not dropped) and with limits on every length and count, so
// an edit can never make a file the renderers choke on. Generated documents are checked by the content
// engine's own rules; this schema is only for what people type.
import { z } from 'zod';
import { CONTENT_KINDS, DIAGRAM_TYPES, DIFFICULTIES, LIMITS, PUZZLE_TYPES, WORKSHEET_STYLES } from './constants';
import { generatedDocumentSchema, questionTypeSchema } from './document';

/** How long and how many: generous for real material, small enough that a save renders in well under a second. */
export const EDIT_LIMITS = {
  title: 200,
  heading: 200,
  instructions: 2000,
  prompt: 2000,
  option: 500,
  optionsMin: 2,
  optionsMax: 8,
  answer: 2000,
  explanation: 2000,
  passage: 4000,
  pointsMax: 100,
  /** Questions (numbered items, matching pairs included) in one document. */
  questions: 100,
  sections: 30,
  blocksPerSection: 150,
  paragraph: 5000,
  listItems: 60,
  listItem: 1000,
  words: 60,
  word: 100,
  entries: 60,
  term: 200,
  definition: 1000,
  tableColumns: 10,
  tableRows: 60,
  cell: 2000,
  matchingPairs: 30,
  caption: 500,
  puzzleWords: 30,
  clue: 300,
  gridSide: 40,
  /** A question's id: letters, digits, '_' and '-' (the editor makes them; the server adds missing ones). */
  id: 40,
} as const;

const L = EDIT_LIMITS;
/** Required text: not blank, at most `max` characters. Never trimmed: what is saved is what the teacher typed. */
const text = (max: number) =>
  z
    .string()
    .max(max)
    .refine((s) => s.trim() !== '', 'is empty');
const optionalText = (max: number) => z.string().max(max).optional();

export const QUESTION_ID = /^[A-Za-z0-9_-]{1,40}$/;

export const editQuestionSchema = z.strictObject({
  type: z.literal('question'),
  id: z.string().regex(QUESTION_ID, 'must be letters, digits, _ or - (at most 40)').optional(),
  number: z.number().int().positive(),
  question_type: questionTypeSchema,
  prompt: text(L.prompt),
  options: z.array(text(L.option)).max(L.optionsMax).optional(),
  answer: text(L.answer),
  explanation: optionalText(L.explanation),
  source_passage: optionalText(L.passage),
  answer_lines: z.number().int().min(0).max(30).optional(),
  points: z.number().positive().max(L.pointsMax).optional(),
});

const editBlockSchema = z.discriminatedUnion('type', [
  editQuestionSchema,
  z.strictObject({ type: z.literal('paragraph'), text: text(L.paragraph) }),
  z.strictObject({
    type: z.literal('list'),
    ordered: z.boolean().default(false),
    items: z.array(text(L.listItem)).min(1).max(L.listItems),
  }),
  z.strictObject({ type: z.literal('word_bank'), words: z.array(text(L.word)).min(1).max(L.words) }),
  z.strictObject({
    type: z.literal('vocabulary'),
    entries: z
      .array(z.strictObject({ term: text(L.term), definition: text(L.definition) }))
      .min(1)
      .max(L.entries),
  }),
  z.strictObject({
    type: z.literal('table'),
    caption: optionalText(L.caption),
    columns: z.array(z.string().max(L.cell)).min(1).max(L.tableColumns),
    rows: z.array(z.array(z.string().max(L.cell)).max(L.tableColumns)).max(L.tableRows),
  }),
  z.strictObject({
    type: z.literal('matching'),
    start_number: z.number().int().positive(),
    left: z.array(text(L.option)).min(2).max(L.matchingPairs),
    right: z.array(text(L.option)).min(2).max(L.matchingPairs),
    answers: z.array(z.number().int().min(0)).max(L.matchingPairs),
  }),
  z.strictObject({
    type: z.literal('writing_space'),
    label: optionalText(L.heading),
    lines: z.number().int().min(1).max(40),
  }),
  z.strictObject({
    type: z.literal('diagram'),
    diagram_type: z.enum(DIAGRAM_TYPES),
    mermaid: text(LIMITS.diagramTextMax),
    caption: text(L.caption),
  }),
  z.strictObject({
    type: z.literal('word_search'),
    grid: z
      .array(z.array(z.string().length(1)).max(L.gridSide))
      .min(5)
      .max(L.gridSide),
    words: z.array(text(L.word)).min(1).max(L.puzzleWords),
    placements: z
      .array(
        z.strictObject({
          word: z.string().max(L.word),
          row: z.number().int(),
          col: z.number().int(),
          dr: z.number().int(),
          dc: z.number().int(),
        }),
      )
      .max(L.puzzleWords),
  }),
  z.strictObject({
    type: z.literal('crossword'),
    rows: z.number().int().positive().max(L.gridSide),
    cols: z.number().int().positive().max(L.gridSide),
    entries: z
      .array(
        z.strictObject({
          number: z.number().int().positive(),
          direction: z.enum(['across', 'down']),
          clue: text(L.clue),
          answer: text(L.word),
          row: z.number().int().min(0),
          col: z.number().int().min(0),
        }),
      )
      .min(2)
      .max(L.puzzleWords),
  }),
]);

export const editSectionSchema = z.strictObject({
  heading: optionalText(L.heading),
  instructions: optionalText(L.instructions),
  blocks: z.array(editBlockSchema).max(L.blocksPerSection),
});

export const editableDocumentSchema = z.strictObject({
  kind: z.enum(CONTENT_KINDS),
  title: text(L.title),
  subject: optionalText(L.heading),
  grade_level: optionalText(L.heading),
  difficulty: z.enum(DIFFICULTIES),
  worksheet_style: z.enum(WORKSHEET_STYLES).optional(),
  diagram_type: z.enum(DIAGRAM_TYPES).optional(),
  puzzle_type: z.enum(PUZZLE_TYPES).optional(),
  instructions: optionalText(L.instructions),
  include_answer_key: z.boolean(),
  offline_draft: z.boolean().default(false),
  notice: optionalText(L.instructions),
  source: z.strictObject({ type: z.enum(['file', 'topic']), name: z.string().max(1000) }),
  sections: z.array(editSectionSchema).min(1).max(L.sections),
  print: z
    .strictObject({
      large: z.boolean().optional(),
      font: z.enum(['standard', 'atkinson']).optional(),
      teacher_copy: z.boolean().optional(),
    })
    .optional(),
});
export type EditableDocument = z.infer<typeof editableDocumentSchema>;

/** PUT /api/generations/{id}/document: the revision the edit was made on, and the whole document. */
export const documentEditRequestSchema = z.strictObject({
  revision: z.number().int().positive(),
  /** Checked against editableDocumentSchema separately, so a bad item gets a 422 naming it. */
  document: z.record(z.string(), z.unknown()),
});
export type DocumentEditRequest = z.infer<typeof documentEditRequestSchema>;

/**
 * Body of restore and replace: the revision the teacher is looking at. Optional for API clients; when
 * given, a newer revision on the server answers 409 instead of acting on content the teacher has not seen.
 */
export const revisionGuardSchema = z.strictObject({ revision: z.number().int().positive().optional() });
export type RevisionGuard = z.infer<typeof revisionGuardSchema>;

export const revisionEntrySchema = z.strictObject({
  revision: z.number().int().positive(),
  created_at: z.string(),
  /** One line: "generated", "question 3 edited", "question 5 replaced", "revision 2 restored" ... */
  summary: z.string(),
  /** The newest revision: the one every file, export and version is derived from. */
  current: z.boolean(),
});
export type RevisionEntry = z.infer<typeof revisionEntrySchema>;

/** GET /api/generations/{id}/revisions, newest first. */
export const revisionListSchema = z.strictObject({ revisions: z.array(revisionEntrySchema) });
export type RevisionList = z.infer<typeof revisionListSchema>;

/** GET /api/generations/{id}/revisions/{revision}: one revision's document, to look at before restoring it. */
export const revisionDocumentSchema = revisionEntrySchema.extend({ content: generatedDocumentSchema });
export type RevisionDocument = z.infer<typeof revisionDocumentSchema>;

/** POST /api/generations/{id}/save-to-bank: question numbers of the newest revision; none means all. */
export const saveToBankRequestSchema = z.strictObject({
  numbers: z.array(z.number().int().positive()).min(1).max(L.questions).optional(),
});
export type SaveToBankRequest = z.infer<typeof saveToBankRequestSchema>;

export const savedToBankResponseSchema = z.strictObject({
  questions_saved: z.number().int().nonnegative(),
  /** Of those, questions already in the bank from this document, brought up to date instead of copied again. */
  updated: z.number().int().nonnegative(),
  question_ids: z.array(z.string()),
});
export type SavedToBankResponse = z.infer<typeof savedToBankResponseSchema>;
