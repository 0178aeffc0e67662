import type { Section } from '@lessonloom/contracts';
import { questionCountProblems } from '../../checks/count.checks';
import type { DraftSpec } from '../../content.job';
import { defineKind } from '../kind';
import type { QuestionWords } from './question-words';
import { bankDrafts, questionDrafts } from './questions.draft';
import { questionsSchema, type QuestionsDraft } from './questions.schema';

/**
 * A kind that is a list of questions (quiz, test, exit ticket): exactly the asked number, drafted from the
 * text, computed for a math topic, open for a bare topic, or all of one type for the question bank.
 */
export function questionKind(kind: {
  words: QuestionWords;
  instructions: (spec: DraftSpec) => string;
  assemble: (spec: DraftSpec, draft: QuestionsDraft) => Section[];
}) {
  const drafts = questionDrafts(kind.words);
  return defineKind({
    schema: questionsSchema,
    instructions: kind.instructions,
    draft: (spec) => (spec.questionType ? bankDrafts(kind.words, spec.questionType) : drafts),
    progress: ['questions'],
    assemble: kind.assemble,
    checks: questionCountProblems,
  });
}
