import styled from 'styled-components';
import type { Block } from '@lessonloom/contracts';
import { AnswerNote } from '../preview-styles';
import { letter } from './question-block';

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
  gap: 0.5rem 1.5rem;
  ol { margin: 0; padding-left: 2rem; }
  li { margin-bottom: 0.35rem; }
`;

export function MatchingView({ block, showAnswers }: { block: Extract<Block, { type: 'matching' }>; showAnswers: boolean }) {
  return (
    <div>
      <Columns>
        <ol start={block.start_number} aria-label="Items to match">
          {block.left.map((item) => (
            <li key={item}>____ {item}</li>
          ))}
        </ol>
        <ol type="A" aria-label="Matches">
          {block.right.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ol>
      </Columns>
      {showAnswers && (
        <AnswerNote>
          <strong>Answers:</strong>{' '}
          {block.answers.map((a, i) => `${block.start_number + i} → ${letter(a)}`).join(', ')}
        </AnswerNote>
      )}
    </div>
  );
}
