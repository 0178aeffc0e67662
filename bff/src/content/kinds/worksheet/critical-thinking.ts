import { z } from 'zod';
import { questionBlocks } from '../../assemble/question.assemble';
import { ContentError } from '../../content.errors';
import { questions, type OfflineContext } from '../../offline/offline.context';
import { head } from '../../schemas/draft.schema';
import { questionList } from '../../schemas/question.schema';
import { defineStyle, SIZES, worksheetHead } from './worksheet.style';

const WORDS = {
  instructions: 'Answer in complete sentences and support your answers with reasons.',
  young: 'Answer in full sentences. Give your reasons.',
};

/** A sheet of open questions worth handing out: fewer than this from a text is a quiz's job. */
export const FEWEST_OPEN = 2;
/** What a full sheet has (a bare topic's routines, what the model is asked for). */
const FULL = SIZES.prompts[0] + 3;

const schema = (withPassages: boolean) =>
  z.object({
    ...head,
    questions: questionList(withPassages, FEWEST_OPEN, SIZES.questions[0], ['short_answer', 'essay']),
  });

const ask = (ctx: OfflineContext, openUpTo: number) =>
  questions(ctx, 6, {
    prefer: ['cause_open', 'relate', 'compare', 'explain'],
    types: ['short_answer', 'essay'],
    difficulty: 'hard',
    openUpTo,
    // Every prompt comes with a model answer or scoring points, never just the quote.
    modelAnswers: true,
  });

/**
 * From a text, only its own questions with a model answer (a reason, a stated link, a contrast, a meaning it
 * gives): never an open question about the topic keyed "Answers will vary", so a text that gives fewer is a
 * shorter sheet, and one that gives fewer than two is no sheet (a 422 that says what to make instead).
 */
const fromText = (ctx: OfflineContext) => {
  const list = ask(ctx, 0);
  if (list.length < FEWEST_OPEN)
    throw new ContentError(
      422,
      `Your ${ctx.spec.source.type === 'file' ? 'file' : 'text'} gives ${list.length === 1 ? 'only 1 question' : `${list.length} questions`} ` +
        `that a model answer can be written for from its own words (a reason, a link, a contrast or a meaning it states), ` +
        `and a critical-thinking sheet needs at least ${FEWEST_OPEN}. Make a quiz or a cloze worksheet from it instead.`,
    );
  return { ...worksheetHead(ctx, WORDS), questions: list };
};

/** A bare topic: the open routines, each saying what to look for. */
const fromTopic = (ctx: OfflineContext) => ({ ...worksheetHead(ctx, WORDS), questions: ask(ctx, FULL) });

export const criticalThinking = defineStyle({
  schema,
  ask: 'a critical-thinking worksheet of 5-8 short_answer or essay questions that ask students to analyse, compare, evaluate and justify; the answer is a model answer or what a strong answer includes',
  ...WORDS,
  draft: { file: fromText, topic: fromTopic },
  // A shorter sheet from a text says why (model or offline: read from the draft).
  advice: (spec, d) =>
    spec.source.text && d.questions.length < FULL
      ? {
          notice:
            `Your ${spec.source.type === 'file' ? 'file' : 'text'} gives ${d.questions.length} questions with a model ` +
            `answer from its own words, so this sheet has ${d.questions.length} instead of ${FULL}: none is an open ` +
            'question keyed “Answers will vary”.',
        }
      : null,
  assemble: (spec, d, n) => [{ heading: 'Questions', blocks: questionBlocks(spec, d.questions, n) }],
});
