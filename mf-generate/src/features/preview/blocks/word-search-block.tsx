import type { Block } from '@lessonloom/contracts';
import { AnswerNote, LetterGrid, Pill, Scroll } from '../preview-styles';
import { directionName, wordSearchSolution } from '../crossword-layout';

type WordSearch = Extract<Block, { type: 'word_search' }>;

export function WordSearchView({ block, showAnswers }: { block: WordSearch; showAnswers: boolean }) {
  const solution = showAnswers ? wordSearchSolution(block) : new Set<string>();
  return (
    <div>
      <Scroll>
        <LetterGrid aria-label={`Word search, ${block.grid.length} by ${block.grid[0]?.length ?? 0} letters`}>
          <tbody>
            {block.grid.map((row, r) => (
              <tr key={r}>
                {row.map((ch, c) => {
                  const hit = solution.has(`${r},${c}`);
                  return (
                    <td key={c} data-solution={hit || undefined} style={hit ? { background: '#fde68a', fontWeight: 700 } : undefined}>
                      {ch}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </LetterGrid>
      </Scroll>
      <p style={{ margin: '0.5rem 0 0.25rem', fontWeight: 600 }}>Find these words:</p>
      <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {block.words.map((w) => (
          <Pill key={w}>{w}</Pill>
        ))}
      </ul>
      {showAnswers && (
        <AnswerNote>
          <strong>Solution:</strong>{' '}
          {block.placements.map((p) => `${p.word} (row ${p.row + 1}, column ${p.col + 1}, ${directionName(p.dr, p.dc)})`).join('; ')}
        </AnswerNote>
      )}
    </div>
  );
}
