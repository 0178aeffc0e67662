// "Save to question bank" from a generation: its newest revision's questions (the ones chosen, or all)
// become bank questions that remember where they came from. Saving one again brings it up to date instead
// of copying it twice, and every later edit of the document reaches the entries saved from it.
import { KIND_LABELS, type BankDifficulty, type GeneratedDocument, type QuestionBlock } from '@lessonloom/contracts';
import { questionBlocks, withQuestionIds } from '@lessonloom/document';
import type { Types } from 'mongoose';
import { HttpError } from '../../http/http.error';
import type { GenerationFields } from '../generations/generations.model';
import { Question } from './question-bank.model';
import { blockType, promptTags, toBankFields, TYPE_LABELS } from './question-bank.generate';

type Source = Pick<GenerationFields, 'document' | 'settings' | 'owner'> & { _id: Types.ObjectId };

const difficultyOf = (doc: GeneratedDocument): BankDifficulty =>
  doc.difficulty === 'easy' || doc.difficulty === 'hard' ? doc.difficulty : 'medium';

/** What a bank entry says for one question of `g` (everything but the owner and where it came from). */
function entryFields(g: Source, q: QuestionBlock) {
  const doc = g.document;
  const type = blockType(q);
  const fields = toBankFields(q, type);
  return {
    ...fields,
    difficulty: difficultyOf(doc),
    subject: doc.subject?.trim() || g.settings.subject || KIND_LABELS[doc.kind],
    category: TYPE_LABELS[fields.question_type],
    ...(doc.grade_level ? { grade_level: doc.grade_level } : {}),
    tags: promptTags(doc.title, fields.question_type),
  };
}

export async function saveToBank(
  g: Source,
  numbers: number[] | undefined,
): Promise<{ questions_saved: number; updated: number; question_ids: string[] }> {
  const all = questionBlocks(withQuestionIds(g.document));
  if (!all.length) throw new HttpError(422, 'This document holds no questions to save.');
  const missing = numbers?.find((n) => !all.some((q) => q.number === n));
  if (missing !== undefined) throw new HttpError(422, `Question ${missing} is not in this document.`);
  const chosen = numbers ? all.filter((q) => numbers.includes(q.number)) : all;
  const existing = await Question.find(
    { owner: g.owner, 'source.generation': g._id, 'source.question': { $in: chosen.map((q) => q.id!) } },
    { source: 1 },
  ).lean();
  const known = new Set(existing.map((e) => e.source!.question));
  const ids: string[] = [];
  for (const q of chosen) {
    const saved = await Question.findOneAndUpdate(
      { owner: g.owner, 'source.generation': g._id, 'source.question': q.id! },
      { $set: entryFields(g, q), $setOnInsert: { source: { generation: g._id, question: q.id! } } },
      { upsert: true, returnDocument: 'after', lean: true },
    );
    ids.push(String(saved!._id));
  }
  return { questions_saved: chosen.length, updated: chosen.filter((q) => known.has(q.id!)).length, question_ids: ids };
}

/** Bank entries saved from `g` take the wording of its newest revision; a question since deleted stays as saved. */
export async function followBankEntries(g: Source): Promise<void> {
  const saved = await Question.find({ owner: g.owner, 'source.generation': g._id }, { source: 1 }).lean();
  if (!saved.length) return;
  const byId = new Map(questionBlocks(withQuestionIds(g.document)).map((q) => [q.id!, q]));
  const ops = saved.flatMap((e) => {
    const q = byId.get(e.source!.question);
    return q ? [{ updateOne: { filter: { _id: e._id }, update: { $set: entryFields(g, q) } } }] : [];
  });
  if (ops.length) await Question.bulkWrite(ops);
}
