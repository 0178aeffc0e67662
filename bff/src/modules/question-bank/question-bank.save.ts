// A generation's questions in its teacher's bank. Every question of every quiz, test, exit ticket, worksheet
// and review sheet is filed when the generation is made (keepGeneration), with where it came from, and follows
// the document's newest revision: edited wording reaches its entry, a question added in a revision is filed
// too, a deleted one stays in the bank as it was. "Save to question bank" in the editor files the chosen
// questions of any generation, a copy included. A question the bank holds already is never filed twice.
import {
  KIND_LABELS,
  type BankDifficulty,
  type ContentKind,
  type GeneratedDocument,
  type QuestionBlock,
} from '@lessonloom/contracts';
import { questionBlocks, withQuestionIds } from '@lessonloom/document';
import { Types } from 'mongoose';
import type { QuestionKeeper } from '../../app-deps';
import { HttpError } from '../../http/http.error';
import { keepIfAccountLive } from '../auth/auth.account-live';
import type { GenerationFields } from '../generations/generations.model';
import { questionFingerprint } from './question-bank.fingerprint';
import { blockType, promptTags, toBankFields, TYPE_LABELS } from './question-bank.generate';
import { keepRows, type BankRow, type EntryFields } from './question-bank.keep';
import { Question } from './question-bank.model';

export type BankSource = Pick<GenerationFields, 'document' | 'settings' | 'owner' | 'sourceType' | 'sourceFilename'> & {
  _id: Types.ObjectId;
  kind?: ContentKind;
};

/** The kinds whose questions are the teacher's to reuse; a diagram's and a puzzle's only make sense beside them. */
export const BANKED_KINDS: readonly ContentKind[] = ['quiz', 'test', 'exit_ticket', 'worksheet', 'review_sheet'];

/** Versions and accommodated copies ask their original's questions again: the original's entries are the bank's. */
const isCopy = (g: BankSource) => !!(g.settings.version_of || g.settings.accommodation_of);

// A labeling sheet's items ("Label 1: …") name the parts of its own picture: without it they ask nothing.
const banksItsQuestions = (g: BankSource) =>
  BANKED_KINDS.includes(g.kind ?? g.document.kind) && !isCopy(g) && g.settings.worksheet_style !== 'labeling';

// The bank has three levels; a document of mixed difficulty gives no level per question, so its questions
// are filed as medium.
const difficultyOf = (doc: GeneratedDocument): BankDifficulty =>
  doc.difficulty === 'easy' || doc.difficulty === 'hard' ? doc.difficulty : 'medium';

/** The subject the teacher gave, else the document's, else its topic (the title without "Quiz: "). */
function subjectOf(g: BankSource): string {
  const doc = g.document;
  const label = KIND_LABELS[doc.kind];
  const topic = doc.title.startsWith(`${label}: `) ? doc.title.slice(label.length + 2) : doc.title;
  return doc.subject?.trim() || g.settings.subject?.trim() || topic.trim() || label;
}

function entryFields(g: BankSource, q: QuestionBlock): EntryFields {
  const doc = g.document;
  const fields = toBankFields(q, blockType(q));
  const grade = doc.grade_level || g.settings.grade_level;
  return {
    ...fields,
    difficulty: difficultyOf(doc),
    subject: subjectOf(g),
    category: TYPE_LABELS[fields.question_type],
    ...(grade ? { grade_level: grade } : {}),
    tags: promptTags(doc.title, fields.question_type),
    kind: g.kind ?? doc.kind,
    source_name: g.sourceFilename,
    source_type: g.sourceType,
    fingerprint: questionFingerprint(fields.question_type, q),
  };
}

const rowsOf = (g: BankSource, questions: QuestionBlock[]): BankRow[] =>
  questions.map((q) => ({ fields: entryFields(g, q), link: { generation: g._id, question: q.id! } }));

/** After a new generation is stored: all its questions go to the bank (nothing for copies and other kinds). */
export async function keepGeneration(g: BankSource): Promise<{ undo(): Promise<void> }> {
  const all = banksItsQuestions(g) ? questionBlocks(withQuestionIds(g.document)) : [];
  const inserted = all.length ? (await keepRows(g.owner, rowsOf(g, all))).inserted : [];
  return { undo: () => removeEntries(inserted) };
}

const removeEntries = async (ids: string[]) => {
  if (ids.length) await Question.deleteMany({ _id: { $in: ids.map((id) => new Types.ObjectId(id)) } });
};

/** The bank's side of AppDeps: new generations file their questions. */
export const questionKeeper = (): QuestionKeeper => ({
  keep: (g) => keepGeneration(g as unknown as BankSource),
});

export async function saveToBank(
  g: BankSource,
  numbers: number[] | undefined,
): Promise<{ questions_saved: number; updated: number; question_ids: string[] }> {
  const all = questionBlocks(withQuestionIds(g.document));
  if (!all.length) throw new HttpError(422, 'This document holds no questions to save.');
  const missing = numbers?.find((n) => !all.some((q) => q.number === n));
  if (missing !== undefined) throw new HttpError(422, `Question ${missing} is not in this document.`);
  const chosen = numbers ? all.filter((q) => numbers.includes(q.number)) : all;
  const kept = await keepRows(g.owner, rowsOf(g, chosen));
  return { questions_saved: chosen.length, updated: kept.known, question_ids: kept.ids.map((id) => id!) };
}

/**
 * After a revision: entries saved from `g` take its newest wording; for a generation whose questions the bank
 * keeps, questions added in the revision are filed too.
 */
export async function followBankEntries(g: BankSource): Promise<void> {
  const all = questionBlocks(withQuestionIds(g.document));
  if (!all.length) return;
  const { inserted } = await keepRows(g.owner, rowsOf(g, all), banksItsQuestions(g));
  // an account deleted while this ran keeps nothing of it (auth.account-live.ts)
  if (inserted.length) await keepIfAccountLive(g.owner, () => removeEntries(inserted));
}
