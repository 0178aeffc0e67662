// Exports to learning platforms and quiz games: the request bodies (the formats and menu lines: export-targets.ts).
import { z } from 'zod';
import { EXPORT_FORMATS } from './export-targets';

export * from './export-targets';

/** POST /api/question-bank/export body. */
export const bankExportRequestSchema = z.object({
  question_ids: z
    .array(z.string().regex(/^[0-9a-fA-F]{24}$/, 'question_ids must be question ids'))
    .min(1)
    .max(200),
  format: z.enum(EXPORT_FORMATS),
});
export type BankExportRequest = z.infer<typeof bankExportRequestSchema>;

/** POST /api/generations/{id}/accommodate body. */
export const accommodateRequestSchema = z.object({
  /** A readability-focused font for the whole document, or the standard one. */
  font: z.enum(['standard', 'atkinson']).default('standard'),
});
export type AccommodateRequest = z.infer<typeof accommodateRequestSchema>;
