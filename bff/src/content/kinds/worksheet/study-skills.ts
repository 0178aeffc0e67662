import { z } from 'zod';
import { questionBlocks } from '../../assemble/question.assemble';
import { questions, type OfflineContext } from '../../offline/offline.context';
import { head, list, text } from '../../schemas/draft.schema';
import { questionList } from '../../schemas/question.schema';
import { studyTips } from './study.draft';
import { defineStyle, SIZES, worksheetHead } from './worksheet.style';

const WORDS = {
  instructions: 'Read the strategy, then use it to answer the questions.',
  young: 'Read the tip. Then use it to answer the questions.',
};

const schema = (withPassages: boolean) =>
  z.object({
    ...head,
    strategy: text(200),
    tips: list(3, 6, 300),
    questions: questionList(withPassages, 4, SIZES.questions[0]),
  });

const flashCards = (ctx: OfflineContext) => ({
  ...worksheetHead(ctx, WORDS),
  strategy: 'Active recall with self-made flash cards',
  tips: studyTips(ctx),
  questions: questions(ctx, 6),
});

export const studySkills = defineStyle({
  schema,
  ask: 'a study-skills worksheet: one study strategy, 3-6 numbered tips for using it, and 4-8 questions that practise the strategy on this material',
  ...WORDS,
  draft: { file: flashCards, topic: flashCards },
  assemble: (spec, d, n) => [
    { heading: `Strategy: ${d.strategy}`, blocks: [{ type: 'list', ordered: true, items: d.tips }] },
    { heading: 'Practice the strategy', blocks: questionBlocks(spec, d.questions, n) },
  ],
});
