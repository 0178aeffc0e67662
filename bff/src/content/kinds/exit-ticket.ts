import { assembleQuestionList } from './questions/questions.assemble';
import { questionKind } from './questions/question-kind';

export const exitTicket = questionKind({
  words: {
    instructions: 'Answer these questions before you leave.',
    young: 'Answer these before you go.',
    topic: 'Answer these before you leave.',
    noun: 'exit ticket',
    reflectFirst: true,
  },
  instructions: (spec) =>
    `Write an exit ticket of exactly ${spec.count ?? 0} quick questions that check the lesson's main ideas in about five minutes; end with one short reflection question.`,
  assemble: assembleQuestionList,
});
