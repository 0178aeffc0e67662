// The normalised job the engine works from: what the request asked for, with defaults and sizes decided
// once (content.request.ts), so the schema, the prompt, the offline drafter and the checks agree on it.
import type {
  ContentKind,
  DiagramType,
  Difficulty,
  GenerateRequest,
  PuzzleType,
  WorksheetStyle,
} from '@lessonloom/contracts';
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

/** The settings only some kinds have (kinds/<kind>.ts `settings`): a worksheet's style, a diagram's or puzzle's type. */
export interface KindSettings {
  style?: WorksheetStyle;
  diagramType?: DiagramType;
  puzzleType?: PuzzleType;
}

export interface DraftSpec extends KindSettings {
  kind: ContentKind;
  difficulty: Difficulty;
  /** Exact number of questions (puzzle: words/clues) for kinds that have a count; null otherwise. */
  count: number | null;
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
  /** What the teacher's earlier documents from this file asked (GenerationInput `askedBefore`). */
  askedBefore?: readonly AskedItem[];
}

/** A question the teacher already has: what it asks, its key and the passage it quotes. */
export interface AskedItem {
  prompt: string;
  answer: string;
  source_passage?: string | null;
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
  /**
   * Where every random choice of the generation starts (which sentences and terms, the order of options,
   * the puzzle's layout): a fresh one per generation, stored with it, so "Generate again" draws another
   * selection and a stored generation can be made again. Absent: taken from the request (same request,
   * same draft), as the tests and benches want.
   */
  seed?: string;
  /**
   * The questions of the teacher's earlier documents from the same file, asked again only once the file has
   * nothing new (offline/question.pool.ts): a quiz, an exit ticket and a review sheet of one reading ask
   * different things. Kept with the generation, so it is made again the same way.
   */
  askedBefore?: readonly AskedItem[];
}
