// The normalised job the engine works from: what the request asked for, with defaults and sizes
// decided once, so the schema, the prompt, the offline drafter and the checks agree on it.
import {
  DIAGRAM_TYPES,
  GENERATE_DEFAULTS,
  KINDS_WITHOUT_QUESTION_COUNT,
  WORKSHEET_STYLES,
  type ContentKind,
  type DiagramType,
  type Difficulty,
  type GenerateRequest,
  type PuzzleType,
  type WorksheetStyle,
} from '@lessonloom/contracts';
import { seedFrom } from './puzzles/rng';
import type { SourceReading } from './source/source.types';

export interface SourceInfo {
  type: 'file' | 'topic';
  name: string;
  /** Extracted file text, or a topic long enough to be read as text. */
  text?: string;
  topic?: string;
  /** The file read once at upload (source/source.read.ts); absent for topics. */
  reading?: SourceReading;
}

export interface DraftSpec {
  kind: ContentKind;
  difficulty: Difficulty;
  /** Exact number of questions (puzzle: words/clues) for kinds that have a count; null otherwise. */
  count: number | null;
  style?: WorksheetStyle;
  diagramType?: DiagramType;
  puzzleType?: PuzzleType;
  includeAnswerKey: boolean;
  gradeLevel?: string;
  subject?: string;
  /** The teacher's own instructions, only when use_specific_prompt was on. */
  teacherPrompt?: string;
  source: SourceInfo;
  /** File sources: every question names the passage it came from. */
  withPassages: boolean;
  /** Question bank Generate Specific: every question of this one type. */
  questionType?: BankQuestionType;
  seed: string;
}

/** The four types a bank question can be (spec: Multiple Choice, Short Answer, True/False, Essay). */
export type BankQuestionType = 'multiple_choice' | 'true_false' | 'short_answer' | 'essay';

export interface GenerationInput {
  request: GenerateRequest;
  /** Only questions of this type (question bank Generate Specific). */
  questionType?: BankQuestionType;
  sourceText?: string;
  sourceName: string;
  sourceType: 'file' | 'topic';
  reading?: SourceReading;
}

export function buildSpec(input: GenerationInput): DraftSpec {
  const r = input.request;
  const hasCount = !KINDS_WITHOUT_QUESTION_COUNT.includes(r.kind);
  const styleOrType = r.worksheet_style?.trim();
  const text = input.sourceType === 'file' ? input.sourceText?.trim() : undefined;
  const topic = input.sourceType === 'topic' ? r.topic?.trim() || input.sourceName : undefined;
  const spec: DraftSpec = {
    kind: r.kind,
    difficulty: r.difficulty,
    count: hasCount ? (r.num_questions ?? GENERATE_DEFAULTS.num_questions) : null,
    includeAnswerKey: r.include_answer_key,
    gradeLevel: r.grade_level,
    subject: r.subject,
    teacherPrompt: r.use_specific_prompt && r.specific_prompt?.trim() ? r.specific_prompt.trim() : undefined,
    source: {
      type: input.sourceType,
      name: input.sourceName,
      text,
      topic,
      ...(input.reading && text ? { reading: input.reading } : {}),
    },
    withPassages: input.sourceType === 'file',
    seed: '',
  };
  if (input.questionType && hasCount) spec.questionType = input.questionType;
  if (r.kind === 'worksheet')
    spec.style = (WORKSHEET_STYLES as readonly string[]).includes(styleOrType ?? '')
      ? (styleOrType as WorksheetStyle)
      : 'mixed';
  if (r.kind === 'diagram')
    spec.diagramType = (DIAGRAM_TYPES as readonly string[]).includes(styleOrType ?? '')
      ? (styleOrType as DiagramType)
      : fittingDiagram(input.sourceType === 'file' ? input.reading : undefined);
  if (r.kind === 'puzzle') spec.puzzleType = r.puzzle_type ?? GENERATE_DEFAULTS.puzzle_type;
  spec.seed = String(
    seedFrom(
      JSON.stringify([
        spec.kind,
        spec.style,
        spec.diagramType,
        spec.puzzleType,
        spec.difficulty,
        spec.count,
        input.sourceName,
        (text ?? topic ?? '').slice(0, 2000),
      ]),
    ),
  );
  return spec;
}

/** Sizes for kinds without a count: enough for one class period, small enough to print on a few pages. */
export const SIZES = {
  worksheet: {
    questions: [8, 12],
    pairs: [6, 12],
    parts: [4, 8],
    terms: [5, 10],
    problems: [5, 10],
    categories: [3, 5],
    prompts: [2, 4],
  },
  review_sheet: { questions: [5, 10] },
  lesson_plan: { checks: [3, 5] },
  rubric: { criteria: [3, 6] },
} as const;

/** Extra candidate words the model sends for a crossword, so a connected layout can drop a word that links to nothing. */
export const CROSSWORD_SPARES = 8;

/**
 * The diagram a file's structure asks for when the teacher left the type open ('mixed'): a cycle the
 * text calls a cycle, a flowchart of ordered steps, a timeline of dated events, a venn of a stated
 * comparison, else a mind map of its headings and key terms. A typed topic gets a flowchart.
 */
export function fittingDiagram(reading: SourceReading | undefined): DiagramType {
  if (!reading) return 'flowchart';
  const steps = reading.processes.find((p) => p.cue !== 'dates');
  if (steps && /\bcycle\b/i.test(`${reading.title} ${steps.name ?? ''}`)) return 'cycle';
  if (steps) return 'flowchart';
  if (reading.processes.some((p) => p.cue === 'dates')) return 'timeline';
  if (reading.comparisons.length) return 'venn';
  return 'mindmap';
}
