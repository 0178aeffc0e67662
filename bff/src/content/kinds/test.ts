import { assembleTestParts } from './questions/questions.assemble';
import { questionKind } from './questions/question-kind';

export const test = questionKind({
  words: {
    instructions: 'Read each part carefully and answer every question.',
    young: 'Read each question with care. Answer every one.',
    topic: 'Answer each question in complete sentences. Use details from class and your reading.',
    noun: 'test',
  },
  instructions: (spec) =>
    `Write a test of exactly ${spec.count ?? 0} questions mixing multiple_choice, true_false, short_answer and, for harder tests, essay or problem questions.`,
  // Printed in parts by question type, each question with its points.
  assemble: assembleTestParts,
});
