// A typed topic with no text to read and no model: question kinds get honest routines, and the page
// (never the printed sheet) tells the teacher plainly how to get factual questions.
import type { DraftSpec } from '../content.spec';
import { mathFocusFor } from '../math/math.draft';
import type { DraftQuestion } from '../schemas/question.schema';
import { titleFor, type OfflineContext } from './offline.context';
import { EXIT_PROMPTS, openPrompts } from './topic.prompts';

/** True when the job is a typed topic the offline generator knows no facts about. */
export const isBareTopic = (ctx: OfflineContext) =>
  ctx.spec.source.type === 'topic' && !ctx.text && !mathFocusFor(ctx.spec);

const INSTRUCTIONS = {
  quiz: 'Answer each question in complete sentences. Use what you have learned in class.',
  test: 'Answer each question in complete sentences. Use details from class and your reading.',
  exit_ticket: 'Answer these before you leave.',
} as const;

/** Quiz, test and exit ticket drafts for a bare topic. */
export function bareTopicQuestions(ctx: OfflineContext, kind: 'quiz' | 'test' | 'exit_ticket', n: number) {
  const passage = ctx.passage;
  const exit: DraftQuestion[] = EXIT_PROMPTS.map(([prompt, lookFor]) => ({
    question_type: 'short_answer',
    prompt,
    options: null,
    answer: `Answers will vary. Look for ${lookFor}.`,
    explanation: null,
    source_passage: passage,
  }));
  const open = openPrompts(ctx.spec.difficulty, passage, n + exit.length);
  const pool = kind === 'exit_ticket' ? [...exit, ...open] : open;
  const seen = new Set<string>();
  const questions = pool.filter((q) => !seen.has(q.prompt) && seen.add(q.prompt)).slice(0, n);
  return { title: titleFor(ctx), instructions: INSTRUCTIONS[kind], questions };
}

const KIND_WORDS: Partial<Record<DraftSpec['kind'], string>> = {
  quiz: 'quiz',
  test: 'test',
  exit_ticket: 'exit ticket',
};

/**
 * What the page says above a bare-topic quiz, test or exit ticket; null for everything else. Kept in
 * the document (not printed) so the page, the history and API clients all see it.
 */
export function bareTopicNotice(spec: DraftSpec, topic: string): string | null {
  const what = KIND_WORDS[spec.kind];
  if (!what) return null;
  return (
    `Without your own material or a connected AI model, Lessonloom does not know the facts of “${topic}”, ` +
    `so this ${what} asks discussion and reflection questions instead of fact questions. ` +
    'For questions with answer keys, upload your material (PDF, DOCX, PPTX or TXT), or ask your administrator to connect an AI model.'
  );
}
