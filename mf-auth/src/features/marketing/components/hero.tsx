import styled from 'styled-components';
import { Badge } from '@lessonloom/ui';

const Title = styled.h1`
  font-size: clamp(1.9rem, 5vw, 2.9rem);
  letter-spacing: -0.02em;
  span {
    color: ${(p) => p.theme.colors.primary};
  }
`;
const Lead = styled.p`
  font-size: 1.1rem;
  color: ${(p) => p.theme.colors.muted};
  margin: 0.75rem 0 1.25rem;
`;
const Benefits = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 0.6rem;
  li {
    display: flex;
    gap: 0.6rem;
    align-items: flex-start;
  }
  li::before {
    content: '✓';
    flex: none;
    display: inline-grid;
    place-items: center;
    width: 1.4rem;
    height: 1.4rem;
    border-radius: 50%;
    background: ${(p) => p.theme.colors.accentSoft};
    color: ${(p) => p.theme.colors.accent};
    font-weight: 700;
    font-size: 0.8rem;
  }
`;
const Trust = styled.p`
  margin-top: 1.25rem;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

/** Hero with the four benefit bullets (spec §2 /login). */
export function Hero({ headingLevel = 1 }: { headingLevel?: 1 | 2 }) {
  return (
    <div>
      <Title as={headingLevel === 1 ? 'h1' : 'h2'}>
        Teaching materials in seconds, <span>with answer keys you can trust</span>
      </Title>
      <Lead>
        Upload your lesson file or type a topic. Lessonloom turns it into worksheets, quizzes, tests, diagrams and
        puzzles, ready to print as DOCX or PDF.
      </Lead>
      <Benefits aria-label="Benefits">
        <li>A finished worksheet in about 30 seconds instead of 45 minutes by hand</li>
        <li>Built from your own PDF, DOCX, PPTX or TXT files, or any topic you type</li>
        <li>Answer keys included as a separate file, checked before you download</li>
        <li>Teachers save 10+ hours every week on preparation</li>
      </Benefits>
      <Trust>
        <Badge $tone="info">256-bit encryption</Badge>
        <Badge $tone="info">FERPA compliant</Badge>
        <Badge $tone="default">Cancel anytime</Badge>
      </Trust>
    </div>
  );
}
