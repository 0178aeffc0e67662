import styled from 'styled-components';
import type { LiveQuestion } from '../generation-progress';

const Box = styled.section`
  max-height: 18rem;
  overflow-y: auto;
  padding: 0.75rem 1rem;
  border: 1px dashed ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius.sm};
  background: ${(p) => p.theme.colors.surface};
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 2px;
  }
`;
const Options = styled.ol`
  margin: 0.25rem 0 0;
  padding-left: 1.5rem;
  list-style: upper-alpha;
  color: ${(p) => p.theme.colors.muted};
`;

/** Each question as soon as the model has finished writing it; replaced by the checked preview at the end. */
export function LiveQuestions({ questions }: { questions: LiveQuestion[] }) {
  if (!questions.length) return null;
  return (
    <Box tabIndex={0} aria-label="Questions written so far (not yet checked)" data-testid="live-questions">
      <p style={{ margin: '0 0 0.5rem', fontSize: '0.85rem' }}>
        Draft — answers are checked before the files are made.
      </p>
      <ol style={{ margin: 0, paddingLeft: '1.5rem', display: 'grid', gap: '0.5rem' }}>
        {questions.map((q) => (
          <li key={q.index}>
            {q.text}
            {q.options.length > 0 && (
              <Options>
                {q.options.map((o, i) => (
                  <li key={i}>{o}</li>
                ))}
              </Options>
            )}
          </li>
        ))}
      </ol>
    </Box>
  );
}
