// Spec §3 generation request: every entry arrives as text (form data); this schema turns it into types.
import { z } from 'zod';
import { qualityReportSchema } from './quality';
import {
  CONTENT_KINDS,
  DIAGRAM_TYPES,
  DIFFICULTIES,
  KINDS_WITHOUT_QUESTION_COUNT,
  LIMITS,
  PUZZLE_TYPES,
  WORKSHEET_STYLES,
} from './constants';
import { generatedDocumentSchema } from './document';

const bool = z.enum(['true', 'false']).transform((v) => v === 'true');
const optionalText = z
  .string()
  .max(200)
  .optional()
  .transform((v) => (v && v.trim() ? v.trim() : undefined));

export const generateRequestSchema = z
  .object({
    kind: z.enum(CONTENT_KINDS),
    difficulty: z.enum(DIFFICULTIES).default('mixed'),
    num_questions: z.string().regex(/^\d+$/, 'num_questions must be a whole number').transform(Number).optional(),
    include_answer_key: bool.default(true),
    /** worksheet style for worksheets, the diagram type for diagrams. */
    worksheet_style: z.string().optional(),
    grade_level: optionalText,
    subject: optionalText,
    specific_prompt: z.string().max(4000).optional(),
    use_specific_prompt: bool.default(false),
    puzzle_type: z.enum(PUZZLE_TYPES).optional(),
    source_filename: z.string().optional(),
    topic: z.string().max(20000).optional(),
  })
  .superRefine((r, ctx) => {
    const counts = !KINDS_WITHOUT_QUESTION_COUNT.includes(r.kind);
    if (counts && r.num_questions !== undefined) {
      if (r.num_questions < LIMITS.generateQuestionsMin || r.num_questions > LIMITS.generateQuestionsMax)
        ctx.addIssue({
          code: 'custom',
          path: ['num_questions'],
          message: `num_questions must be between ${LIMITS.generateQuestionsMin} and ${LIMITS.generateQuestionsMax}`,
        });
    }
    if (
      r.kind === 'worksheet' &&
      r.worksheet_style &&
      !(WORKSHEET_STYLES as readonly string[]).includes(r.worksheet_style)
    )
      ctx.addIssue({
        code: 'custom',
        path: ['worksheet_style'],
        message: `Unknown worksheet style '${r.worksheet_style}'`,
      });
    // 'mixed' is the form's default style (spec §3), which API clients send for every kind: for a
    // diagram it means "the type that fits the source" (content.spec.ts).
    if (
      r.kind === 'diagram' &&
      r.worksheet_style &&
      r.worksheet_style !== 'mixed' &&
      !(DIAGRAM_TYPES as readonly string[]).includes(r.worksheet_style)
    )
      ctx.addIssue({
        code: 'custom',
        path: ['worksheet_style'],
        message: `Unknown diagram type '${r.worksheet_style}'`,
      });
    const hasFile = !!r.source_filename && r.source_filename.trim() !== '';
    const hasTopic = !!r.topic && r.topic.trim() !== '';
    if (!hasFile && !hasTopic)
      ctx.addIssue({
        code: 'custom',
        path: ['topic'],
        message: 'Provide source_filename (an uploaded file) or a non-blank topic',
      });
  });
export type GenerateRequestInput = z.input<typeof generateRequestSchema>;
export type GenerateRequest = z.output<typeof generateRequestSchema>;

/** The four files of a generation, as its download URL spells them: /api/generations/{id}/download/{format}. */
export const DOWNLOAD_FORMATS = ['docx', 'pdf', 'key-docx', 'key-pdf'] as const;
export type DownloadFormat = (typeof DOWNLOAD_FORMATS)[number];
export const isDownloadFormat = (s: string): s is DownloadFormat => (DOWNLOAD_FORMATS as readonly string[]).includes(s);
export const generationDownloadUrl = (id: string, format: DownloadFormat) =>
  `/api/generations/${id}/download/${format}`;

