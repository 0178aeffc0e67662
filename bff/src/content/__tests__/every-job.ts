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

/** Every job generated from one input at one grade ('' for none): "kind/style: message" for each that failed. */
export async function failures(grade: string, input: (fields: Job) => GenerationInput): Promise<string[]> {
  const failed: string[] = [];
  for (const job of JOBS)
    await engine
      .generate(input({ ...job, ...(grade ? { grade_level: grade } : {}) }))
      .catch((e: Error) => failed.push(`${label(job)}: ${e.message}`));
  return failed;
}
