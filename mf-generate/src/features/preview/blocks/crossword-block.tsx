import styled from 'styled-components';
import type { Block } from '@lessonloom/contracts';
import { AnswerNote, LetterGrid, Scroll } from '../preview-styles';
import { crosswordLayout } from '../crossword-layout';

type Crossword = Extract<Block, { type: 'crossword' }>;

const Cell = styled.td<{ $black: boolean }>`
  position: relative;
  background: ${(p) => (p.$black ? p.theme.colors.text : p.theme.colors.surface)};
  sup { position: absolute; top: 1px; left: 2px; font-size: 0.55rem; line-height: 1; }
`;
const Clues = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
  gap: 0.5rem 1.5rem;
  h4 { margin: 0.5rem 0 0.25rem; }
  ol { margin: 0; padding-left: 0; list-style: none; }
`;

function ClueList({ title, entries }: { title: string; entries: Crossword['entries'] }) {
  return (
    <div>
      <h4>{title}</h4>
      <ol aria-label={`${title} clues`}>
        {entries.map((e) => (
          <li key={`${e.direction}-${e.number}`}>
            {e.number}. {e.clue}
          </li>
        ))}
      </ol>
    </div>
  );
}

export function CrosswordView({ block, showAnswers }: { block: Crossword; showAnswers: boolean }) {
  const grid = crosswordLayout(block);
  const byNumber = (d: 'across' | 'down') => block.entries.filter((e) => e.direction === d).sort((a, b) => a.number - b.number);
  return (
    <div>
      <Scroll>
        <LetterGrid aria-label={`Crossword, ${block.rows} by ${block.cols} squares`}>
          <tbody>
            {grid.map((row, r) => (
              <tr key={r}>
                {row.map((cell, c) => (
                  <Cell key={c} $black={!cell} data-black={!cell || undefined}>
                    {cell?.number && <sup>{cell.number}</sup>}
                    {cell && showAnswers ? cell.letter : ''}
                  </Cell>
                ))}
              </tr>
            ))}
          </tbody>
        </LetterGrid>
      </Scroll>
      <Clues>
        <ClueList title="Across" entries={byNumber('across')} />
        <ClueList title="Down" entries={byNumber('down')} />
      </Clues>
      {showAnswers && (
        <AnswerNote>
          <strong>Answers:</strong>{' '}
          {[...byNumber('across'), ...byNumber('down')].map((e) => `${e.number} ${e.direction}: ${e.answer}`).join('; ')}
        </AnswerNote>
      )}
    </div>
  );
}
