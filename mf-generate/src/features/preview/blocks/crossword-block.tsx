import styled from 'styled-components';
import {
  CLUE_HEADINGS,
  clueKeyText,
  clueText,
  crosswordClues,
  crosswordGrid,
  type BlockOf,
} from '@lessonloom/document';
import { LetterGrid, Scroll } from '../preview-styles';

type Crossword = BlockOf<'crossword'>;

const Cell = styled.td<{ $black: boolean }>`
  position: relative;
  background: ${(p) => (p.$black ? p.theme.colors.text : p.theme.colors.surface)};
  sup {
    position: absolute;
    top: 1px;
    left: 2px;
    font-size: 0.55rem;
    line-height: 1;
  }
`;
const Clues = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
  gap: 0.5rem 1.5rem;
  h4 {
    margin: 0.5rem 0 0.25rem;
  }
  ol {
    margin: 0;
    padding-left: 0;
    list-style: none;
  }
`;

function ClueList({
  block,
  direction,
  showAnswers,
}: {
  block: Crossword;
  direction: 'across' | 'down';
  showAnswers: boolean;
}) {
  const entries = crosswordClues(block, direction);
  if (!entries.length) return null;
  const title = CLUE_HEADINGS[direction];
  return (
    <div>
      <h4>{title}</h4>
      <ol aria-label={`${title} clues`}>
        {entries.map((e) => (
          <li key={`${e.direction}-${e.number}`}>{showAnswers ? clueKeyText(e) : clueText(e)}</li>
        ))}
      </ol>
    </div>
  );
}

/** The grid and clues from the one crossword layout (packages/document), as the files print them. */
export function CrosswordView({ block, showAnswers }: { block: Crossword; showAnswers: boolean }) {
  const grid = crosswordGrid(block);
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
        <ClueList block={block} direction="across" showAnswers={showAnswers} />
        <ClueList block={block} direction="down" showAnswers={showAnswers} />
      </Clues>
    </div>
  );
}
