import { assembleQuestionList } from './questions/questions.assemble';
import { bankInstructions } from './questions/questions.instructions';
import { questionKind } from './questions/question-kind';

export const quiz = questionKind({
  words: {
    instructions: 'Choose or write the best answer for each question.',
    young: 'Read each question. Pick or write the best answer.',
    topic: 'Answer each question in complete sentences. Use what you have learned in class.',
    noun: 'quiz',
  },
  // The question bank's Generate Specific is a quiz of one question type.
  instructions: (spec) =>
    spec.questionType
      ? bankInstructions(spec.count ?? 0, spec.questionType)
      : `Write a quiz of exactly ${spec.count ?? 0} questions, mostly multiple_choice with some true_false and short_answer.`,
  assemble: assembleQuestionList,
});
