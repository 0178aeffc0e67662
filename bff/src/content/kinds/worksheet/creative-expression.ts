import { z } from 'zod';
import { toQuestionBlock } from '../../assemble/question.assemble';
import { head, passage, text } from '../../schemas/draft.schema';
import { creativeFrame, creativeFromMath, creativeFromText } from './creative.draft';
import { defineStyle, SIZES, worksheetHead } from './worksheet.style';

const WORDS = {
  instructions: 'Choose your own way to show what you know. Be creative and accurate.',
  young: 'Pick your own way to show what you know. Be creative. Get the facts right.',
};

const schema = (withPassages: boolean) =>
  z.object({
    ...head,
    prompts: z
      .array(z.object({ prompt: text(800), look_for: text(600), source_passage: passage(withPassages) }))
      .min(SIZES.prompts[0])
      .max(SIZES.prompts[1]),
  });

export const creativeExpression = defineStyle({
  schema,
  ask: `a creative-expression worksheet of ${SIZES.prompts[0]}-${SIZES.prompts[1]} open creative writing or drawing prompts, each with what a teacher should look for`,
  ...WORDS,
  draft: {
    file: (ctx) => ({ ...worksheetHead(ctx, WORDS), prompts: creativeFromText(ctx) }),
    math: (ctx, focus) => ({ ...worksheetHead(ctx, WORDS), prompts: creativeFromMath(ctx, focus) }),
    topic: (ctx) => ({ ...worksheetHead(ctx, WORDS), prompts: creativeFrame(ctx) }),
  },
  assemble: (spec, d, n) => [
    {
      heading: 'Creative response',
      blocks: d.prompts.map((p) =>
        toQuestionBlock(
          {
            question_type: 'essay',
            prompt: p.prompt,
            options: null,
            answer: `Answers will vary. Look for: ${p.look_for}`,
            explanation: null,
            source_passage: p.source_passage,
          },
          n.take(),
          spec,
        ),
      ),
    },
  ],
});
