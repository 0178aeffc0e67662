// Generate-specific: the content engine writes a quiz on the teacher's prompt (model, or offline drafts),
// and its question blocks become bank questions. The engine has no "only this type" switch, so the type
// is asked for in the prompt (a model follows it) and enforced where a block can be turned into it:
// a multiple-choice or true/false block becomes a short-answer or essay question by dropping its options.
import type { GenerateRequest, GeneratedDocument, QuestionBlock, QuestionType } from '@lessonloom/contracts';
import type { AppDeps } from '../../app-deps';
import type { AuthUser } from '../auth/auth.user-model';
import { topicLabel } from '../generations/generations.request';
import { Question, type QuestionFields } from './question-bank.model';
import type { GenerateSpecificRequest } from './question-bank.request';

export const TYPE_LABELS: Record<QuestionType, string> = {
  multiple_choice: 'Multiple Choice',
  short_answer: 'Short Answer',
  true_false: 'True/False',
  essay: 'Essay',
};

const letter = (i: number) => String.fromCharCode(65 + i);
const STOPWORDS = new Set([
  'about',
  'with',
  'from',
  'that',
  'this',
  'what',
  'which',
  'their',
  'there',
  'questions',
  'question',
  'write',
  'make',
  'create',
  'some',
  'into',
  'for',
  'and',
  'the',
]);

/** Tags a teacher can search by: the type, and the prompt's content words. */
export function promptTags(prompt: string, type: QuestionType): string[] {
  const words = prompt.toLowerCase().match(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu) ?? [];
  const content = words.filter((w) => w.length > 2 && !STOPWORDS.has(w));
  return [...new Set([type, ...content])].slice(0, 10);
}

function blockType(b: QuestionBlock): QuestionType {
  if (b.question_type === 'multiple_choice' || b.question_type === 'true_false' || b.question_type === 'essay')
    return b.question_type;
  return 'short_answer';
}

/** One block as a bank question, turned into the requested type when that only means dropping options. */
export function toBankFields(
  b: QuestionBlock,
  requested: QuestionType,
): Pick<QuestionFields, 'question_text' | 'answer_text' | 'question_type' | 'options'> {
  const own = blockType(b);
  const open = requested === 'short_answer' || requested === 'essay';
  if (b.options?.length && (own === 'multiple_choice' || own === 'true_false') && !open) {
    const lines = own === 'multiple_choice' ? b.options.map((o, i) => `${letter(i)}. ${o}`) : [];
    const correct = b.options.indexOf(b.answer);
    const answer = own === 'multiple_choice' && correct >= 0 ? `${letter(correct)}. ${b.answer}` : b.answer;
    return {
      question_text: [b.prompt, ...lines].join('\n'),
      answer_text: answer,
      question_type: own,
      options: b.options,
    };
  }
  // An essay block stays an essay; a choice block without its options can only be answered in words.
  let type: QuestionType;
  if (open) type = own === 'essay' ? 'essay' : requested;
  else type = own === 'multiple_choice' || own === 'true_false' ? 'short_answer' : own;
  const prompt =
    own === 'true_false' ? b.prompt.replace(/^true or false:\s*/i, 'Is this statement true or false? ') : b.prompt;
  return { question_text: prompt, answer_text: b.answer, question_type: type };
}

export function questionBlocks(doc: GeneratedDocument): QuestionBlock[] {
  return doc.sections.flatMap((s) => s.blocks.filter((b): b is QuestionBlock => b.type === 'question'));
}

export async function generateSpecific(deps: AppDeps, user: AuthUser, r: GenerateSpecificRequest, signal?: AbortSignal) {
  const label = TYPE_LABELS[r.question_type];
  const request: GenerateRequest = {
    kind: 'quiz',
    difficulty: r.difficulty,
    num_questions: r.num_questions,
    include_answer_key: true,
    use_specific_prompt: true,
    specific_prompt: `Write only ${label} questions (question type: ${r.question_type}). ${r.prompt}`,
    topic: r.prompt,
    grade_level: undefined,
    subject: undefined,
  };
  // The same engine as /api/generate: verified answers, and the same quality report.
  const { document: doc, quality } = await deps.content.run({ request, sourceName: topicLabel(r.prompt), sourceType: 'topic' }, { signal });
  const subject = doc.subject?.trim() || topicLabel(r.prompt);
  const tags = promptTags(r.prompt, r.question_type);
  const rows = questionBlocks(doc).map((b) => {
    const fields = toBankFields(b, r.question_type);
    return {
      owner: user._id,
      ...fields,
      difficulty: r.difficulty,
      subject,
      category: TYPE_LABELS[fields.question_type],
      ...(doc.grade_level ? { grade_level: doc.grade_level } : {}),
      tags,
    };
  });
  const saved = await Question.insertMany(rows);
  return { saved: saved.length, quality };
}
