import styled from 'styled-components';
import {
  ANSWER_LABEL,
  MATCHING_COLUMNS,
  matchingKeyItems,
  matchingLeftText,
  matchingRightText,
  type BlockOf,
} from '@lessonloom/document';
import { AnswerNote, Scroll } from '../preview-styles';

const Pairs = styled.table`
  border-collapse: collapse;
  width: 100%;
  th {
    text-align: left;
  }
  th,
  td {
    padding: 0.25rem 0.75rem 0.25rem 0;
    vertical-align: top;
    width: 50%;
  }
`;

/** Two columns in rows, as printed: "4. ______  Sun" beside "A.  Absorbs water". */
export function MatchingView({ block, showAnswers }: { block: BlockOf<'matching'>; showAnswers: boolean }) {
  const rows = Math.max(block.left.length, block.right.length);
  return (
    <div>
      <Scroll>
        <Pairs aria-label="Matching">
          <thead>
            <tr>
              {MATCHING_COLUMNS.map((c) => (
                <th key={c} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {Array.from({ length: rows }, (_, i) => (
              <tr key={i}>
                <td>{i < block.left.length ? matchingLeftText(block, i) : ''}</td>
                <td>{i < block.right.length ? matchingRightText(block, i) : ''}</td>
              </tr>
            ))}
          </tbody>
        </Pairs>
      </Scroll>
      {showAnswers && (
        <AnswerNote>
          {matchingKeyItems(block).map((item, i) => (
            <span key={item.number}>
              {i > 0 && <br />}
              {item.number}. {item.prompt} <strong>{ANSWER_LABEL}</strong> {item.answer}
            </span>
          ))}
        </AnswerNote>
      )}
    </div>
  );
}
