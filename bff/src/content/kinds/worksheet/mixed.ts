import { z } from 'zod';
import { questionBlocks } from '../../assemble/question.assemble';
import { mathPassage, mathQuestions, mathTitle } from '../../math/math.draft';
import { questions, type OfflineContext } from '../../offline/offline.context';
import { head } from '../../schemas/draft.schema';
import { questionList } from '../../schemas/question.schema';
import { defineStyle, SIZES, worksheetHead } from './worksheet.style';

const WORDS = {
  instructions: 'Answer every question. Show your thinking where there are lines.',
  young: 'Answer every question. Show your thinking on the lines.',
};

const schema = (withPassages: boolean) =>
  z.object({ ...head, questions: questionList(withPassages, SIZES.questions[0], SIZES.questions[1]) });

// Open questions only make up the sheet's least length; past it, the text's own questions, none twice.
const fromText = (ctx: OfflineContext) => ({
  ...worksheetHead(ctx, WORDS),
  questions: questions(ctx, 10, { openUpTo: SIZES.questions[0] }),
});

export const mixed = defineStyle({
  schema,
  ask: `a worksheet of ${SIZES.questions[0]}-${SIZES.questions[1]} questions mixing multiple_choice, true_false, fill_blank and short_answer`,
  ...WORDS,
  draft: {
    file: fromText,
    math: (ctx, focus) => ({
      title: mathTitle(ctx.spec, 'Worksheet', focus),
      instructions: 'Answer every question. Show your thinking where there is space.',
      questions: mathQuestions(focus, ctx.spec, 10, mathPassage(ctx.spec)),
    }),
    topic: fromText,
  },
  assemble: (spec, d, n) => [{ heading: 'Questions', blocks: questionBlocks(spec, d.questions, n) }],
});
