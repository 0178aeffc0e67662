// Business constants from spec §1 and §9. Everything that both the BFF and the pages need lives here.
export const CONTENT_KINDS = [
  'lesson_plan',
  'worksheet',
  'quiz',
  'test',
  'diagram',
  'puzzle',
  'review_sheet',
  'exit_ticket',
  'rubric',
  'parent_handout',
] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** Kinds the question bank can make randomized versions of (Randomize Test). */
export const RANDOMIZABLE_KINDS: readonly ContentKind[] = ['test', 'quiz'];

/** How a kind is named to teachers: page labels, document titles, file headers. */
export const KIND_LABELS: Record<ContentKind, string> = {
  lesson_plan: 'Lesson Plan',
  worksheet: 'Worksheet',
  quiz: 'Quiz',
  test: 'Test',
  diagram: 'Diagram',
  puzzle: 'Puzzle',
  review_sheet: 'Review Sheet',
  exit_ticket: 'Exit Ticket',
  rubric: 'Rubric',
  parent_handout: 'Parent Handout',
};

export const DIFFICULTIES = ['easy', 'medium', 'hard', 'mixed'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const WORKSHEET_STYLES = [
  'mixed',
  'cloze',
  'matching',
  'labeling',
  'vocab',
  'problem_set',
  'graphic_organizer',
  'critical_thinking',
  'study_skills',
  'creative_expression',
] as const;
export type WorksheetStyle = (typeof WORKSHEET_STYLES)[number];

export const DIAGRAM_TYPES = ['flowchart', 'mindmap', 'sequence', 'graph', 'timeline', 'venn', 'cycle'] as const;
export type DiagramType = (typeof DIAGRAM_TYPES)[number];

export const PUZZLE_TYPES = ['word_search', 'crossword', 'matching_game'] as const;
export type PuzzleType = (typeof PUZZLE_TYPES)[number];

/** Kinds whose generate form hides "number of questions" (spec §5). */
export const KINDS_WITHOUT_QUESTION_COUNT: readonly ContentKind[] = [
  'worksheet',
  'review_sheet',
  'rubric',
  'parent_handout',
  'lesson_plan',
];

export const GENERATE_DEFAULTS = {
  kind: 'quiz' as ContentKind,
  difficulty: 'mixed' as Difficulty,
  num_questions: 10,
  include_answer_key: true,
  worksheet_style: 'mixed' as WorksheetStyle,
  puzzle_type: 'word_search' as PuzzleType,
};

export const LIMITS = {
  uploadMaxBytes: 10 * 1024 * 1024,
  uploadExtensions: ['.pdf', '.docx', '.pptx', '.txt'] as const,
  passwordMinLength: 8,
  generateQuestionsMin: 3,
  generateQuestionsMax: 50,
  bankQuestionsMin: 1,
  bankQuestionsMax: 50,
  bankQuestionsDefault: 10,
  versionsMin: 2,
  versionsMax: 10,
  versionsDefault: 3,
  diagramTextMax: 50000,
  /** Extracted text kept per upload; far more than any prompt needs (see docs/decisions). */
  extractCharBudget: 200000,
  dashboardRecent: 5,
  hoursSavedPerGeneration: 0.75,
} as const;

/** Uploads read from a scan (OCR): what the page says, and the upload card's option for long scans. */
export const SCAN_TEXT = {
  readFromScan: 'Read from a scan — check names and numbers',
  keepPartial: 'Keep the pages read so far',
} as const;

export const PRICING = {
  monthlyPriceCents: 1099,
  monthlyPriceLabel: '$10.99',
  trialDays: 7,
  refundWindowDays: 30,
} as const;

export const QUESTION_TYPES = ['multiple_choice', 'short_answer', 'true_false', 'essay'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const SUBSCRIPTION_STATUSES = ['pending_payment', 'inactive', 'active', 'trialing', 'past_due'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Statuses that may generate and download resources (docs/decisions/trial-access.md). */
export const ENTITLED_STATUSES: readonly SubscriptionStatus[] = ['active', 'trialing'];
export const isEntitled = (s: string | undefined | null): boolean => s === 'active' || s === 'trialing';

export const STORAGE_KEYS = {
  authToken: 'auth_token',
  savedEmail: 'savedEmail',
  rememberMe: 'rememberMe',
  /** Spec §7: the resource download reads a key named `token`. */
  resourceToken: 'token',
} as const;

/**
 * The first paint of a signed-in page, before any script: the BFF puts the page's static top (from the remote's
 * build) in the shell's page, hidden, and a small script there asks for the session at once and shows it: with
 * the HTML when it says nothing of the teacher, else when the session answers (the email filled in). The app's
 * session check takes that answer instead of asking again.
 */
export const FIRST_PAINT = {
  /** The element holding the painted page; the shell removes it when React shows the page. */
  elementId: 'first-paint',
  /** Where the early session answer waits for the app: `{ token, user: Promise<user | null> }`. */
  sessionGlobal: '__lessonloomSession',
  /** An element with this attribute gets its value followed by the teacher's email. */
  emailAttribute: 'data-first-paint-email',
  /** Set to 'shown' on <html> while the painted page shows (the shell's CSS then hides the app). */
  shownAttribute: 'data-first-paint',
  /** A page whose painted top says nothing of the teacher is shown with the HTML (a stored token is enough). */
  atOnceMeta: 'lessonloom-first-paint-at-once',
} as const;

export const TOAST = { displayMs: 5000, swipeThresholdPx: 50, hotkey: 'F8', limit: 1 } as const;
