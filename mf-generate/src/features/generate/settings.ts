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
import { wholeNumberIn } from '@lessonloom/ui';

export interface GenerateSettings {
  kind: ContentKind;
  difficulty: Difficulty;
  /** Kept exactly as typed; an out-of-range value is shown as such and blocks Generate (never changed silently). */
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

/** The number of questions as typed, when it is a whole number from 3 to 50 (spec §5); else null. */
export const questionCount = (value: string): number | null =>
  wholeNumberIn(value, LIMITS.generateQuestionsMin, LIMITS.generateQuestionsMax);

/** Settings that can be sent: a hidden question count (kinds without one) never blocks. */
export const settingsReady = (s: GenerateSettings): boolean =>
  !showsQuestionCount(s.kind) || questionCount(s.numQuestions) !== null;

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
  {
    label: 'Quick Review Sheet',
    description: 'A one-page summary for revision.',
    apply: { kind: 'review_sheet', includeAnswerKey: false },
  },
  {
    label: 'Parent Helper Guide',
    description: 'A plain-language handout for families.',
    apply: { kind: 'parent_handout', difficulty: 'easy', includeAnswerKey: false },
  },
  {
    label: 'Complete Lesson Plan',
    description: 'Objectives, activities and assessment.',
    apply: { kind: 'lesson_plan', includeAnswerKey: false },
  },
];
