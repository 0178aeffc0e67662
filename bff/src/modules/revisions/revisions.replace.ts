// "Replace" one question: a new question of the same type that the document does not hold yet, from the
// same file or maths topic, as a new revision. The content engine writes it under the same checks as a
// generation: offline, the generator is asked for more questions than the document has and the first one
// it ranks that is new (the next best candidate) is taken; with a model, one question is asked for, told
// which ones to avoid.
import { QUESTION_TYPES, type GenerateRequest, type QuestionBlock, type QuestionType } from '@lessonloom/contracts';
import { questionBlocks, randomQuestionId, renumbered, withQuestionIds } from '@lessonloom/document';
import type { AppDeps } from '../../app-deps';
import { ContentError, currentReading, type GenerationInput } from '../../content';
import { HttpError } from '../../http/http.error';
import type { StoredGeneration } from '../generations/generations.model';
import { Upload } from '../uploads/uploads.model';
import { checked } from './revisions.validate';

/** Kinds whose own generator writes a list of questions; any other kind takes new questions from a quiz. */
const QUESTION_KINDS = ['quiz', 'test', 'exit_ticket'] as const;
/** How many more questions the offline generator is asked for, tried in turn (a short file has fewer to give). */
const MORE = [10, 4, 2, 1];
const MAX = 50;

const fold = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}+\-*/=×÷^<>%]+/gu, ' ')
    .trim();

/** The request and source the generation was made from, to ask the engine again. */
async function generationInput(g: StoredGeneration, count: number): Promise<GenerationInput> {
  const s = g.settings;
  const kind = (QUESTION_KINDS as readonly string[]).includes(g.kind) ? (g.kind as GenerateRequest['kind']) : 'quiz';
  const request: GenerateRequest = {
    kind,
    difficulty: (s.difficulty as GenerateRequest['difficulty']) ?? 'mixed',
    num_questions: count,
    include_answer_key: true,
    use_specific_prompt: s.use_specific_prompt,
    ...(s.specific_prompt ? { specific_prompt: s.specific_prompt } : {}),
    grade_level: s.grade_level,
    subject: s.subject,
    ...(g.sourceType === 'file' ? { source_filename: g.sourceFilename } : { topic: s.topic ?? g.sourceFilename }),
  };
  // The generation's own seed: the candidates come in the order that generation drew them, so the next
  // one offered is that draw's next best, and the same replace is made the same way again.
  const seed = g.seed ? { seed: g.seed } : {};
  if (g.sourceType === 'topic') return { request, sourceName: g.sourceFilename, sourceType: 'topic', ...seed };
  const upload = await Upload.findOne({ owner: g.owner, filename: g.sourceFilename }, { text: 1, reading: 1 }).lean();
  if (!upload?.text?.trim())
    throw new HttpError(
      422,
      `The file this was made from ("${g.sourceFilename}") is no longer uploaded. Upload it again to get new questions from it.`,
    );
  const reading = currentReading(upload.reading) ?? undefined;
  return {
    request,
    sourceText: upload.text,
    sourceName: g.sourceFilename,
    sourceType: 'file',
    ...(reading ? { reading } : {}),
    ...seed,
    // The same draw as the generation's: what the teacher already had from the file came last there too.
    ...(g.askedBefore?.length ? { askedBefore: g.askedBefore } : {}),
  };
}

const asBankType = (t: QuestionBlock['question_type']): QuestionType | undefined =>
  (QUESTION_TYPES as readonly string[]).includes(t) ? (t as QuestionType) : undefined;

function avoidPrompt(taken: QuestionBlock[], type: QuestionBlock['question_type']): string {
  const list = taken.map((q) => `- ${q.prompt.replace(/\s+/g, ' ').slice(0, 160)}`).join('\n');
  return `Write exactly one new ${type.replace(/_/g, ' ')} question. It must not ask the same thing as any of these questions already in the document:\n${list}`.slice(
    0,
    3800,
  );
}

/** The first question the engine offers of `old`'s type that the document does not hold, or null. */
async function newQuestion(
  deps: AppDeps,
  g: StoredGeneration,
  taken: QuestionBlock[],
  old: QuestionBlock,
  signal?: AbortSignal,
): Promise<QuestionBlock | null> {
  const known = new Set(taken.map((q) => fold(q.prompt)));
  const questionType = asBankType(old.question_type);
  const pick = (doc: { sections: { blocks: unknown[] }[] }) =>
    questionBlocks(doc as never).find((q) => q.question_type === old.question_type && !known.has(fold(q.prompt))) ??
    null;
  if (!deps.content.offline) {
    const input = await generationInput(g, 1);
    input.request = {
      ...input.request,
      use_specific_prompt: true,
      specific_prompt: avoidPrompt(taken, old.question_type),
    };
    const { document } = await deps.content.run({ ...input, ...(questionType ? { questionType } : {}) }, { signal });
    return pick(document);
  }
  // Asked for one type, the generator writes only that type: as many as the document has of it, and more.
  const base = questionType ? taken.filter((q) => q.question_type === old.question_type).length : taken.length;
  for (const more of MORE) {
    const count = Math.min(MAX, base + more);
    try {
      const input = await generationInput(g, count);
      const { document } = await deps.content.run({ ...input, ...(questionType ? { questionType } : {}) }, { signal });
      const found = pick(document);
      if (found) return found;
    } catch (err) {
      // the generator cannot make that many from this source: ask for fewer
      if (!(err instanceof ContentError)) throw err;
    }
  }
  return null;
}

/** The document with question `number` replaced, checked like any edit (a 404 when there is no such question). */
export async function replacedDocument(deps: AppDeps, g: StoredGeneration, number: number, signal?: AbortSignal) {
  const doc = withQuestionIds(g.document);
  const taken = questionBlocks(doc);
  const old = taken.find((q) => q.number === number);
  if (!old) throw new HttpError(404, `This document has no question ${number}`);
  const found = await newQuestion(deps, g, taken, old, signal);
  if (!found)
    throw new HttpError(
      422,
      `No new ${old.question_type.replace(/_/g, ' ')} question is left in ${g.sourceType === 'file' ? 'the file' : 'this topic'} that the document does not already ask; edit question ${number} instead.`,
    );
  const { number: _n, id: _id, ...fresh } = found;
  const replacement: QuestionBlock = {
    ...fresh,
    id: randomQuestionId(),
    number,
    ...(old.points !== undefined ? { points: old.points } : {}),
  };
  const sections = doc.sections.map((s) => ({
    ...s,
    blocks: s.blocks.map((b) => (b.type === 'question' && b.id === old.id ? replacement : b)),
  }));
  return checked(renumbered({ ...doc, sections }));
}
