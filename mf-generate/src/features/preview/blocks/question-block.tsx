import styled from 'styled-components';
import type { QuestionBlock } from '@lessonloom/contracts';
import { AnswerNote, Lines, WorkBox } from '../preview-styles';

const Item = styled.article`
  display: grid;
  gap: 0.35rem;
`;
const Prompt = styled.p`
  margin: 0;
  font-weight: 600;
`;
const Options = styled.ol`
  list-style: upper-alpha;
  margin: 0;
  padding-left: 2rem;
`;

export const letter = (i: number): string => String.fromCharCode(65 + i);

function defaultLines(q: QuestionBlock): number {
  if (q.question_type === 'essay') return 8;
  if (q.question_type === 'short_answer') return 3;
  return 0;
}

export function QuestionView({ q, showAnswers }: { q: QuestionBlock; showAnswers: boolean }) {
  const lines = q.answer_lines ?? defaultLines(q);
  const answerIndex = q.options?.indexOf(q.answer) ?? -1;
  return (
    <Item aria-label={`Question ${q.number}`}>
      <Prompt>
        {q.number}. {q.prompt}
        {q.points ? ` (${q.points} pt${q.points === 1 ? '' : 's'})` : ''}
      </Prompt>
      {q.options && q.options.length > 0 && (
        <Options>
          {q.options.map((o) => (
            <li key={o}>{o}</li>
          ))}
        </Options>
      )}
      {q.question_type === 'problem' ? <WorkBox aria-hidden="true" /> : lines > 0 && <Lines $count={lines} aria-hidden="true" />}
      {showAnswers && (
        <AnswerNote>
          <strong>Answer:</strong> {answerIndex >= 0 ? `${letter(answerIndex)}. ` : ''}
          {q.answer}
          {q.explanation && <> — {q.explanation}</>}
          {q.source_passage && (
            <>
              <br />
              <em>Source: “{q.source_passage}”</em>
            </>
          )}
        </AnswerNote>
      )}
    </Item>
  );
}
