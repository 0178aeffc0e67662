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

const Part = styled.span`
  white-space: normal;
`;

/**
 * What was checked in code, in one line above the preview (absent on generations made before the report).
 * ✓ stands only before a check that ran and passed; what was not checked ("2 open answers not checked")
 * is said without one. Reports stored before the parts existed keep their one ✓ before the whole line.
 */
export function QualityLine({ quality }: { quality?: QualityReport }) {
  if (!quality) return null;
  const flagged = quality.ungrounded.length
    ? ` · check question${quality.ungrounded.length > 1 ? 's' : ''} ${quality.ungrounded.join(', ')}: quote not found in your file`
    : '';
  if (!quality.parts?.length)
    return (
      <Line data-testid="quality-line">
        <span aria-hidden="true">✓ </span>
        {quality.summary}
        {flagged}
      </Line>
    );
  return (
    <Line data-testid="quality-line">
      {quality.parts.map((p, i) => (
        <Part key={i} data-verified={p.verified}>
          {i > 0 ? ' · ' : ''}
          {p.verified ? <span aria-hidden="true">✓ </span> : null}
          {p.text}
        </Part>
      ))}
      {flagged}
    </Line>
  );
}
