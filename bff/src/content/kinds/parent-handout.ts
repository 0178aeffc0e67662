import { fileTermsAsk } from '../offline/file-terms';
import { defineKind } from './kind';
import { fileLetterFitted } from './parent-handout/file-letter';
import { assembleParentHandout } from './parent-handout/handout.assemble';
import { parentHandoutSchema } from './parent-handout/handout.schema';
import { mathLetter } from './parent-handout/math-letter';
import { topicLetter } from './parent-handout/topic-letter';

export const parentHandout = defineKind({
  schema: parentHandoutSchema,
  instructions: (spec) =>
    'Write a one-page handout for parents and carers in plain, warm language without jargon: greeting, what the class is learning, key points, words to know, activities to try at home, questions to ask their child, and a closing.' +
    fileTermsAsk(spec),
  sourceWords: 'home learn important',
  draft: { file: (ctx) => fileLetterFitted(ctx, topicLetter), math: mathLetter, topic: topicLetter },
  progress: [],
  assemble: (_spec, draft) => assembleParentHandout(draft),
  checks: () => [],
});