/** POST /api/generate answer (spec §7) plus the new record's id. */
export const generateResponseSchema = z.strictObject({
  id: z.string(),
  /** The structured document (rendered as the preview). */
  content: generatedDocumentSchema,
  docx_url: z.string(),
  pdf_url: z.string(),
  answer_key_docx_url: z.string().nullable(),
  answer_key_pdf_url: z.string().nullable(),
  /** What was checked in code (an addition to the spec's response; clients may ignore it). */
  quality: qualityReportSchema.optional(),
});
export type GenerateResponse = z.infer<typeof generateResponseSchema>;

/** Spec §3 generation record. */
export const generationRecordSchema = z.strictObject({
  id: z.string(),
  kind: z.enum(CONTENT_KINDS),
  source_filename: z.string(),
  created_at: z.string(),
  output_path_docx: z.string().nullable(),
});
export type GenerationRecord = z.infer<typeof generationRecordSchema>;

/** The request as validated, kept so the page (and the question bank) can see how it was made. */
export const generationSettingsSchema = z.strictObject({
  difficulty: z.string(),
  num_questions: z.number().int().optional(),
  include_answer_key: z.boolean(),
  worksheet_style: z.string().optional(),
  puzzle_type: z.string().optional(),
  grade_level: z.string().optional(),
  subject: z.string().optional(),
  specific_prompt: z.string().optional(),
  use_specific_prompt: z.boolean(),
  /** The full topic for topic sources (source_filename holds a shortened label). */
  topic: z.string().optional(),
  /** Randomized versions: the original test's id and the version letter. */
  version_of: z.string().optional(),
  version: z.string().optional(),
  /** Accommodated copies: the original's id and what was changed. */
  accommodation_of: z.string().optional(),
  accommodation: z.record(z.string(), z.unknown()).optional(),
  /** Versions and accommodated copies: the original's revision they were last made from (they follow its edits). */
  derived_revision: z.number().int().positive().optional(),
});
export type GenerationSettings = z.infer<typeof generationSettingsSchema>;

/** GET /api/generations item: the spec's record plus what the history needs to show and download it. */
export const generationListItemSchema = generationRecordSchema.extend({
  /**
   * 1 when generated; each saved edit, replaced question or restore adds one. Files always show the newest.
   * Absent from list entries stored before revisions existed (read it as 1); always on the detail.
   */
  revision: z.number().int().positive().optional(),
  source_type: z.enum(['file', 'topic']),
  settings: generationSettingsSchema,
  offline: z.boolean(),
  title: z.string(),
  pdf_url: z.string(),
  answer_key_docx_url: z.string().nullable(),
  answer_key_pdf_url: z.string().nullable(),
  /** Questions in the document (absent on records listed before it was kept). */
  question_count: z.number().int().nonnegative().optional(),
});
export type GenerationListItem = z.infer<typeof generationListItemSchema>;

/** GET /api/generations/{id}: the list item and the generate answer together. */
export const generationDetailSchema = generationListItemSchema.extend({
  ...generateResponseSchema.shape,
  revision: z.number().int().positive(),
});
export type GenerationDetail = z.infer<typeof generationDetailSchema>;

/** How much of an upload was read from scanned pages or pictures of text (OCR), and how surely. */
export const uploadOcrSchema = z.strictObject({
  /** Pages (pdf) or pictures (docx, pptx) read by OCR. */
  pages: z.number().int().nonnegative(),
  /** Characters of the kept text that came from OCR. */
  chars: z.number().int().nonnegative(),
  /** Mean confidence of the words read, 0–100. */
  confidence: z.number().min(0).max(100),
  /** The time budget ran out and the pages read so far were kept, as the teacher asked. */
  partial: z.boolean().optional(),
  /** Pages or pictures left unread past the page limit. */
  skipped: z.number().int().nonnegative().optional(),
});
export type UploadOcr = z.infer<typeof uploadOcrSchema>;

/** POST /api/upload answer (spec §3: filename, chars; the rest are our additions). */
export const uploadResultSchema = z.strictObject({
  filename: z.string(),
  chars: z.number().int().nonnegative(),
  /** True when the text was cut at LIMITS.extractCharBudget. */
  truncated: z.boolean().optional(),
  size_bytes: z.number().int().nonnegative().optional(),
  /** Present when part of the text was read from a scan. */
  ocr: uploadOcrSchema.optional(),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;
