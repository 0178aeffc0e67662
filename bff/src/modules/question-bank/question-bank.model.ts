import { Schema, model, models, type HydratedDocument, type Model, type Types } from 'mongoose';
import {
  BANK_DIFFICULTIES,
  BANK_SOURCE_TYPES,
  CONTENT_KINDS,
  QUESTION_TYPES,
  type BankDifficulty,
  type BankQuestion,
  type BankSourceType,
  type ContentKind,
  type QuestionType,
} from '@lessonloom/contracts';

/** One saved question. Every query filters by owner: a teacher never sees another teacher's bank. */
export interface QuestionFields {
  owner: Types.ObjectId;
  question_text: string;
  answer_text: string;
  /** What the question really is (the engine decides when it cannot honour the requested type). */
  question_type: QuestionType;
  /** Multiple choice / true-false options, also printed lettered inside question_text. */
  options?: string[];
  difficulty: BankDifficulty;
  subject: string;
  category?: string;
  grade_level?: string;
  /** Lower-case; search matches any of the requested tags. */
  tags: string[];
  /** Saved from a generation: which one and which question (its id), so the entry follows the teacher's edits. */
  source?: { generation: Types.ObjectId; question: string };
  /** The kind of document it was made for; absent for Generate Specific, which makes bank questions only. */
  kind?: ContentKind;
  /** What it was made from: the upload's file name, the typed topic's label, or the Generate Specific prompt's. */
  source_name?: string;
  source_type?: BankSourceType;
  /** The question as a teacher would recognise it again (question-bank.fingerprint.ts): one entry each. */
  fingerprint?: string;
  createdAt: Date;
}
export type QuestionDoc = HydratedDocument<QuestionFields>;

const questionSchema = new Schema<QuestionFields>(
  {
    owner: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    question_text: { type: String, required: true },
    answer_text: { type: String, required: true },
    question_type: { type: String, enum: QUESTION_TYPES, required: true },
    options: { type: [String], default: undefined },
    difficulty: { type: String, enum: BANK_DIFFICULTIES, required: true },
    subject: { type: String, required: true },
    category: { type: String },
    grade_level: { type: String },
    tags: { type: [String], default: [] },
    source: {
      type: new Schema({ generation: Schema.Types.ObjectId, question: String }, { _id: false }),
      default: undefined,
    },
    kind: { type: String, enum: CONTENT_KINDS },
    source_name: { type: String },
    source_type: { type: String, enum: BANK_SOURCE_TYPES },
    fingerprint: { type: String },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);
// Search reads one owner's questions newest first.
questionSchema.index({ owner: 1, createdAt: -1, _id: -1 });
// Entries saved from one generation, found again when it is edited.
questionSchema.index({ 'source.generation': 1, 'source.question': 1 }, { sparse: true });
// One entry per question and teacher, whichever generation made it first (entries older than fingerprints have none).
questionSchema.index(
  { owner: 1, fingerprint: 1 },
  { unique: true, partialFilterExpression: { fingerprint: { $exists: true } } },
);

export const Question: Model<QuestionFields> =
  (models.Question as Model<QuestionFields>) ?? model<QuestionFields>('Question', questionSchema);

/** The spec §3 shape (plus the type and options, which the page may use). */
export function toBankQuestion(q: QuestionFields & { _id: Types.ObjectId }): BankQuestion {
  return {
    id: String(q._id),
    question_text: q.question_text,
    answer_text: q.answer_text,
    difficulty: q.difficulty,
    subject: q.subject,
    ...(q.category ? { category: q.category } : {}),
    ...(q.grade_level ? { grade_level: q.grade_level } : {}),
    question_type: q.question_type,
    ...(q.options?.length ? { options: q.options } : {}),
    tags: q.tags,
    ...(q.kind ? { kind: q.kind } : {}),
    ...(q.source_name ? { source: q.source_name } : {}),
    ...(q.source_type ? { source_type: q.source_type } : {}),
    ...(q.source?.generation ? { generation_id: String(q.source.generation) } : {}),
  };
}
