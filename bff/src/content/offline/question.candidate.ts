// One question a form can ask of the text, with what the pool needs to choose among them.
import type { DraftQuestion } from '../schemas/question.schema';

export type Form =
  | 'mc_cloze'
  | 'mc_definition'
  | 'tf_true'
  | 'tf_false'
  | 'fill_blank'
  | 'short_definition'
  | 'sequence'
  | 'explain'
  | 'relate'
  | 'compare'
  | 'process'
  | 'cause'
  | 'cause_open'
  | 'example'
  | 'which_true'
  | 'moral'
  | 'moral_open'
  | 'speaker'
  | 'story_order';
export interface Candidate {
  form: Form;
  q: DraftQuestion;
  sentence: number;
  section: number;
  term?: string;
  /** How far what the student reads is from the asked grade (sentence.fit.ts); 0 when no grade was asked. */
  misfit?: number;
  /** Further sentences the item is built on (a "which statement is true" uses several): none may be asked again. */
  also?: number[];
  /** Their text, for the same-fact check. */
  alsoText?: string[];
  /**
   * An open blank other words fill as well (language/blank-rules.ts `openBlankTakes`): never printed for a student
   * to fill in alone, only asked aloud where the teacher takes answers (a lesson plan's read-aloud stops).
   */
  spokenOnly?: boolean;
}
