// Quizlet's import box (Create → Import) reads "term<TAB>definition" lines. Vocabulary entries, matching
// pairs and question/answer pairs become cards; essays have no one answer to put on a card back.
import { answerText, type ExportQuiz } from './lms.items';
import { oneLine } from './lms.text';

export function quizletCards(quiz: ExportQuiz): [string, string][] {
  const cards: [string, string][] = quiz.terms.map((t) => [t.term, t.definition]);
  for (const item of quiz.items) {
    if (item.type === 'essay') continue;
    if (item.type === 'matching') for (const p of item.pairs) cards.push([p.left, p.right]);
    else cards.push([item.prompt, answerText(item)]);
  }
  return cards.map(([t, d]) => [oneLine(t), oneLine(d)]);
}

export function writeQuizlet(quiz: ExportQuiz): Buffer {
  return Buffer.from(
    quizletCards(quiz)
      .map(([t, d]) => `${t}\t${d}`)
      .join('\n') + '\n',
    'utf8',
  );
}
