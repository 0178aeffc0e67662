// Generate-specific: the content engine writes a quiz on the teacher's prompt (model, or offline drafts),
// and its question blocks become bank questions. The engine is given the one type asked for: the model's
// schema allows only that type and the offline generator writes only it (or answers 422 when it cannot
// honestly). Blocks are still normalised: a choice block asked as an open question drops its options.
import type { GenerateRequest, QuestionBlock, QuestionType } from '@lessonloom/contracts';
import { questionBlocks } from '@lessonloom/document';
import type { AppDeps } from '../../app-deps';
import { mathAskedIn, readPasted, TOPIC_NAMES } from '../../content';
import type { AuthUser } from '../auth/auth.user-model';
import { keepIfAccountLive } from '../auth/auth.account-live';
import { topicLabel } from '../generations/generations.request';
import { questionFingerprint } from './question-bank.fingerprint';
import { keepRows } from './question-bank.keep';
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

const cap = (s: string) => s.charAt(0).toLocaleUpperCase('en-US') + s.slice(1);
const words = (s: string, n: number) => s.split(/\s+/).slice(0, n).join(' ');

const FUNCTION_WORDS = new Set(
  [
    'that with from this they their there which have were been when what into than then them these those such',
    'also more most other some each only about would could should will your over very just like many much where',
    'while after before because does being between through',
  ]
    .join(' ')
    .split(' '),
);

/**
 * What a pasted passage is about, as a subject to file it under: what its opening sentence defines
 * ("Photosynthesis is the process…"), else the content word it repeats most (a plural counted with its
 * singular: "Electrons", "Honey"), else its first words.
 */
export function passageSubject(passage: string): string {
  const counts = new Map<string, { n: number; as: string }>();
  for (const w of passage.match(/\p{L}[\p{L}'’-]{3,}/gu) ?? []) {
    const lower = w.toLocaleLowerCase('en-US');
    if (FUNCTION_WORDS.has(lower)) continue;
    const key = lower.replace(/(?<=[^s])s$/, '');
    const seen = counts.get(key) ?? { n: 0, as: w };
    counts.set(key, { n: seen.n + 1, as: seen.as });
  }
  const top = [...counts.values()].reduce<{ n: number; as: string } | null>((a, b) => (!a || b.n > a.n ? b : a), null);
  const defined = /^([^.!?,;]{2,60}?)\s+(?:is|are|was|were|means|refers to)\b/i.exec(passage.trim());
  if (defined) return cap(defined[1].trim());
  return top && top.n >= 2 ? cap(top.as) : cap(words(passage.trim().split(/(?<=[.!?])\s/)[0], 8));
}

/**
 * Subject and category from a prompt as a teacher files them: "Math" / "Fractions" for a math
 * prompt; otherwise the prompt's head ("The water cycle") and what follows its colon
 * ("evaporation and condensation"), without request words ("Write questions about...").
 */
export function bankTopic(prompt: string): { subject: string; category?: string } {
  // Maths only when the prompt asks for it: a pasted passage that says "on average" is filed by its own topic.
  const math = mathAskedIn(prompt);
  if (math) return { subject: 'Math', category: TOPIC_NAMES[math.topic] };
  const passage = readPasted(prompt).passage;
  if (passage) return { subject: passageSubject(passage) };
  const line = prompt
    .replace(/\s+/g, ' ')
    .trim()
    .replace(
      /^(?:please\s+)?(?:(?:write|create|make|generate|give me|i need)\s+)?(?:(?:\d+|some|a few)\s+)?(?:[\w/-]+\s+){0,2}?(?:questions?|items?|a quiz|quiz)\s+(?:about|on|for|covering|from)\s+/i,
      '',
    );
  // A few sentences: what the first is about ("Photosynthesis is the process...").
  const defined = /[.!?]\s+\S/.test(line)
    ? /^([^.!?,;]{2,60}?)\s+(?:is|are|was|were|means|refers to)\b/i.exec(line)
    : null;
  if (defined) return { subject: cap(defined[1].trim()) };
  const [head, ...rest] = line.split(/:\s+|\s+[-–—]\s+|(?<=[.!?])\s+/);
  const subject = cap(words(head.replace(/[.!?]+$/, ''), 8)) || topicLabel(prompt);
  const tail = rest
    .join(' ')
    .replace(/[.!?]+$/, '')
    .trim();
  return tail && !/[.!?]/.test(tail) && tail.length <= 80 ? { subject, category: tail } : { subject };
}

/** What a block is as a bank question (fill-in, problems and the rest are answered in words). */
export function blockType(b: QuestionBlock): QuestionType {
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
  // A short answer keeps its worked steps or the passage behind it: the bank has no separate explanation field.
  const answer =
    type === 'short_answer' && b.explanation && !b.answer.includes(b.explanation)
      ? `${b.answer} — ${b.explanation}`
      : b.answer;
  return { question_text: prompt, answer_text: answer, question_type: type };
}

export async function generateSpecific(
  deps: AppDeps,
  user: AuthUser,
  r: GenerateSpecificRequest,
  signal?: AbortSignal,
) {
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
  const sourceName = topicLabel(r.prompt);
  const { document: doc, quality } = await deps.content.run(
    { request, sourceName, sourceType: 'topic', questionType: r.question_type },
    { signal },
  );
  const filed = bankTopic(r.prompt);
  const subject = doc.subject?.trim() || filed.subject;
  const tags = promptTags(r.prompt, r.question_type);
  const rows = questionBlocks(doc).map((b) => {
    const fields = toBankFields(b, r.question_type);
    return {
      fields: {
        ...fields,
        difficulty: r.difficulty,
        subject,
        category: filed.category ?? TYPE_LABELS[fields.question_type],
        ...(doc.grade_level ? { grade_level: doc.grade_level } : {}),
        tags,
        source_name: sourceName,
        source_type: 'prompt' as const,
        fingerprint: questionFingerprint(fields.question_type, b),
      },
    };
  });
  // A question the bank holds already (the same prompt asked twice) is not filed again; it still counts as saved.
  const kept = await keepRows(user._id, rows);
  // deleted while the questions were written: they go again (auth.account-live.ts)
  await keepIfAccountLive(user._id, () => Question.deleteMany({ _id: { $in: kept.inserted } }));
  return { saved: rows.length, quality };
}
