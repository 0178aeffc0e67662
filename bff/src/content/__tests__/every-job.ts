// Test helper: every kind in every style it has (worksheet styles, diagram types, puzzle types),
// generated offline from one input, with what failed and why. Used by the never-fails tests.
import { CONTENT_KINDS, type ContentKind, DIAGRAM_TYPES, PUZZLE_TYPES, WORKSHEET_STYLES } from '@lessonloom/contracts';
import { type GenerationInput } from '../content.job';
import { createContentEngine, createOfflineProvider } from '../index';

const engine = createContentEngine(createOfflineProvider());

export interface Job {
  kind: ContentKind;
  worksheet_style?: string;
  puzzle_type?: (typeof PUZZLE_TYPES)[number];
  grade_level?: string;
}
export const JOBS: Job[] = CONTENT_KINDS.flatMap((kind): Job[] =>
  kind === 'worksheet'
    ? WORKSHEET_STYLES.map((s) => ({ kind, worksheet_style: s }))
    : kind === 'diagram'
      ? ['mixed', ...DIAGRAM_TYPES].map((s) => ({ kind, worksheet_style: s }))
      : kind === 'puzzle'
        ? PUZZLE_TYPES.map((p) => ({ kind, puzzle_type: p }))
        : [{ kind }],
);
const label = (j: Job) => [j.kind, j.worksheet_style, j.puzzle_type].filter(Boolean).join('/');

/** A sheet of terms: from a file it takes only the file's terms (offline/file-terms.ts). */
const termSheet = (j: Job) =>
  j.kind === 'puzzle' || (j.kind === 'worksheet' && ['matching', 'vocab'].includes(j.worksheet_style ?? ''));
/** The answer for a file that defines fewer than three terms for a sheet of terms: a 422 saying what to make instead. */
const TOO_FEW =
  /^Your file defines (no terms|only [12] terms?) that can go on .+, and it needs at least 3\. Make a quiz or a cloze worksheet from this file instead/;

/** A critical-thinking sheet from a text holds only questions with a model answer from its words: under two, a 422. */
const criticalSheet = (j: Job) => j.kind === 'worksheet' && j.worksheet_style === 'critical_thinking';
const TOO_FEW_TO_REASON =
  /^Your file gives (0 questions|only 1 question) that a model answer can be written for from its own words .+ Make a quiz or a cloze worksheet from it instead\.$/;

/**
 * Every job generated from one input at one grade ('' for none): "kind/style: message" for each that failed.
 * A file's sheet of terms answered with the 422 that says the file defines too few terms, and a critical-thinking
 * sheet answered with the 422 that says the text gives too few questions with a model answer, are answers, not failures.
 */
export async function failures(grade: string, input: (fields: Job) => GenerationInput): Promise<string[]> {
  const failed: string[] = [];
  for (const job of JOBS) {
    const fields = input({ ...job, ...(grade ? { grade_level: grade } : {}) });
    await engine.generate(fields).catch((e: Error & { status?: number }) => {
      if (termSheet(job) && fields.sourceType === 'file' && e.status === 422 && TOO_FEW.test(e.message)) return;
      if (criticalSheet(job) && e.status === 422 && TOO_FEW_TO_REASON.test(e.message)) return;
      failed.push(`${label(job)}: ${e.message}`);
    });
  }
  return failed;
}
