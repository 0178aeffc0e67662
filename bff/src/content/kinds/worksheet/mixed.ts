import { z } from 'zod';
import { questionBlocks } from '../../assemble/question.assemble';
import { mathPassage, mathQuestions, mathTitle } from '../../math/math.draft';
import { questions, type OfflineContext } from '../../offline/offline.context';
import { FEWEST_FROM_TEXT, fewerFromText } from '../../offline/text.prompts';
import { head } from '../../schemas/draft.schema';
import { questionList } from '../../schemas/question.schema';
import { defineStyle, SIZES, worksheetHead } from './worksheet.style';

const WORDS = {
  instructions: 'Answer every question. Show your thinking where there are lines.',
  young: 'Answer every question. Show your thinking on the lines.',
};

// From a text, as many as it gives with an answer from its own words (at least the Generate page's least
// count); a bare topic's sheet has its full length.
const schema = (withPassages: boolean) =>
  z.object({
    ...head,
    questions: questionList(withPassages, withPassages ? FEWEST_FROM_TEXT : SIZES.questions[0], SIZES.questions[1]),
  });

// From a text: its own questions, none twice, and its whole-text questions keyed from it; routines keyed
// "Answers will vary" only up to the least count. A bare topic's sheet is those routines.
const fromText = (ctx: OfflineContext) => ({
  ...worksheetHead(ctx, WORDS),
  questions: questions(ctx, 10, { openUpTo: ctx.text ? FEWEST_FROM_TEXT : SIZES.questions[0] }),
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
  // A shorter sheet from a text says why (model or offline: read from the draft).
  advice: (spec, d) =>
    spec.source.text && d.questions.length < SIZES.questions[0]
      ? {
          notice: fewerFromText(
            spec.source.type === 'file' ? 'file' : 'pasted',
            d.questions.length,
            SIZES.questions[0],
            'worksheet',
          ),
        }
      : null,
  assemble: (spec, d, n) => [{ heading: 'Questions', blocks: questionBlocks(spec, d.questions, n) }],
});
