import { z } from 'zod';
import { questionBlocks } from '../../assemble/question.assemble';
import { mathPassage, mathQuestions, mathTitle } from '../../math/math.draft';
import { questions, type OfflineContext } from '../../offline/offline.context';
import { head } from '../../schemas/draft.schema';
import { questionList } from '../../schemas/question.schema';
import { defineStyle, SIZES, worksheetHead } from './worksheet.style';

const INSTRUCTIONS = 'Solve each problem. Show all of your work in the box.';

const WORDS = {
  instructions: INSTRUCTIONS,
  young: 'Solve each problem. Show your work in the box.',
};

const schema = (withPassages: boolean) =>
  z.object({ ...head, questions: questionList(withPassages, SIZES.problems[0], SIZES.problems[1], ['problem']) });

/** Without math: the text's definitions and relations to work out, set as problems. */
const fromText = (ctx: OfflineContext) => ({
  ...worksheetHead(ctx, WORDS),
  questions: questions(ctx, 6, {
    prefer: ['relate', 'explain', 'short_definition'],
    types: ['short_answer', 'essay'],
    retype: 'problem',
    difficulty: 'hard',
  }),
});

export const problemSet = defineStyle({
  schema,
  ask: `a problem set of ${SIZES.problems[0]}-${SIZES.problems[1]} problems (question_type problem) with the final answer in answer and a worked solution in explanation`,
  ...WORDS,
  draft: {
    file: fromText,
    math: (ctx, focus) => ({
      title: mathTitle(ctx.spec, 'Problem Set', focus),
      instructions: INSTRUCTIONS,
      questions: mathQuestions(focus, ctx.spec, 10, mathPassage(ctx.spec), ['problem']),
    }),
    topic: fromText,
  },
  assemble: (spec, d, n) => [{ heading: 'Problems', blocks: questionBlocks(spec, d.questions, n) }],
});
