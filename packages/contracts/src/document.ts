// The structured document: one per generation. The preview, the DOCX, the PDF and the answer keys are
// all rendered from it, so they always say the same thing. Generators (model or offline) produce it;
// checks validate it; renderers never see free text.
import { z } from 'zod';
import { CONTENT_KINDS, DIAGRAM_TYPES, DIFFICULTIES, PUZZLE_TYPES, WORKSHEET_STYLES } from './constants';

export const questionTypeSchema = z.enum([
  'multiple_choice',
  'true_false',
  'short_answer',
  'essay',
  'fill_blank',
  'problem',
]);
export type DocQuestionType = z.infer<typeof questionTypeSchema>;

export const questionBlockSchema = z.object({
  type: z.literal('question'),
  /**
   * Stable across revisions (the editor and the server give one to every question): edits, versions and bank
   * entries follow a question by it, whatever its number. Documents made before it existed have none.
   */
  id: z.string().optional(),
  /** 1-based, continuous across the whole document. */
  number: z.number().int().positive(),
  question_type: questionTypeSchema,
  prompt: z.string().min(1),
  /** multiple_choice: the options in print order (lettered A, B, C ... by renderers). true_false: ['True','False']. */
  options: z.array(z.string().min(1)).optional(),
  /** The correct answer. For multiple_choice and true_false it is exactly one of `options`. */
  answer: z.string().min(1),
  explanation: z.string().optional(),
  /** With a file source: the passage of the teacher's file this question was drawn from. */
  source_passage: z.string().optional(),
  /** Writing lines a student needs (short answer 2-3, essay 8+). Problems get a work box instead. */
  answer_lines: z.number().int().min(0).max(30).optional(),
  points: z.number().positive().optional(),
});
export type QuestionBlock = z.infer<typeof questionBlockSchema>;

export const paragraphBlockSchema = z.object({ type: z.literal('paragraph'), text: z.string().min(1) });
export const listBlockSchema = z.object({
  type: z.literal('list'),
  ordered: z.boolean().default(false),
  items: z.array(z.string().min(1)).min(1),
});
export const wordBankBlockSchema = z.object({ type: z.literal('word_bank'), words: z.array(z.string().min(1)).min(1) });
export const vocabularyBlockSchema = z.object({
  type: z.literal('vocabulary'),
  entries: z.array(z.object({ term: z.string().min(1), definition: z.string().min(1) })).min(1),
});
export const tableBlockSchema = z.object({
  type: z.literal('table'),
  caption: z.string().optional(),
  columns: z.array(z.string()).min(1),
  rows: z.array(z.array(z.string())),
});
/** Matching in two columns: students pair each left item with a letter from the right column. */
export const matchingBlockSchema = z.object({
  type: z.literal('matching'),
  /** Number of the first pair, continuing the document's question numbering. */
  start_number: z.number().int().positive(),
  left: z.array(z.string().min(1)).min(2),
  /** In print order (already shuffled). */
  right: z.array(z.string().min(1)).min(2),
  /** answers[i] = index into `right` that matches left[i]. */
  answers: z.array(z.number().int().min(0)),
});
export const writingSpaceBlockSchema = z.object({
  type: z.literal('writing_space'),
  label: z.string().optional(),
  lines: z.number().int().min(1).max(40),
});
/** A label too long to draw in its shape: the shape shows `mark` (a number), the key beside the drawing the whole text. */
export const diagramKeyEntrySchema = z.object({ mark: z.string().min(1).max(8), text: z.string().min(1) });
export type DiagramKeyEntry = z.infer<typeof diagramKeyEntrySchema>;
export const diagramBlockSchema = z.object({
  type: z.literal('diagram'),
  diagram_type: z.enum(DIAGRAM_TYPES),
  /** Mermaid source, at most LIMITS.diagramTextMax characters. */
  mermaid: z.string().min(1),
  caption: z.string().min(1),
  /** The numbered key printed with the drawing, in its marks' order; labels are never cut (docs/rendering.md). */
  key: z.array(diagramKeyEntrySchema).max(120).optional(),
});
export type DiagramBlock = z.infer<typeof diagramBlockSchema>;
export const wordSearchBlockSchema = z.object({
  type: z.literal('word_search'),
  /** Rows of single upper-case letters, no spaces. */
  grid: z.array(z.array(z.string().length(1))).min(5),
  words: z.array(z.string().min(2)).min(1),
  /** Solution: where each word lies (dr, dc in -1..1). */
  placements: z.array(
    z.object({
      word: z.string(),
      row: z.number().int(),
      col: z.number().int(),
      dr: z.number().int(),
      dc: z.number().int(),
    }),
  ),
});
export const crosswordBlockSchema = z.object({
  type: z.literal('crossword'),
  rows: z.number().int().positive(),
  cols: z.number().int().positive(),
  entries: z
    .array(
      z.object({
        number: z.number().int().positive(),
        direction: z.enum(['across', 'down']),
        clue: z.string().min(1),
        answer: z.string().min(2),
        row: z.number().int().min(0),
        col: z.number().int().min(0),
      }),
    )
    .min(2),
});

