import { FIND_WORDS, placementText, wordSearchCells, wordSearchWords, type BlockOf } from '@lessonloom/document';
import { AnswerNote, LetterGrid, Pill, Scroll } from '../preview-styles';

export function WordSearchView({ block, showAnswers }: { block: BlockOf<'word_search'>; showAnswers: boolean }) {
  const solution = showAnswers ? wordSearchCells(block) : new Set<string>();
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
                    <td
                      key={c}
                      data-solution={hit || undefined}
                      style={hit ? { background: '#fde68a', fontWeight: 700 } : undefined}
                    >
                      {ch}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </LetterGrid>
      </Scroll>
      <p style={{ margin: '0.5rem 0 0.25rem', fontWeight: 600 }}>{FIND_WORDS}</p>
      <ul style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Words to find">
        {wordSearchWords(block).map((w) => (
          <Pill key={w}>{w}</Pill>
        ))}
      </ul>
      {showAnswers && (
        <AnswerNote>
          {block.placements.map((p, i) => (
            <span key={p.word}>
              {i > 0 && <br />}
              {placementText(p)}
            </span>
          ))}
        </AnswerNote>
      )}
    </div>
  );
}
