import type { QualityReport } from './quality';
export interface BankQuestion {
  id: string;
  question_text: string;
  answer_text: string;
  difficulty: 'easy' | 'medium' | 'hard';
  subject: string;
  category?: string;
  grade_level?: string;
  /** The question's real type (multiple_choice, short_answer, true_false, essay). */
  question_type?: string;
  /** Multiple-choice / true-false options in print order (also lettered inside question_text). */
  options?: string[];
  tags?: string[];
}

/** Spec §3 search filter; empty values and 'all' are left out of the query (spec §5). */
export interface QuestionSearchFilter {
  subject?: string;
  difficulty?: string;
  category?: string;
  /** Comma-separated. */
  tags?: string;
}

/** POST /api/question-bank/generate-specific answer. */
export interface QuestionsSavedResponse {
  questions_saved: number;
  /** What was checked in code on the generated questions (an addition to the spec's answer). */
  quality?: QualityReport;
}

/** POST /api/question-bank/randomize-test answer; `version_ids` are the new generation records. */
export interface VersionsCreatedResponse {
  versions_created: number;
  version_ids?: string[];
}
