/** What the sheet tells students, and the same for K–5 readers (grade.band.ts). */
export interface QuestionWords {
  instructions: string;
  young: string;
  /** For a bare topic, whose questions are open (topic.draft.ts). */
  topic: string;
  /** The kind as the page names it ("exit ticket"). */
  noun: string;
  /** A bare topic's exit ticket starts with the reflection routines. */
  reflectFirst?: boolean;
}
