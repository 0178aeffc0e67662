// A typed topic with no text to read and no model: question kinds get honest routines, and the page
// (never the printed sheet) tells the teacher plainly how to get factual questions.
import { titleFor, type OfflineContext } from '../../offline/offline.context';
import { EXIT_PROMPTS, openPrompts } from '../../offline/topic.prompts';
import type { DraftQuestion } from '../../schemas/question.schema';
import type { QuestionWords } from './question-words';

/** Quiz, test and exit ticket drafts for a bare topic; an exit ticket starts with its reflection routines. */
export function bareTopicQuestions(ctx: OfflineContext, words: QuestionWords) {
  const n = ctx.spec.count ?? 10;
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
  const pool = words.reflectFirst ? [...exit, ...open] : open;
  const seen = new Set<string>();
  const questions = pool.filter((q) => !seen.has(q.prompt) && seen.add(q.prompt)).slice(0, n);
  return { title: titleFor(ctx), instructions: words.topic, questions };
}

/** What the page says above a bare-topic quiz, test or exit ticket: kept in the document, never printed. */
export const bareTopicNotice = (words: QuestionWords, topic: string): string =>
  `Without your own material or a connected AI model, Lessonloom does not know the facts of “${topic}”, ` +
  `so this ${words.noun} asks discussion and reflection questions instead of fact questions. ` +
  'For questions with answer keys, upload your material (PDF, DOCX, PPTX or TXT), or ask your administrator to connect an AI model.';
