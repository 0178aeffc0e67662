// Exports of a generation or of chosen bank questions to learning platforms and quiz games. Both build the
// same ExportQuiz, so a bank selection imports exactly as a generated quiz would.
import { Types } from 'mongoose';
import {
  KIND_LABELS,
  hasExportableItems,
  type ExportFormat,
  type GeneratedDocument,
  type QuestionBlock,
} from '@lessonloom/contracts';
import { exportQuiz, type ExportQuiz } from '../../lms/lms.items';
import {
  NO_QUESTIONS_TO_EXPORT,
  NothingToExport,
  writeExport,
  type ExportFile,
  type ExportOptions,
} from '../../lms/lms.formats';
import { HttpError } from '../../http/http.error';
import type { AuthUser } from '../auth/auth.user-model';
import { findOwnGeneration } from '../generations/generations.service';
import type { AppDeps } from '../../app-deps';
import type { StoredGeneration } from '../generations/generations.model';
import { Question, type QuestionFields } from '../question-bank/question-bank.model';

async function write(quiz: ExportQuiz, format: ExportFormat, o: ExportOptions): Promise<ExportFile> {
  try {
    return await writeExport(quiz, format, o);
  } catch (err) {
    if (err instanceof NothingToExport) throw new HttpError(422, err.message);
    throw err;
  }
}

export async function exportGeneration(
  deps: AppDeps,
  user: AuthUser,
  id: string,
  format: ExportFormat,
): Promise<ExportFile> {
  const found = await findOwnGeneration(user, id)?.lean<StoredGeneration>();
  if (!found) throw new HttpError(404, 'Not found');
  // The newest revision (a version or accommodated copy behind its original is made again first).
  const generation = await deps.copies.fresh(found);
  const doc = generation.document as GeneratedDocument;
  // The page offers "Export to…" by the same rule (contracts), so it never offers what is refused here.
  if (!hasExportableItems(doc)) throw new HttpError(422, NO_QUESTIONS_TO_EXPORT);
  const category = doc.subject || generation.settings.subject || KIND_LABELS[generation.kind];
  const { version, accommodation_of } = generation.settings;
  return write(exportQuiz(doc), format, {
    category,
    ident: `g${String(generation._id)}`,
    name: { kind: generation.kind, version, accommodated: !!accommodation_of },
  });
}

const LETTERED = /^[A-Z][.)]\s+/;

/** A bank question as the block it was saved from: lettered option lines come out of the text again. */
export function bankBlock(q: QuestionFields, number: number): QuestionBlock {
  const options = q.options?.length ? q.options : undefined;
  let prompt = q.question_text;
  let answer = q.answer_text.trim();
  if (options) {
    const lines = prompt.split('\n');
    while (
      lines.length > 1 &&
      LETTERED.test(lines[lines.length - 1]) &&
      options.includes(lines[lines.length - 1].replace(LETTERED, ''))
    )
      lines.pop();
    prompt = lines.join('\n');
    if (!options.includes(answer) && LETTERED.test(answer)) answer = answer.replace(LETTERED, '');
  }
  const type =
    q.question_type === 'multiple_choice' && options && options.includes(answer)
      ? 'multiple_choice'
      : q.question_type === 'true_false' && /^(true|false)$/i.test(answer)
        ? 'true_false'
        : q.question_type === 'essay'
          ? 'essay'
          : 'short_answer';
  return {
    type: 'question',
    number,
    question_type: type,
    prompt,
    answer,
    ...(type === 'multiple_choice' ? { options } : {}),
  };
}

export async function exportBankQuestions(user: AuthUser, ids: string[], format: ExportFormat): Promise<ExportFile> {
  const wanted = [...new Set(ids.map((id) => id.toLowerCase()))];
  const found = await Question.find({
    owner: user._id,
    _id: { $in: wanted.map((id) => new Types.ObjectId(id)) },
  }).lean();
  // Someone else's id and a deleted one look the same: not found, and nothing is exported.
  if (found.length !== wanted.length)
    throw new HttpError(404, 'Some of the selected questions were not found in your question bank');
  const byId = new Map(found.map((q) => [String(q._id), q]));
  const questions = wanted.map((id) => byId.get(id)!);
  const subjects = [...new Set(questions.map((q) => q.subject))];
  const doc: GeneratedDocument = {
    kind: 'quiz',
    title: subjects.length === 1 ? `${subjects[0]} questions` : 'Question bank selection',
    difficulty: 'mixed',
    include_answer_key: true,
    offline_draft: false,
    source: { type: 'topic', name: 'Question bank' },
    sections: [{ blocks: questions.map((q, i) => bankBlock(q, i + 1)) }],
  };
  return write(exportQuiz(doc), format, {
    category: subjects.length === 1 ? subjects[0] : 'Question bank',
    ident: `qb${String(user._id)}`,
    name: { kind: 'quiz' },
  });
}