export const blockSchema = z.discriminatedUnion('type', [
  questionBlockSchema,
  paragraphBlockSchema,
  listBlockSchema,
  wordBankBlockSchema,
  vocabularyBlockSchema,
  tableBlockSchema,
  matchingBlockSchema,
  writingSpaceBlockSchema,
  diagramBlockSchema,
  wordSearchBlockSchema,
  crosswordBlockSchema,
]);
export type Block = z.infer<typeof blockSchema>;

export const sectionSchema = z.object({
  heading: z.string().optional(),
  instructions: z.string().optional(),
  blocks: z.array(blockSchema),
});
export type Section = z.infer<typeof sectionSchema>;

export const generatedDocumentSchema = z.object({
  kind: z.enum(CONTENT_KINDS),
  title: z.string().min(1),
  subject: z.string().optional(),
  grade_level: z.string().optional(),
  difficulty: z.enum(DIFFICULTIES),
  worksheet_style: z.enum(WORKSHEET_STYLES).optional(),
  diagram_type: z.enum(DIAGRAM_TYPES).optional(),
  puzzle_type: z.enum(PUZZLE_TYPES).optional(),
  /** Shown under the title on the student copy. */
  instructions: z.string().optional(),
  include_answer_key: z.boolean(),
  /** True when the built-in offline generator wrote it (no model configured). */
  offline_draft: z.boolean().default(false),
  /** A note for the teacher shown on the page above the preview (never printed), e.g. why a typed topic got reflection questions. */
  notice: z.string().optional(),
  /**
   * What the page offers beside the notice in one click: the same request again with this kind and
   * worksheet_style (which carries the diagram type), e.g. a matching sheet when the file gives nothing to label.
   */
  suggestion: z
    .object({
      kind: z.enum(['worksheet', 'diagram']),
      worksheet_style: z.enum([...WORKSHEET_STYLES, ...DIAGRAM_TYPES]),
      label: z.string().min(1).max(80),
    })
    .optional(),
  source: z.object({ type: z.enum(['file', 'topic']), name: z.string() }),
  sections: z.array(sectionSchema).min(1),
  /**
   * How it is printed. Accommodated copies: large print (14 pt or more, wider spacing) and an optional
   * readability font. Teacher copies (version maps, combined keys): no Name/Date line.
   */
  print: z
    .object({
      large: z.boolean().optional(),
      font: z.enum(['standard', 'atkinson']).optional(),
      teacher_copy: z.boolean().optional(),
    })
    .optional(),
});
export type GeneratedDocument = z.infer<typeof generatedDocumentSchema>;
export type DocumentSuggestion = NonNullable<GeneratedDocument['suggestion']>;
