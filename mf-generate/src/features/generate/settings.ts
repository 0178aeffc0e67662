// The Generation Settings state, its defaults (spec §9), visibility rules (spec §2, §5) and quick actions.
import {
  GENERATE_DEFAULTS,
  KINDS_WITHOUT_QUESTION_COUNT,
  LIMITS,
  type ContentKind,
  type DiagramType,
  type Difficulty,
  type PuzzleType,
  type WorksheetStyle,
} from '@lessonloom/contracts';

export interface GenerateSettings {
  kind: ContentKind;
  difficulty: Difficulty;
  /** Kept as typed so the field can be empty while editing; clamped when used. */
  numQuestions: string;
  includeAnswerKey: boolean;
  worksheetStyle: WorksheetStyle;
  diagramType: DiagramType;
  puzzleType: PuzzleType;
  gradeLevel: string;
  subject: string;
  useSpecificPrompt: boolean;
  specificPrompt: string;
}

export const DEFAULT_SETTINGS: GenerateSettings = {
  kind: GENERATE_DEFAULTS.kind,
  difficulty: GENERATE_DEFAULTS.difficulty,
  numQuestions: String(GENERATE_DEFAULTS.num_questions),
  includeAnswerKey: GENERATE_DEFAULTS.include_answer_key,
  worksheetStyle: GENERATE_DEFAULTS.worksheet_style,
  diagramType: 'flowchart',
  puzzleType: GENERATE_DEFAULTS.puzzle_type,
  gradeLevel: '',
  subject: '',
  useSpecificPrompt: false,
  specificPrompt: '',
};

export const showsQuestionCount = (kind: ContentKind): boolean => !KINDS_WITHOUT_QUESTION_COUNT.includes(kind);

/** The number of questions within 3–50; anything unreadable falls back to the default. */
export function clampQuestions(value: string): number {
  const n = Math.round(Number(value));
  if (!value.trim() || !Number.isFinite(n)) return GENERATE_DEFAULTS.num_questions;
  return Math.min(LIMITS.generateQuestionsMax, Math.max(LIMITS.generateQuestionsMin, n));
}

export interface QuickAction {
  label: string;
  description: string;
  apply: Partial<GenerateSettings>;
}

/** Spec §2 quick actions: exactly these settings, everything else left as the teacher set it. */
export const QUICK_ACTIONS: readonly QuickAction[] = [
  {
    label: '5 Exit Ticket Questions',
    description: 'Five easy questions to check understanding, with an answer key.',
    apply: { kind: 'exit_ticket', numQuestions: '5', difficulty: 'easy', includeAnswerKey: true },
  },
  {
    label: 'Word Search Puzzle',
    description: 'A word search from the key vocabulary, with its solution.',
    apply: { kind: 'puzzle', puzzleType: 'word_search', includeAnswerKey: true },
  },
  { label: 'Quick Review Sheet', description: 'A one-page summary for revision.', apply: { kind: 'review_sheet', includeAnswerKey: false } },
  {
    label: 'Parent Helper Guide',
    description: 'A plain-language handout for families.',
    apply: { kind: 'parent_handout', difficulty: 'easy', includeAnswerKey: false },
  },
  { label: 'Complete Lesson Plan', description: 'Objectives, activities and assessment.', apply: { kind: 'lesson_plan', includeAnswerKey: false } },
];
