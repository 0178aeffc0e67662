import { z } from 'zod';
import { questionBlocks } from '../../assemble/question.assemble';
import { questions, type OfflineContext } from '../../offline/offline.context';
import { head } from '../../schemas/draft.schema';
import { questionList } from '../../schemas/question.schema';
import { defineStyle, SIZES, worksheetHead } from './worksheet.style';

const WORDS = {
  instructions: 'Answer in complete sentences and support your answers with reasons.',
  young: 'Answer in full sentences. Give your reasons.',
};

const schema = (withPassages: boolean) =>
  z.object({
    ...head,
    questions: questionList(withPassages, SIZES.prompts[0] + 3, SIZES.questions[0], ['short_answer', 'essay']),
  });

/** The text's reasons, relations, contrasts and explanations, as open questions with model answers. */
const openQuestions = (ctx: OfflineContext) => ({
  ...worksheetHead(ctx, WORDS),
  questions: questions(ctx, 6, {
    prefer: ['cause_open', 'relate', 'compare', 'explain'],
    types: ['short_answer', 'essay'],
    difficulty: 'hard',
    openUpTo: SIZES.prompts[0] + 3,
    // Every prompt comes with a model answer or scoring points, never just the quote.
    modelAnswers: true,
  }),
});

export const criticalThinking = defineStyle({
  schema,
  ask: 'a critical-thinking worksheet of 5-8 short_answer or essay questions that ask students to analyse, compare, evaluate and justify; the answer is a model answer or what a strong answer includes',
  ...WORDS,
  draft: { file: openQuestions, topic: openQuestions },
  assemble: (spec, d, n) => [{ heading: 'Questions', blocks: questionBlocks(spec, d.questions, n) }],
});
