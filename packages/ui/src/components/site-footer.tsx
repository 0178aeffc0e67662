import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { focusRing } from '../theme/theme';

const Bar = styled.footer`
  border-top: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.surface};
  margin-top: 2rem;
`;
const Inner = styled.div`
  max-width: ${(p) => p.theme.maxWidth};
  margin: 0 auto;
  padding: 1rem;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.25rem;
  align-items: center;
  font-size: 0.9rem;
  color: ${(p) => p.theme.colors.muted};
  a {
    color: ${(p) => p.theme.colors.primary};
    ${focusRing}
  }
  span {
    margin-right: auto;
  }
`;

/** Every page's footer: the legal pages a school's IT admin looks for. */
export function SiteFooter() {
  return (
    <Bar>
      <Inner>
        <span>© Lessonloom</span>
        <nav aria-label="Legal">
          <Link to="/terms">Terms of Service</Link>
          {' · '}
          <Link to="/privacy">Privacy Policy</Link>
        </nav>
      </Inner>
    </Bar>
  );
}
