// The offline drafts of the question kinds (quiz, test, exit ticket): the text's own questions, computed
// problems for a math topic, honest open questions for a bare topic; for the question bank's Generate
// Specific, questions of the one type asked for (bank.draft.ts).
import { KIND_LABELS } from '@lessonloom/contracts';
import type { BankQuestionType } from '../../content.job';
import { mathPassage, mathQuestions, mathTitle } from '../../math/math.draft';
import { questions, titleFor, type OfflineContext } from '../../offline/offline.context';
import { bandInstructions } from '../../readability/grade.band';
import type { Drafts } from '../kind';
import { bankFromText, bankFromTopic } from './bank.draft';
import type { QuestionWords } from './question-words';
import type { QuestionsDraft } from './questions.schema';
import { bareTopicNotice, bareTopicQuestions } from './topic.draft';

/** The fewest questions a list from a file has: the Generate page's least count. */
const FEWEST = 3;

/** What the page says when the file (or pasted text) had fewer different things to ask than the count asked for. */
export const fewerNotice = (
  words: Pick<QuestionWords, 'noun'>,
  asked: number,
  made: number,
  from: 'file' | 'pasted' = 'file',
): string | null =>
  made < asked
    ? `Your ${from === 'file' ? 'file' : 'text'} gives ${made} different ${made === 1 ? 'thing' : 'things'} to ask, ` +
      `so this ${words.noun} has ${made} ${made === 1 ? 'question' : 'questions'} instead of ${asked}: ` +
      `none asks about the same sentence or fact twice. ${from === 'file' ? 'Upload' : 'Paste'} a longer text for more.`
    : null;

export function questionDrafts(words: QuestionWords): Drafts<QuestionsDraft> {
  return {
    // As many as the text has different things to ask, up to the count: never one sentence or fact twice.
    file: (ctx) => ({
      title: titleFor(ctx),
      instructions: bandInstructions(ctx.fit, words.instructions, words.young),
      questions: questions(ctx, ctx.spec.count ?? 10, { openUpTo: FEWEST }),
    }),
    math: (ctx, focus) => ({
      title: mathTitle(ctx.spec, KIND_LABELS[ctx.spec.kind], focus),
      instructions: words.instructions,
      questions: mathQuestions(focus, ctx.spec, ctx.spec.count ?? 10, mathPassage(ctx.spec)),
    }),
    topic: (ctx) => bareTopicQuestions(ctx, words),
    notice: {
      topic: (ctx: OfflineContext) => bareTopicNotice(words, ctx.topic),
      file: (ctx, draft) =>
        fewerNotice(
          words,
          ctx.spec.count ?? 10,
          draft.questions.length,
          ctx.spec.source.type === 'file' ? 'file' : 'pasted',
        ),
    },
  };
}

/** Generate Specific: every question of the bank's one type. */
export const bankDrafts = (words: QuestionWords, type: BankQuestionType): Drafts<QuestionsDraft> => ({
  file: (ctx) => bankFromText(ctx, type, ctx.spec.count ?? 10),
  math: (ctx, focus) => ({
    title: mathTitle(ctx.spec, KIND_LABELS[ctx.spec.kind], focus),
    instructions: words.instructions,
    questions: mathQuestions(focus, ctx.spec, ctx.spec.count ?? 10, mathPassage(ctx.spec), [type]),
  }),
  topic: (ctx) => bankFromTopic(ctx, type, ctx.spec.count ?? 10),
});
