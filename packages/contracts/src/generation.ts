// Spec §3 generation request: every entry arrives as text (form data); this schema turns it into types.
import { z } from 'zod';
import type { QualityReport } from './quality';
import {
  CONTENT_KINDS,
  DIAGRAM_TYPES,
  DIFFICULTIES,
  KINDS_WITHOUT_QUESTION_COUNT,
  LIMITS,
  PUZZLE_TYPES,
  WORKSHEET_STYLES,
} from './constants';
import type { GeneratedDocument } from './document';

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
    num_questions: z
      .string()
      .regex(/^\d+$/, 'num_questions must be a whole number')
      .transform(Number)
      .optional(),
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
    if (r.kind === 'worksheet' && r.worksheet_style && !(WORKSHEET_STYLES as readonly string[]).includes(r.worksheet_style))
      ctx.addIssue({ code: 'custom', path: ['worksheet_style'], message: `Unknown worksheet style '${r.worksheet_style}'` });
    if (r.kind === 'diagram' && r.worksheet_style && !(DIAGRAM_TYPES as readonly string[]).includes(r.worksheet_style))
      ctx.addIssue({ code: 'custom', path: ['worksheet_style'], message: `Unknown diagram type '${r.worksheet_style}'` });
    const hasFile = !!r.source_filename && r.source_filename.trim() !== '';
    const hasTopic = !!r.topic && r.topic.trim() !== '';
    if (!hasFile && !hasTopic)
      ctx.addIssue({ code: 'custom', path: ['topic'], message: 'Provide source_filename (an uploaded file) or a non-blank topic' });
  });
export type GenerateRequestInput = z.input<typeof generateRequestSchema>;
export type GenerateRequest = z.output<typeof generateRequestSchema>;

export interface GenerateResponse {
  /** The structured document (rendered as the preview). */
  content: GeneratedDocument;
  docx_url: string;
  pdf_url: string;
  answer_key_docx_url: string | null;
  answer_key_pdf_url: string | null;
  /** What was checked in code (an addition to the spec's response; clients may ignore it). */
  quality?: QualityReport;
}

export interface GenerationRecord {
  id: string;
  kind: string;
  source_filename: string;
  created_at: string;
  output_path_docx: string | null;
}

export interface UploadResult {
  filename: string;
  chars: number;
  /** True when the text was cut at LIMITS.extractCharBudget. */
  truncated?: boolean;
  size_bytes?: number;
}
