// What was checked in code on a generation, stored with it and shown to the teacher in one line.

import { z } from 'zod';

export const readingLevelSchema = z.strictObject({
  /** Flesch-Kincaid grade of the student-facing text. */
  grade: z.number(),
  /** The grade the teacher asked for, when grade_level names one. */
  asked: z.number().nullable(),
});
export type ReadingLevel = z.infer<typeof readingLevelSchema>;

export const qualityReportSchema = z.strictObject({
  /** Questions (and other answered items) in the document. */
  questions: z.number().int().nonnegative(),
  /** Answers checked in code: among their options, solved by the math solver, or open-ended and reviewed for form. */
  keys_checked: z.number().int().nonnegative(),
  /** Computable math items solved in code. */
  math_checked: z.number().int().nonnegative(),
  /** Model keys the solver found wrong and replaced with the computed answer. */
  math_recomputed: z.number().int().nonnegative(),
  /** Multiple-choice questions whose correct value was missing from the options and was put back. */
  options_repaired: z.number().int().nonnegative(),
  /** File sources: items whose quoted passage was found in the file; null for typed topics. */
  grounded: z.number().int().nonnegative().nullable(),
  /** Items that carry a passage (the denominator of `grounded`). */
  quoted: z.number().int().nonnegative(),
  /** Question numbers whose passage was not found after the repair round (flagged, not hidden). */
  ungrounded: z.array(z.number().int()),
  reading_level: readingLevelSchema.nullable(),
  /** True when the text was rewritten in simpler words because it read too far above the asked grade. */
  rewritten: z.boolean(),
  /** Repair rounds the model needed (0 or 1). */
  repair_rounds: z.number().int().nonnegative(),
  offline: z.boolean(),
  /**
   * What the teacher should look at and the code did not change: after an edit, a math key that differs from
   * the computed answer ("Question 3: the key says 12, the problem works out to 14").
   */
  warnings: z.array(z.string()).optional(),
  /**
   * File sources with a reading: term–meaning pairs (matching, vocabulary, crossword clues, meaning prompts)
   * re-checked against the file. `checked`: the meaning is the file's definition of that term; `repaired`:
   * a wrong one replaced with it; `dropped`: a wrong one left out; `unchecked`: the file does not define the
   * term, so nothing could be checked. Absent for typed topics and reports made before it.
   */
  meanings: z
    .strictObject({
      checked: z.number().int().nonnegative(),
      repaired: z.number().int().nonnegative(),
      dropped: z.number().int().nonnegative(),
      unchecked: z.number().int().nonnegative(),
    })
    .optional(),
  /**
   * File sources: true/false claims and blank keys re-checked against the passage each question quotes.
   * `checked`: agrees with it; `repaired`: a wrong claim made the passage itself, answered True; `dropped`:
   * an item left out (a blank whose key does not give back its passage, a repaired claim already asked).
   */
  claims: z
    .strictObject({
      checked: z.number().int().nonnegative(),
      repaired: z.number().int().nonnegative(),
      dropped: z.number().int().nonnegative(),
    })
    .optional(),
  /**
   * The summary's parts in order, each marked verified only when a check ran and passed ("8 meanings checked
   * against your file"); parts that say what was not checked ("2 open answers not checked") are not.
   * The page puts ✓ before verified parts only. Absent on reports made before it.
   */
  parts: z.array(z.strictObject({ text: z.string(), verified: z.boolean() })).optional(),
  /** The report in one line, as the page shows it. */
  summary: z.string(),
});
export type QualityReport = z.infer<typeof qualityReportSchema>;

/** Stages the Generate page shows while a generation streams. */
export const GENERATION_STAGES = ['reading', 'writing', 'checking', 'files'] as const;
export type GenerationStage = (typeof GENERATION_STAGES)[number];
