import styled from 'styled-components';
import type { QualityReport } from '@lessonloom/contracts';

const Line = styled.p`
  margin: 0;
  padding: 0.5rem 0.75rem;
  border-radius: ${(p) => p.theme.radius.sm};
  background: ${(p) => p.theme.colors.successSoft};
  color: ${(p) => p.theme.colors.text};
  font-size: 0.9rem;
  overflow-wrap: anywhere;
`;

/** What was checked in code, in one line above the preview (absent on generations made before the report). */
export function QualityLine({ quality }: { quality?: QualityReport }) {
  if (!quality) return null;
  const flagged = quality.ungrounded.length
    ? ` · check question${quality.ungrounded.length > 1 ? 's' : ''} ${quality.ungrounded.join(', ')}: quote not found in your file`
    : '';
  return (
    <Line data-testid="quality-line">
      <span aria-hidden="true">✓ </span>
      {quality.summary}
      {flagged}
    </Line>
  );
}
